import { randomBytes } from 'node:crypto';
import {
  Decimal,
  type CreateIpoRequest,
  type IpoDrawView,
  type IpoView,
  type LanguageKey,
} from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { MARKET_INFO, tickSizeFor } from '../../market/index.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { findInstrumentRow } from '../market/instruments.repository.ts';
import { feeSchedule } from '../trading/trading-settings.ts';
import { seedHash } from './ipo-draw.ts';
import { ipoStatus, toIpoView, type OfferingRow } from './ipo-views.ts';
import {
  drawOf,
  insertOffering,
  listOfferings,
  offeringById,
  subscribedShares,
} from './ipo.repository.ts';

type ListFilter = 'upcoming' | 'open' | 'waiting' | 'listed';

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
  const rows = await listOfferings(deps.db);
  const now = deps.now();
  return views(
    deps,
    rows.filter((row) => inTab(filter, ipoStatus(row, now))),
    language,
  );
};

/** The offering, locked when asked; NOT_FOUND when there is none. */
export const findOffering = async (
  db: Executor,
  id: number,
  lock?: 'share' | 'update',
): Promise<OfferingRow> => {
  const row = await offeringById(db, id, lock);
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
  const draw = await drawOf(deps.db, id);
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
    if (await findInstrumentRow(tx, input.market, input.symbol))
      throw new DomainError('IPO_SYMBOL_TAKEN');
    const row = await insertOffering(tx, values);
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
