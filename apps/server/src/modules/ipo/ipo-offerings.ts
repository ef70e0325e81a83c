import { randomBytes } from 'node:crypto';
import {
  Decimal,
  type CreateIpoRequest,
  type IpoDrawView,
  type IpoView,
  type LanguageKey,
} from '@brokerage/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  instruments,
  ipoAllotmentDraws,
  ipoCustomerTotals,
  ipoOfferings,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { MARKET_INFO, tickSizeFor } from '../../market/index.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { feeSchedule } from '../trading/trading-settings.ts';
import { seedHash } from './ipo-draw.ts';
import { ipoStatus, toIpoView, type OfferingRow } from './ipo-views.ts';

type ListFilter = 'upcoming' | 'open' | 'waiting' | 'listed';

/** Shares subscribed per offering, by everyone. */
const subscribedShares = async (db: Executor, offeringIds: number[]) => {
  if (offeringIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({
      offeringId: ipoCustomerTotals.offeringId,
      shares: sql<string>`sum(${ipoCustomerTotals.quantity})::text`,
    })
    .from(ipoCustomerTotals)
    .where(sql`${ipoCustomerTotals.offeringId} IN ${offeringIds}`)
    .groupBy(ipoCustomerTotals.offeringId);
  return new Map(rows.map((row) => [row.offeringId, row.shares]));
};

const views = async (
  deps: AppDeps,
  rows: OfferingRow[],
  language: LanguageKey,
): Promise<IpoView[]> => {
  const [shares, fees] = await Promise.all([
    subscribedShares(
      deps.db,
      rows.map((row) => row.id),
    ),
    feeSchedule(deps.db),
  ]);
  const now = deps.now();
  return rows.map((row) =>
    toIpoView(row, { now, language, fees, subscribedShares: shares.get(row.id) ?? '0' }),
  );
};

/** The list's tabs; an allotted offering waits for its listing on the allotment tab. */
const inTab = (filter: ListFilter | undefined, status: IpoView['status']) =>
  filter === undefined || status === filter || (filter === 'waiting' && status === 'allotted');

export const listIpos = async (
  deps: AppDeps,
  language: LanguageKey,
  filter: ListFilter | undefined,
): Promise<IpoView[]> => {
  const rows = await deps.db
    .select()
    .from(ipoOfferings)
    .orderBy(desc(ipoOfferings.subscriptionStartsAt), desc(ipoOfferings.id));
  const now = deps.now();
  return views(
    deps,
    rows.filter((row) => inTab(filter, ipoStatus(row, now))),
    language,
  );
};

export const findOffering = async (db: Executor, id: number): Promise<OfferingRow> => {
  const [row] = await db.select().from(ipoOfferings).where(eq(ipoOfferings.id, id));
  if (!row) throw new DomainError('NOT_FOUND');
  return row;
};

export const getIpo = async (deps: AppDeps, id: number, language: LanguageKey) => {
  const [view] = await views(deps, [await findOffering(deps.db, id)], language);
  if (!view) throw new DomainError('NOT_FOUND');
  return view;
};

/** The published draw: seed, rule and every line, once the allotment ran. */
export const getDraw = async (deps: AppDeps, id: number): Promise<IpoDrawView> => {
  const offering = await findOffering(deps.db, id);
  const [draw] = await deps.db
    .select()
    .from(ipoAllotmentDraws)
    .where(eq(ipoAllotmentDraws.offeringId, id));
  if (!draw) throw new DomainError('NOT_FOUND');
  return {
    offeringId: id,
    algorithm: draw.algorithm,
    seed: draw.seed,
    seedHash: offering.seedHash,
    lotsAvailable: draw.lotsAvailable,
    lotsRequested: draw.lotsRequested,
    lines: draw.result,
    createdAt: draw.createdAt.toISOString(),
  };
};

/**
 * The offering row of an operator's terms: the price must sit on the market's tick, the
 * shares and the maximum must be whole lots. The lottery seed is drawn here and only its
 * hash is shown until the draw.
 */
export const offeringValues = (input: CreateIpoRequest, createdBy: string) => {
  const tick = tickSizeFor(input.market, 'stock', input.issuePrice);
  if (!new Decimal(input.issuePrice).mod(tick).isZero())
    throw new DomainError('IPO_PRICE_TICK', { tick });
  for (const shares of [input.sharesIssued, input.maxPerCustomer])
    if (!new Decimal(shares).mod(input.lotSize).isZero())
      throw new DomainError('IPO_LOT_MISMATCH', { lot: String(input.lotSize) });
  const seed = randomBytes(32).toString('hex');
  return {
    market: input.market,
    symbol: input.symbol,
    name: input.names.en,
    names: input.names,
    currency: MARKET_INFO[input.market].currency,
    tickSize: tick,
    lotSize: input.lotSize,
    issuePrice: new Decimal(input.issuePrice).toFixed(),
    sharesIssued: input.sharesIssued,
    maxPerCustomer: input.maxPerCustomer,
    allotmentRule: input.allotmentRule,
    subscriptionStartsAt: new Date(input.subscriptionStartsAt),
    subscriptionEndsAt: new Date(input.subscriptionEndsAt),
    allotmentAt: new Date(input.allotmentAt),
    listingAt: new Date(input.listingAt),
    lotterySeed: seed,
    seedHash: seedHash(seed),
    createdBy,
  };
};

/** Operators list an IPO: the new instrument's terms and its calendar; the symbol must be new. */
export const createIpo = async (
  deps: AppDeps,
  operatorRef: string,
  input: CreateIpoRequest,
  language: LanguageKey,
): Promise<IpoView> => {
  const values = offeringValues(input, operatorRef);
  const offering = await deps.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: instruments.id })
      .from(instruments)
      .where(and(eq(instruments.market, input.market), eq(instruments.symbol, input.symbol)));
    if (taken) throw new DomainError('IPO_SYMBOL_TAKEN');
    const [row] = await tx.insert(ipoOfferings).values(values).onConflictDoNothing().returning();
    if (!row) throw new DomainError('IPO_SYMBOL_TAKEN');
    const { lotterySeed: _secret, ...published } = row;
    await writeAudit(tx, {
      actor: operatorRef,
      action: 'ipo.create',
      subjectType: 'ipo_offering',
      subjectId: row.id,
      before: null,
      after: published,
    });
    return row;
  });
  const [view] = await views(deps, [offering], language);
  if (!view) throw new Error(`offering ${offering.id} has no view`);
  return view;
};
