import {
  type AdminBlockDealView,
  type BlockDealView,
  type CreateBlockDealRequest,
  Decimal,
  splitInstrumentKey,
} from '@brokerage/shared';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { announceAfterCommit, transactionWithEvents } from '../../lib/events/event-outbox.ts';
import { idempotencyClaim, idempotent } from '../../lib/idempotency/idempotency.ts';
import type { LiveQuote } from '../../market/hub/index.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { findInstrumentRow, type InstrumentRow } from '../market/instruments.repository.ts';
import { blockDealPrice } from './block-deal-price.ts';
import {
  insertBlockDeal,
  lockBlockDeal,
  openBlockDeals,
  pageBlockDeals,
  setBlockDealAvailable,
  type BlockDealRow,
} from './block-deals.repository.ts';
import { buyAtOnce } from './buy-at-once.ts';
import { orderAnswer, type PlacedOrder } from './order-answer.ts';
import { authorizeTrade } from './trade-authorization.ts';
import { currentQuote, marketIsOpen } from './trading-quotes.ts';
import { blockDealBand, feeTerms } from './trading-settings.ts';

const view = (
  deal: BlockDealRow,
  instrument: InstrumentRow,
  quote: LiveQuote | null,
): BlockDealView => ({
  id: deal.id,
  key: deal.instrumentKey,
  name: instrument.name,
  currency: deal.currency,
  premiumPercent: new Decimal(deal.premiumPercent).toFixed(),
  indicativePrice: quote
    ? blockDealPrice(quote.ask, deal.premiumPercent, instrument.tickSize).toFixed()
    : null,
  tickSize: instrument.tickSize,
  priceSource: quote?.source ?? null,
  minQuantity: deal.minQuantity,
  availableQuantity: deal.availableQuantity,
  lotSize: instrument.lotSize,
  opensAt: deal.opensAt.toISOString(),
  closesAt: deal.closesAt.toISOString(),
});

/** Deals open now with shares left, soonest closing first, priced against the current quote. */
export const listOpenBlockDeals = async (deps: AppDeps): Promise<BlockDealView[]> => {
  const now = deps.now();
  const rows = await openBlockDeals(deps.db, now);
  return rows.map((row) =>
    view(row.deal, row.instrument, currentQuote(deps, row.deal.instrumentKey)),
  );
};

/** Where a deal stands at `at`: by its window and what is left, never by an operator's hand. */
const dealState = (deal: BlockDealRow, at: Date): AdminBlockDealView['state'] => {
  if (at < deal.opensAt) return 'upcoming';
  if (at >= deal.closesAt) return 'closed';
  return new Decimal(deal.availableQuantity).isZero() ? 'sold_out' : 'open';
};

/** Every deal for the console, newest first, with its state, creator and what is left. */
export const pageBlockDealsForConsole = async (
  deps: AppDeps,
  paging: { page: number; pageSize: number },
) => {
  const now = deps.now();
  const { rows, total } = await pageBlockDeals(deps.db, paging);
  return {
    items: rows.map(({ deal, instrument }) => ({
      ...view(deal, instrument, currentQuote(deps, deal.instrumentKey)),
      state: dealState(deal, now),
      createdBy: deal.createdBy,
      createdAt: deal.createdAt.toISOString(),
    })),
    total,
    ...paging,
  };
};

/**
 * Operators set deals up with a premium or discount on the feed's price, within the band
 * of the `trading.blockDealBand` setting; never a price (ARCHITECTURE.md section 8).
 */
