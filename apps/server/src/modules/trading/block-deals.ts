import { Decimal, type BlockDealView, type CreateBlockDealRequest } from '@brokerage/shared';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { blockDeals, instruments } from '../../db/schema/index.ts';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { findInstrumentRow } from '../market/instruments.repository.ts';
import { buyAtOnce } from './buy-at-once.ts';
import { authorizeTrade } from './trade-authorization.ts';
import { currentQuote } from './trading-quotes.ts';
import { feeTerms } from './trading-settings.ts';
import { orderByKey, type OrderRow } from './trading.repository.ts';

const view = (
  deal: typeof blockDeals.$inferSelect,
  instrument: typeof instruments.$inferSelect,
): BlockDealView => ({
  id: deal.id,
  key: deal.instrumentKey,
  name: instrument.name,
  currency: deal.currency,
  price: deal.price,
  minQuantity: deal.minQuantity,
  availableQuantity: deal.availableQuantity,
  lotSize: instrument.lotSize,
  opensAt: deal.opensAt.toISOString(),
  closesAt: deal.closesAt.toISOString(),
});

/** Deals open now with shares left, soonest closing first. */
export const listOpenBlockDeals = async (deps: AppDeps): Promise<BlockDealView[]> => {
  const now = deps.now();
  const rows = await deps.db
    .select({ deal: blockDeals, instrument: instruments })
    .from(blockDeals)
    .innerJoin(instruments, eq(instruments.id, blockDeals.instrumentId))
    .where(
      and(
        lte(blockDeals.opensAt, now),
        gt(blockDeals.closesAt, now),
        gt(blockDeals.availableQuantity, '0'),
      ),
    )
    .orderBy(asc(blockDeals.closesAt));
  return rows.map((row) => view(row.deal, row.instrument));
};

/** Operators set deals up; the price is the deal's, fixed for everyone who buys from it. */
export const createBlockDeal = async (
  deps: AppDeps,
  operatorRef: string,
  input: CreateBlockDealRequest,
) => {
  const [market = '', symbol = ''] = input.key.split(':');
  const instrument = await findInstrumentRow(deps.db, market, symbol);
  if (!instrument || instrument.kind === 'index') throw new DomainError('UNKNOWN_INSTRUMENT');
  return deps.db.transaction(async (tx) => {
    const [deal] = await tx
      .insert(blockDeals)
      .values({
        instrumentId: instrument.id,
        instrumentKey: `${instrument.market}:${instrument.symbol}`,
        currency: instrument.currency,
        price: input.price,
        minQuantity: input.minQuantity,
        availableQuantity: input.availableQuantity,
        opensAt: new Date(input.opensAt),
        closesAt: new Date(input.closesAt),
        createdBy: operatorRef,
      })
      .returning();
    if (!deal) throw new Error('block deal insert returned nothing');
    await writeAudit(tx, {
      actor: operatorRef,
      action: 'block-deal.create',
      subjectType: 'block_deal',
      subjectId: deal.id,
      before: null,
      after: deal,
    });
    return view(deal, instrument);
  });
};

/**
 * Buys from a block deal through the order path: the shares are taken from the deal
 * by a conditional update, the cost and fee are paid in the same transaction, and a
 * lot opens at the deal price. The receipt shows the market quote
 * of that moment beside the deal price.
 */
export const buyBlockDeal = async (
  deps: AppDeps,
  actor: CustomerActor,
  dealId: number,
  input: { quantity: string; payPassword?: string | undefined },
  idempotencyKey: string | undefined,
): Promise<OrderRow> => {
  await authorizeTrade(deps, actor, input.payPassword);
  const now = deps.now();
  const bought = await deps.db.transaction(async (tx) => {
    if (idempotencyKey) {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext(${`block:${actor.customerId}:${idempotencyKey}`}))`,
      );
      const existing = await orderByKey(tx, actor.customerId, idempotencyKey);
      if (existing) return { order: existing, event: null };
    }
    const [row] = await tx
      .select({ deal: blockDeals, instrument: instruments })
      .from(blockDeals)
      .innerJoin(instruments, eq(instruments.id, blockDeals.instrumentId))
      .where(eq(blockDeals.id, dealId))
      .for('update', { of: blockDeals });
    if (!row || row.deal.opensAt > now || row.deal.closesAt <= now)
      throw new DomainError('NOT_FOUND');
    const { deal, instrument } = row;
    const quantity = new Decimal(input.quantity);
    if (quantity.lt(deal.minQuantity))
      throw new DomainError('BLOCK_MINIMUM', { minimum: deal.minQuantity });
    if (quantity.mod(instrument.lotSize).gt(0))
      throw new DomainError('LOT_SIZE', { lot: instrument.lotSize });
    if (quantity.gt(deal.availableQuantity)) throw new DomainError('BLOCK_SOLD_OUT');
    await tx
      .update(blockDeals)
      .set({ availableQuantity: new Decimal(deal.availableQuantity).minus(quantity).toFixed() })
      .where(eq(blockDeals.id, dealId));
    // The receipt keeps the market's quote beside the deal price, so the two can be compared.
    const quote = currentQuote(deps, deal.instrumentKey);
    if (!quote) throw new DomainError('QUOTE_UNAVAILABLE');
    const filled = await buyAtOnce(
      tx,
      {
        customerId: actor.customerId,
        instrumentId: instrument.id,
        instrumentKey: deal.instrumentKey,
        market: instrument.market,
        currency: deal.currency,
        side: 'buy',
        type: 'limit',
        quantity: input.quantity,
        limitPrice: deal.price,
        blockDealId: deal.id,
        idempotencyKey: idempotencyKey ?? null,
      },
      {
        quote,
        price: new Decimal(deal.price),
        at: now,
        terms: await feeTerms(tx, actor.customerId),
        source: 'block-deal',
      },
    );
    // The advisory lock above already answered a retry, so the key cannot be taken here.
    if (!filled) throw new Error(`block buy of deal ${deal.id} found its key taken`);
    return filled;
  });
  if (bought.event) deps.events.announce(actor.customerId, bought.event);
  return bought.order;
};
