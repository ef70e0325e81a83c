import type { QuantLiveNav } from '@brokerage/shared';
import { and, asc, desc, eq, lt } from 'drizzle-orm';
import { quantFundComponents, quantFunds, quantNavs } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { readCandles } from '../market/candle-store.ts';
import { currentQuote } from '../trading/trading-quotes.ts';
import {
  addDays,
  dayOf,
  isRebalanceDay,
  navFrom,
  type NavBase,
  type Weighted,
} from './nav-rule.ts';

export type FundRow = typeof quantFunds.$inferSelect;
type NavRow = typeof quantNavs.$inferSelect;

/** How far back a day's close may come from (a long holiday): older means no price. */
const CLOSE_LOOKBACK_DAYS = 7;
/** At most this many days computed in one call, so a request never does years of work. */
const MAX_DAYS_PER_CALL = 2000;
/** Rows per INSERT statement. */
const INSERT_CHUNK = 500;

const DAY_MS = 86_400_000;
const startOfDay = (day: string) => Date.parse(`${day}T00:00:00Z`);

export const componentsOf = async (
  deps: Pick<AppDeps, 'db'>,
  fundId: number,
): Promise<Weighted[]> =>
  (
    await deps.db
      .select({ key: quantFundComponents.instrumentKey, weight: quantFundComponents.weight })
      .from(quantFundComponents)
      .where(eq(quantFundComponents.fundId, fundId))
      .orderBy(asc(quantFundComponents.instrumentKey))
  ).map((c) => ({ key: c.key, weight: c.weight }));

/**
 * Each day's close of `key` from `from` to `through`: the close of the last daily candle that
 * started before the day ended (UTC), so a weekend or holiday keeps the last trading day's
 * close; a day with no candle in the look-back has none.
 */
const dailyCloses = async (
  deps: AppDeps,
  key: string,
  from: string,
  through: string,
): Promise<Map<string, string>> => {
  const candles = await readCandles(
    deps,
    key,
    '1d',
    new Date(startOfDay(from) - CLOSE_LOOKBACK_DAYS * DAY_MS),
    new Date(startOfDay(through) + DAY_MS),
  );
  const closes = new Map<string, string>();
  let next = 0;
  let last: { at: number; close: string } | null = null;
  for (let day = from; day <= through; day = addDays(day, 1)) {
    const end = startOfDay(day) + DAY_MS;
    for (; next < candles.length; next += 1) {
      const candle = candles[next];
      if (!candle || Date.parse(candle.time) >= end) break;
      last = { at: Date.parse(candle.time), close: candle.close };
    }
    if (last && last.at >= end - (CLOSE_LOOKBACK_DAYS + 1) * DAY_MS) closes.set(day, last.close);
  }
  return closes;
};

const lastRow = async (deps: AppDeps, fundId: number): Promise<NavRow | undefined> =>
  (
    await deps.db
      .select()
      .from(quantNavs)
      .where(eq(quantNavs.fundId, fundId))
      .orderBy(desc(quantNavs.day))
      .limit(1)
  )[0];

/** The base day `day` is computed from: the last rebalanced row before it. */
export const baseBefore = async (deps: Pick<AppDeps, 'db'>, fundId: number, day: string) =>
  (
    await deps.db
      .select()
      .from(quantNavs)
      .where(
        and(eq(quantNavs.fundId, fundId), eq(quantNavs.rebalanced, true), lt(quantNavs.day, day)),
      )
      .orderBy(desc(quantNavs.day))
      .limit(1)
  )[0];

/**
 * Stores the fund's NAV for every closed day up to `through` that has no row yet: the base day
 * at 1, then each day by the rule from the last base. Stops at a day some close is missing for
 * (the feed does not know it yet). Deterministic from the stored candles, so two callers at
 * once compute the same rows and the second insert does nothing. Answers the last stored day.
 */
export const ensureNavs = async (
  deps: AppDeps,
  fund: FundRow,
  through: string,
): Promise<string | null> => {
  const last = await lastRow(deps, fund.id);
  if (last && last.day >= through) return last.day;
  const from = last ? addDays(last.day, 1) : fund.baseDay;
  if (from > through) return last?.day ?? null;
  const components = await componentsOf(deps, fund.id);
  const closes = await Promise.all(
    components.map(async (c) => [c.key, await dailyCloses(deps, c.key, from, through)] as const),
  );
  let base: NavBase | undefined = last ? await baseBefore(deps, fund.id, from) : undefined;
  const rows: (typeof quantNavs.$inferInsert)[] = [];
  let day = from;
  for (let n = 0; n < MAX_DAYS_PER_CALL && day <= through; n += 1, day = addDays(day, 1)) {
    const prices: Record<string, string> = {};
    for (const [key, byDay] of closes) {
      const close = byDay.get(day);
      if (close === undefined) break;
      prices[key] = close;
    }
    const isBase = day === fund.baseDay;
    if (Object.keys(prices).length < closes.length || (!isBase && !base)) break;
    const nav = isBase || !base ? '1' : navFrom(base, components, prices).toFixed();
    const rebalanced = isBase || isRebalanceDay(fund.rebalance, day);
    rows.push({ fundId: fund.id, day, nav, prices, rebalanced, computedAt: deps.now() });
    if (rebalanced) base = { nav, prices };
  }
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    await deps.db
      .insert(quantNavs)
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflictDoNothing();
  return rows.at(-1)?.day ?? last?.day ?? null;
};

/**
 * The job's daily step: every fund's NAV stored through yesterday, so that pages and the
 * settlement read stored rows. A fund whose closes the feed lacks is tried again next pass.
 */
export const storeDailyNavs = async (deps: AppDeps): Promise<void> => {
  const yesterday = addDays(dayOf(deps.now()), -1);
  for (const fund of await deps.db.select().from(quantFunds))
    await ensureNavs(deps, fund, yesterday);
};

/** The stored NAV history, oldest first. */
export const navHistory = async (deps: Pick<AppDeps, 'db'>, fundId: number) =>
  deps.db.select().from(quantNavs).where(eq(quantNavs.fundId, fundId)).orderBy(asc(quantNavs.day));

/** The stored NAV of one day, if any. */
export const navOn = async (deps: Pick<AppDeps, 'db'>, fundId: number, day: string) =>
  (
    await deps.db
      .select()
      .from(quantNavs)
      .where(and(eq(quantNavs.fundId, fundId), eq(quantNavs.day, day)))
  )[0];

/**
 * Today's NAV by the same rule from the feed's current prices (the last trade of each
 * component), on the base stored before today; null while a quote or the base is missing.
 */
export const liveNav = async (deps: AppDeps, fund: FundRow): Promise<QuantLiveNav | null> => {
  const now = deps.now();
  const today = dayOf(now);
  if (today <= fund.baseDay) return null;
  await ensureNavs(deps, fund, addDays(today, -1));
  const base = await baseBefore(deps, fund.id, today);
  if (!base) return null;
  const components = await componentsOf(deps, fund.id);
  const prices: Record<string, string> = {};
  for (const { key } of components) {
    const quote = currentQuote(deps, key);
    if (!quote) return null;
    prices[key] = quote.close;
  }
  return {
    nav: navFrom(base, components, prices).toFixed(),
    at: now.toISOString(),
    prices,
    baseDay: base.day,
    baseNav: base.nav,
    basePrices: base.prices,
  };
};
