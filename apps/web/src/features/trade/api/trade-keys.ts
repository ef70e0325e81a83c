import type { QueryClient } from '@tanstack/react-query';

/** Everything an order, a fill or a close changes: positions, orders, balances, statement. */
export const TRADING_QUERY_KEYS: readonly (readonly string[])[] = [
  ['trade'],
  ['funds'],
  ['member', 'profile'],
  ['statement'],
];

export const invalidateTrading = (queryClient: QueryClient): void => {
  for (const queryKey of TRADING_QUERY_KEYS)
    void queryClient.invalidateQueries({ queryKey: [...queryKey] });
};
