import type { AppDeps } from '../../deps.ts';
import { announceInboxMessage, type InboxTemplate } from '../inbox/inbox.service.ts';
import type { DepositRow } from './deposits.repository.ts';

/** The customer's event and inbox announcement, after the transaction that changed it commits. */
export const notifyDeposit = async (
  deps: AppDeps,
  customerId: number,
  messageId: number,
  deposit: DepositRow,
) => {
  await deps.events.publish(customerId, 'deposit.audited', {
    id: deposit.id,
    status: deposit.status,
  });
  await announceInboxMessage(deps, customerId, messageId);
};

/** The inbox message that tells the customer how a deposit ended. */
export const depositInboxFor = (deposit: DepositRow): [InboxTemplate, Record<string, string>] => {
  const template: InboxTemplate =
    deposit.status === 1
      ? 'depositPassed'
      : deposit.status === 2
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
    },
  ];
};
