import type { CustomerEventType } from '@brokerage/shared';

/**
 * Which cached server data each kind of customer event makes out of date (ARCHITECTURE.md
 * section 6); a kind the server adds does not compile until it is named here. Balances live in
 * the profile, so every money event refreshes it.
 */
export const EVENT_QUERY_KEYS: Record<CustomerEventType, readonly (readonly string[])[]> = {
  'inbox.message': [['inbox']],
  'deposit.audited': [['deposit'], ['member', 'profile']],
  'withdrawal.reviewed': [['withdraw'], ['member', 'profile']],
  'kyc.result': [['kyc'], ['member', 'profile']],
  'loan.reviewed': [['loans'], ['member', 'profile'], ['statement']],
  'order.updated': [['trade'], ['funds'], ['member', 'profile'], ['statement']],
  'price.alert': [['inbox'], ['alerts']],
  'support.message': [['support']],
  // Margin loans (issue 26): a call shows its banner; a liquidation sold pledged lots.
  'loan.margin_call': [['loans'], ['inbox']],
  'loan.liquidation': [
    ['loans'],
    ['trade'],
    ['funds'],
    ['member', 'profile'],
    ['statement'],
    ['inbox'],
  ],
};

/** Query keys to invalidate for one event; unknown events refresh nothing. */
export const queryKeysForEvent = (event: string): readonly (readonly string[])[] =>
  Object.hasOwn(EVENT_QUERY_KEYS, event) ? EVENT_QUERY_KEYS[event as CustomerEventType] : [];

/** After a reconnect with no event to resume from, everything an event could touch. */
export const allEventQueryKeys = (): readonly (readonly string[])[] => {
  const seen = new Map<string, readonly string[]>();
  for (const keys of Object.values(EVENT_QUERY_KEYS))
    for (const key of keys) seen.set(key.join('/'), key);
  return [...seen.values()];
};
