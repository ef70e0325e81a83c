import { DepositStatus } from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import { storeEvent } from '../../lib/events/event-outbox.ts';
import { addInboxMessage, DECISION_MESSAGE, type InboxTemplate } from '../inbox/inbox.service.ts';
import type { DepositRow } from './deposits.repository.ts';

/**
 * The inbox message that tells the customer how a deposit ended: a part or a refusal quotes the
 * operator's comment as its reason; a pass adds it after the text as the operator's message.
 */
const depositInboxFor = (deposit: DepositRow): [InboxTemplate, Record<string, string>] => {
  const template: InboxTemplate =
    deposit.status === DepositStatus.PASS
      ? 'depositPassed'
      : deposit.status === DepositStatus.PART
        ? 'depositPart'
        : 'depositRefused';
  return [
    template,
    {
      reference: deposit.reference,
      amount: deposit.convertedAmount ?? deposit.money,
      currency: deposit.convertedAmount ? deposit.accountCurrency : deposit.currency,
      requested: deposit.money,
      comment: deposit.comment ?? '',
      ...(deposit.status === DepositStatus.PASS && deposit.comment
        ? { [DECISION_MESSAGE]: deposit.comment }
        : {}),
    },
  ];
};

/**
 * The customer's inbox message and 'deposit.audited' event, in the transaction that ended the
 * deposit (a `transactionWithEvents`).
 */
export const noticeDeposit = async (tx: Executor, deposit: DepositRow) => {
  await storeEvent(tx, deposit.customerId, 'deposit.audited', {
    id: deposit.id,
    status: deposit.status,
  });
  await addInboxMessage(tx, deposit.customerId, ...depositInboxFor(deposit));
};
