import {
  Decimal,
  type TransferQuote,
  type TransferQuoteQuery,
  type TransferRequest,
  type TransferView,
} from '@brokerage/shared';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { customerBalances } from '../../ledger/accounts.ts';
import { postEntry } from '../../ledger/entries.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { verifyPayPassword } from '../member/member.service.ts';
import { convert, transferRate } from './transfer-pricing.ts';
import {
  findTransferEntry,
  lockIdempotencyKey,
  type TransferEntry,
} from './transfer.repository.ts';
import { entryText } from '../../ledger/memo.ts';

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

/** The rate is kept in the entry's reference (`USD/EUR@0.92129629`): visible and replayable. */
const RATE_REFERENCE = /^([A-Z]{3,8})\/([A-Z]{3,8})@(\d+\.?\d*)$/;

/** The answer a transfer gave, rebuilt from its journal entry (first answer or a retry). */
const toTransferView = (entry: TransferEntry): TransferView => {
  const match = RATE_REFERENCE.exec(entry.reference ?? '');
  const [from, to, rate] = [match?.[1], match?.[2], match?.[3]];
  const sent = entry.cash.find((p) => p.currency === from);
  const received = entry.cash.find((p) => p.currency === to);
  if (entry.type !== 'transfer' || !from || !to || !rate || !sent || !received)
    throw new DomainError('IDEMPOTENCY_KEY_REUSED');
  return {
    entryId: entry.id,
    from,
    to,
    amount: new Decimal(sent.amount).neg().toFixed(),
    rate,
    receive: new Decimal(received.amount).toFixed(),
    createdAt: entry.createdAt.toISOString(),
  };
};

const sameRequest = (view: TransferView, input: TransferRequest) =>
  view.from === input.from && view.to === input.to && new Decimal(view.amount).eq(input.amount);

/**
 * Converts between two of the customer's own currency accounts in one journal entry of
 * four legs: their cash `from` -> the platform's FX account in `from`, and the platform's
 * FX account in `to` -> their cash `to`. The conditional balance update refuses more than
 * is available (INSUFFICIENT_FUNDS) however many transfers race. With an Idempotency-Key
 * the same request returns the first answer, even if rates have moved since.
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
  await verifyPayPassword(deps, customerId, input.payPassword);
  const key = idempotencyKey ? `transfer:${customerId}:${idempotencyKey}` : undefined;
  const entry = await deps.db.transaction(async (tx) => {
    if (key) {
      await lockIdempotencyKey(tx, key);
      const first = await findTransferEntry(tx, customerId, { key });
      if (first) {
        if (!sameRequest(toTransferView(first), input))
          throw new DomainError('IDEMPOTENCY_KEY_REUSED');
        return first;
      }
    }
    const price = await transferRate(tx, input.from, input.to);
    const receive = convert(price, input.amount, input.to).toFixed();
    const amount = new Decimal(input.amount).toFixed();
    const posted = await postEntry(tx, {
      type: 'transfer',
      customerId,
      ...entryText('transfer', { from: input.from, to: input.to }),
      actor: `customer:${customerId}`,
      reference: `${input.from}/${input.to}@${price.rate.toFixed()}`,
      idempotencyKey: key,
      legs: [
        { account: { customerId, kind: 'cash', currency: input.from }, amount: `-${amount}` },
        { account: { platform: 'fx', currency: input.from }, amount },
        { account: { platform: 'fx', currency: input.to }, amount: `-${receive}` },
        { account: { customerId, kind: 'cash', currency: input.to }, amount: receive },
      ],
    });
    const created = await findTransferEntry(tx, customerId, { id: posted.id });
    if (!created) throw new Error(`transfer entry ${posted.id} vanished`);
    return created;
  });
  return toTransferView(entry);
};
