import {
  Decimal,
  transferView,
  type TransferQuote,
  type TransferQuoteQuery,
  type TransferRequest,
  type TransferView,
} from '@brokerage/shared';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { customerBalances } from '../../ledger/accounts.ts';
import { postEntry } from '../../ledger/entries.ts';
import { idempotencyClaim, idempotent, jsonAnswer } from '../../lib/idempotency/idempotency.ts';
import { verifyPayPassword } from '../member/member.service.ts';
import { convert, transferRate } from './transfer-pricing.ts';
import { entryCreatedAt } from './transfer.repository.ts';
import { entryText } from '../../ledger/memo.ts';
import { assertWithinMaximum } from '../reference/amount-limits.ts';

const ZERO = new Decimal(0).toFixed(8);

const availableIn = async (deps: AppDeps, customerId: number, currency: string) =>
  (await customerBalances(deps.db, customerId)).find((b) => b.currency === currency)?.available ??
  ZERO;

/** What the transfer page shows before confirming: rates, spread, receive and the maximum. */
export const quoteTransfer = async (
  deps: AppDeps,
  actor: CustomerActor,
  query: TransferQuoteQuery,
): Promise<TransferQuote> => {
  const price = await transferRate(deps.db, query.from, query.to);
  const receive = query.amount === undefined ? null : convert(price, query.amount, query.to);
  return {
    from: query.from,
    to: query.to,
    marketRate: price.marketRate.toFixed(),
    spread: price.spread.toFixed(),
    rate: price.rate.toFixed(),
    amount: query.amount ?? null,
    receive: receive?.toFixed(price.toDecimals) ?? null,
    maxTransferable: await availableIn(deps, actor.customerId, query.from),
  };
};

/**
 * Converts between two of the customer's own currency accounts in one journal entry of
 * four legs: their cash `from` -> the platform's FX account in `from`, and the platform's
 * FX account in `to` -> their cash `to`. The conditional balance update refuses more than
 * is available (INSUFFICIENT_FUNDS) however many transfers race. With an Idempotency-Key
 * (claimed in the entry's transaction) the same request returns the first answer, even if
 * rates have moved since; another request under that key is 409 and moves nothing.
 */
export const transfer = async (
  deps: AppDeps,
  actor: CustomerActor,
  input: TransferRequest,
  idempotencyKey: string | undefined,
): Promise<TransferView> => {
  const { customerId } = actor;
  // Refusals that need no secret come first, so a typo in a currency costs no attempt.
  convert(await transferRate(deps.db, input.from, input.to), input.amount, input.to);
  await assertWithinMaximum(deps.db, 'transfer', input.from, input.amount);
  await verifyPayPassword(deps, actor.personId, input.payPassword);
  // The amount as a number, so that '250' and '250.00' are the same request.
  const amount = new Decimal(input.amount).toFixed();
  const claim = idempotencyClaim(customerId, idempotencyKey, 'transfer', { ...input, amount });
  return deps.db.transaction((tx) =>
    idempotent(tx, claim, jsonAnswer(transferView.parse), async (): Promise<TransferView> => {
      const price = await transferRate(tx, input.from, input.to);
      const receive = convert(price, input.amount, input.to).toFixed();
      const rate = price.rate.toFixed();
      const posted = await postEntry(tx, {
        type: 'transfer',
        customerId,
        ...entryText('transfer', { from: input.from, to: input.to }),
        actor: `customer:${customerId}`,
        // The rate is kept in the entry's reference (`USD/EUR@0.92129629`): visible on the statement.
        reference: `${input.from}/${input.to}@${rate}`,
        legs: [
          { account: { customerId, kind: 'cash', currency: input.from }, amount: `-${amount}` },
          { account: { platform: 'fx', currency: input.from }, amount },
          { account: { platform: 'fx', currency: input.to }, amount: `-${receive}` },
          { account: { customerId, kind: 'cash', currency: input.to }, amount: receive },
        ],
      });
      return {
        entryId: posted.id,
        from: input.from,
        to: input.to,
        amount,
        rate,
        receive,
        createdAt: (await entryCreatedAt(tx, posted.id)).toISOString(),
      };
    }),
  );
};
