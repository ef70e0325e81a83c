import { Decimal, type DepositStatus } from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import { postEntry, type Leg } from '../../ledger/entries.ts';
import { fxRate } from '../fx/fx.service.ts';
import { currencyDecimals } from '../reference/reference.repository.ts';
import { updateDeposit, type DepositRow } from './deposits.repository.ts';
import { entryText } from '../../ledger/memo.ts';

/**
 * Credits `received` (in the deposit's currency) to the customer's account currency
 * in one entry, converting through the FX account when the two differ. Callers make it
 * happen once: an audit holds the waiting deposit's row lock and checks its status; the chain
 * watcher first claims the transfer's (network, hash, log index) row in the same transaction.
 * Rounding: the converted amount is cut (ROUND_DOWN) to the account currency's
 * decimals, so the platform never credits more than it received.
 */
export const creditDeposit = async (
  tx: Executor,
  deposit: DepositRow,
  received: Decimal,
  status: typeof DepositStatus.PASS | typeof DepositStatus.PART,
  audit: { actor: string; comment: string | null; at: Date },
): Promise<DepositRow> => {
  const rate = await fxRate(tx, deposit.currency, deposit.accountCurrency);
  const places = (await currencyDecimals(tx, deposit.accountCurrency)) ?? 2;
  const converted = received.times(rate).toDecimalPlaces(places, Decimal.ROUND_DOWN);
  const source = deposit.type === 'crypto' ? 'chain' : 'bank';
  const customer = {
    customerId: deposit.customerId,
    kind: 'cash' as const,
    currency: deposit.accountCurrency,
  };
  const legs: Leg[] =
    deposit.currency === deposit.accountCurrency
      ? [
          {
            account: { platform: source, currency: deposit.currency },
            amount: received.neg().toFixed(),
          },
          { account: customer, amount: received.toFixed() },
        ]
      : [
          {
            account: { platform: source, currency: deposit.currency },
            amount: received.neg().toFixed(),
          },
          { account: { platform: 'fx', currency: deposit.currency }, amount: received.toFixed() },
          {
            account: { platform: 'fx', currency: deposit.accountCurrency },
            amount: converted.neg().toFixed(),
          },
          { account: customer, amount: converted.toFixed() },
        ];
  const entry = await postEntry(tx, {
    type: 'deposit',
    customerId: deposit.customerId,
    ...entryText('deposit', { reference: deposit.reference }),
    reference: deposit.reference,
    actor: audit.actor,
    reason: audit.comment ?? undefined,
    legs,
  });
  return updateDeposit(tx, deposit.id, {
    status,
    auditMoney: received.toFixed(),
    fxRate: rate.toFixed(),
    convertedAmount: converted.toFixed(),
    auditedBy: audit.actor,
    auditedAt: audit.at,
    comment: audit.comment,
    entryId: entry.id,
  });
};
