import type { CustomerEventType } from '@brokerage/shared';
import { BALANCE_QUERY_KEYS, QUERY_ROOTS, type QueryRoot } from '../query/query-keys';

const { alerts, blocktrade, deposit, inbox, kyc, loans, plans, profile, support, trade, withdraw } =
  QUERY_ROOTS;

/**
 * Which cached server data each kind of customer event makes out of date (ARCHITECTURE.md
 * section 6); a kind the server adds does not compile until it is named here. Every event
 * that moves money refreshes the balance's readers (BALANCE_QUERY_KEYS: profile, funds,
 * transfer quote, statement). The mutation behind the same change names the same entry, so
 * the customer's own action refreshes at once even while the socket is down.
 */
export const EVENT_QUERY_KEYS: Record<CustomerEventType, readonly QueryRoot[]> = {
  // A recurring plan's refused run is told in the inbox (issue 30 item 2): its last run changed.
  'inbox.message': [inbox, plans],
  'deposit.audited': [deposit, ...BALANCE_QUERY_KEYS],
  'withdrawal.reviewed': [withdraw, ...BALANCE_QUERY_KEYS],
  'kyc.result': [kyc, profile],
  // An approval pledges lots to the loan (loan-pledging.ts): Trade's positions show them pledged.
  'loan.reviewed': [loans, trade, ...BALANCE_QUERY_KEYS],
  // A block deal's buy is an order too: its event changes the deal's available shares; so is a
  // recurring plan's purchase, whose run shows the order's status.
  'order.updated': [trade, blocktrade, plans, ...BALANCE_QUERY_KEYS],
  'price.alert': [inbox, alerts],
  'support.message': [support],
  // Margin loans (issue 26): a call shows its banner; a liquidation sold pledged lots.
  'loan.margin_call': [loans, inbox],
  'loan.liquidation': [loans, trade, ...BALANCE_QUERY_KEYS, inbox],
};

/** Query keys to invalidate for one event; unknown events refresh nothing. */
export const queryKeysForEvent = (event: string): readonly QueryRoot[] =>
  Object.hasOwn(EVENT_QUERY_KEYS, event) ? EVENT_QUERY_KEYS[event as CustomerEventType] : [];

/** After a reconnect with no event to resume from, everything an event could touch. */
export const allEventQueryKeys = (): readonly QueryRoot[] => {
  const seen = new Map<string, QueryRoot>();
  for (const keys of Object.values(EVENT_QUERY_KEYS))
    for (const key of keys) seen.set(key.join('/'), key);
  return [...seen.values()];
};
