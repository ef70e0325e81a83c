/**
 * Order and fee rules, pure and shared: the server places and fills orders with them and
 * the app estimates with them, fed by the fee table the server publishes. Its own subpath
 * (`@brokerage/shared/order-rules`) so that only the screens that trade load it.
 */
export * from './fee-schedule.ts';
export * from './order-prices.ts';
export * from './order-checks.ts';
export * from './alert-checks.ts';
export * from './trailing-stop.ts';
export * from './shares-for-amount.ts';
export * from './lot-share.ts';
