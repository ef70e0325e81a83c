/** Market data: catalogue, calendars, the simulator and the provider interface. No database. */
export * from './types.ts';
export * from './catalogue/index.ts';
export * from '@brokerage/shared/market-time';
export * from './simulator/index.ts';
export * from './provider.ts';