export const createBlockDeal = async (
  deps: AppDeps,
  operatorRef: string,
  input: CreateBlockDealRequest,
) => {
  const { market, symbol } = splitInstrumentKey(input.key);
  const instrument = await findInstrumentRow(deps.db, market, symbol);
  if (!instrument || instrument.kind === 'index') throw new DomainError('UNKNOWN_INSTRUMENT');
  const band = await blockDealBand(deps.db);
  if (new Decimal(input.premiumPercent).abs().gt(band.times(100)))
    throw new DomainError('BLOCK_PREMIUM_OUT_OF_BAND', { band: band.times(100).toFixed() });
  return deps.db.transaction(async (tx) => {
    const deal = await insertBlockDeal(tx, {
      instrumentId: instrument.id,
      instrumentKey: `${instrument.market}:${instrument.symbol}`,
      currency: instrument.currency,
      premiumPercent: new Decimal(input.premiumPercent).toFixed(),
      minQuantity: input.minQuantity,
      availableQuantity: input.availableQuantity,
      opensAt: new Date(input.opensAt),
      closesAt: new Date(input.closesAt),
      createdBy: operatorRef,
    });
    await writeAudit(tx, {
      actor: operatorRef,
      action: 'block-deal.create',
      subjectType: 'block_deal',
      subjectId: deal.id,
      before: null,
      after: deal,
    });
    return view(deal, instrument, currentQuote(deps, deal.instrumentKey));
  });
};

/** The quote a deal is priced from now: its market open and the feed's price fresh. */
const pricingQuote = (deps: AppDeps, key: string, market: string, at: Date): LiveQuote => {
  const quote = currentQuote(deps, key);
  if (!quote) throw new DomainError('QUOTE_UNAVAILABLE');
  if (!marketIsOpen(deps, market, at)) throw new DomainError('MARKET_CLOSED');
  if (quote.stale) throw new DomainError('QUOTE_STALE');
  return quote;
};

/**
 * Buys from a block deal through the order path: the shares are taken from the deal
 * under its row lock, and the deal is priced at this moment from the feed's ask plus its
 * premium; the cost and fee are paid in the same transaction and a lot opens at that
 * price. Refused while the market is closed or the quote is stale. With an
 * Idempotency-Key (claimed first, in the same transaction), a retry of the same request
 * answers the first order; another request under that key is 409 and moves nothing.
 */
export const buyBlockDeal = async (
  deps: AppDeps,
  actor: CustomerActor,
  dealId: number,
  input: { quantity: string; payPassword?: string | undefined },
  idempotencyKey: string | undefined,
): Promise<PlacedOrder> => {
  await authorizeTrade(deps, actor, input.payPassword);
  const claim = idempotencyClaim(actor.customerId, idempotencyKey, 'blocktrade.buy', {
    ...input,
    dealId,
  });
  const now = deps.now();
  return transactionWithEvents(deps, (tx) =>
    idempotent(tx, claim, orderAnswer, async (): Promise<PlacedOrder> => {
      const row = await lockBlockDeal(tx, dealId);
      if (!row || row.deal.opensAt > now || row.deal.closesAt <= now)
        throw new DomainError('NOT_FOUND');
      const { deal, instrument } = row;
      // Its shares are of before a split that has begun: it closes when the split is applied.
      if (deps.splits.pendingAt(deal.instrumentKey, now)) throw new DomainError('SPLIT_PENDING');
      const quantity = new Decimal(input.quantity);
      if (quantity.lt(deal.minQuantity))
        throw new DomainError('BLOCK_MINIMUM', { minimum: deal.minQuantity });
      if (quantity.mod(instrument.lotSize).gt(0))
        throw new DomainError('LOT_SIZE', { lot: instrument.lotSize });
      if (quantity.gt(deal.availableQuantity)) throw new DomainError('BLOCK_SOLD_OUT');
      const quote = pricingQuote(deps, deal.instrumentKey, instrument.market, now);
      const price = blockDealPrice(quote.ask, deal.premiumPercent, instrument.tickSize);
      // A practice buy may take no more than the deal offers, and takes nothing from it.
      if (actor.book === 'real') {
        const left = new Decimal(deal.availableQuantity).minus(quantity);
        await setBlockDealAvailable(tx, dealId, left.toFixed());
      }
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
          limitPrice: price.toFixed(),
          blockDealId: deal.id,
        },
        // The receipt keeps the market's quote beside the deal price, so the two can be compared.
        {
          quote,
          price,
          at: now,
          terms: await feeTerms(tx, actor.customerId),
          source: 'block-deal',
        },
        null,
      );
      if ('taken' in filled) throw new Error(`block buy of deal ${deal.id} claimed no key`);
      // The fill's event, announced once the transaction has committed.
      announceAfterCommit(tx, actor.customerId, filled.event);
      return filled;
    }),
  );
};
