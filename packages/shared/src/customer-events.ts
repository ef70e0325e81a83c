/**
 * Every kind of customer event (ARCHITECTURE.md section 6), in one place: the server stores
 * only these (each in the transaction that causes it, the outbox), the customer app maps each
 * to the queries it refreshes, and the outbox test walks this list.
 */
export const CUSTOMER_EVENT_TYPES = [
  'order.updated',
  'deposit.audited',
  'withdrawal.reviewed',
  'kyc.result',
  'loan.reviewed',
  'loan.margin_call',
  'loan.liquidation',
  'inbox.message',
  'support.message',
  'price.alert',
] as const;

export type CustomerEventType = (typeof CUSTOMER_EVENT_TYPES)[number];

/** What each kind carries: ids and statuses only, the app reads the rest through the API. */
export interface CustomerEventPayloads {
  'order.updated': { id: number; status: string };
  'deposit.audited': { id: number; status: number };
  'withdrawal.reviewed': { id: number; status: number };
  'kyc.result': { submissionId: number; status: string };
  'loan.reviewed': { id: number; status: string };
  'loan.margin_call': { loanId: number; amountToRepay: string; deadline: string };
  'loan.liquidation': {
    loanId: number;
    orderId: number;
    lotId: number;
    quantity: string;
    price: string;
    repaid: string;
  };
  'inbox.message': { id: number };
  'support.message': { id: number; author: string; body: string; createdAt: string };
  'price.alert': { id: number; key: string; last: string };
}
