import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The root of each feature's query keys that something outside its own queries refreshes: the
 * socket's event map (lib/realtime/customer-events.ts) and the mutations. A feature's keys
 * start with its root (its key factory beside its queries), and whatever refreshes them names
 * the root, never a copy of the array.
 */
export const QUERY_ROOTS = {
  alerts: ['alerts'],
  blocktrade: ['blocktrade'],
  deposit: ['deposit'],
  funds: ['funds'],
  inbox: ['inbox'],
  ipo: ['ipo'],
  kyc: ['kyc'],
  loans: ['loans'],
  plans: ['plans'],
  practice: ['practice'],
  profile: ['member', 'profile'],
  quant: ['quant'],
  statement: ['statement'],
  support: ['support'],
  trade: ['trade'],
  transfer: ['transfer'],
  withdraw: ['withdraw'],
} as const satisfies Record<string, readonly string[]>;

export type QueryRoot = (typeof QUERY_ROOTS)[keyof typeof QUERY_ROOTS];

/**
 * What any movement of the customer's money makes out of date: the balances (in the profile),
 * the funds overview, the transfer quote (its maximum is the available balance) and the
 * statement.
 */
export const BALANCE_QUERY_KEYS: readonly QueryRoot[] = [
  QUERY_ROOTS.profile,
  QUERY_ROOTS.funds,
  QUERY_ROOTS.transfer,
  QUERY_ROOTS.statement,
];

/** Marks every query under each key stale; the ones on screen fetch again at once. */
export const invalidateKeys = (queryClient: QueryClient, keys: readonly QueryKey[]): void => {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
};
