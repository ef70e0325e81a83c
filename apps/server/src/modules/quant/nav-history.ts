import type { QuantLiveNav } from '@brokerage/shared';
import type { AppDeps } from '../../deps.ts';
import { readCandles } from '../market/candle-store.ts';
import { currentQuote } from '../trading/trading-quotes.ts';
import { standingSplits } from '../market/price-splits.repository.ts';
import { navFrom, splitAdjustedBase, type NavBase } from './nav-rule.ts';
import {
  allFunds,
  componentsOf,
  insertNavs,
  lastNav,
  rebalancedNavBefore,
  type FundRow,
  type NewNav,
} from './quant.repository.ts';
import { fundDays, isRebalanceDate, type FundDays } from './valuation-calendar.ts';

/** At most this many valuation dates computed in one call, so a request never does years of work. */
const MAX_DATES_PER_CALL = 2000;
/** Rows per INSERT statement. */
const INSERT_CHUNK = 500;

/**
 * The close of `key` on each of its market's trading dates from `from` to `through`: the feed's
 * daily candle of that date. A candle belongs to the first trading date whose session has not
 * closed when it starts: the simulator stamps a day at its session open, a vendor may stamp it
 * at 00:00 UTC of the date (the evening before in New York), and both land on that date. Only
 * dates whose session has closed are asked for, so every candle read is whole; a date the feed
 * has no candle for has no close.
 */
export const dailyCloses = async (
  deps: AppDeps,
  days: FundDays,
  key: string,
  from: string,
  through: string,
): Promise<Map<string, string>> => {
  // From the close before `from` (where `from`'s candle may already be stamped) to the close
  // of `through`.
  const start = days.valuationPoint(days.previousValuationDate(from)) ?? days.startOf(from);
  const to = days.valuationPoint(through) ?? days.startOf(days.nextValuationDate(through));
  const candles = await readCandles(deps, key, '1d', start, to);
  return new Map(
    candles.map((candle) => [days.pricingDateAt(new Date(candle.time)), candle.close]),
  );
};

/** The fund's base date: its stated base day, or the first trading date after it. */
export const baseDateOf = (days: FundDays, fund: FundRow): string =>
  days.valuationDateOnOrAfter(fund.baseDay);

/**
 * Stores the fund's NAV for every valuation date up to `through` (one whose session has closed)
 * that has no row yet: the base date at 1, then each trading date by the rule from the last
 * base. Stops at a date some close is missing for (the feed does not know it yet).
 * Deterministic from the stored candles, so two callers at once compute the same rows and the
 * second insert does nothing. Answers the last stored date.
 */
export const ensureNavs = async (
  deps: AppDeps,
  fund: FundRow,
  through: string,
): Promise<string | null> => {
  const days = fundDays(deps, fund.market);
  const last = await lastNav(deps.db, fund.id);
  if (last && last.day >= through) return last.day;
  const baseDate = baseDateOf(days, fund);
  const from = last ? days.nextValuationDate(last.day) : baseDate;
  if (from > through) return last?.day ?? null;
  const components = await componentsOf(deps.db, fund.id);
  const closes = await Promise.all(
    components.map(
      async (c) => [c.key, await dailyCloses(deps, days, c.key, from, through)] as const,
    ),
  );
  // The base `from` is computed on: the last rebalanced row before it.
  let base: (NavBase & { day: string }) | null = last
    ? await rebalancedNavBefore(deps.db, fund.id, from)
    : null;
  const splits = await standingSplits(deps.db);
  const rows: NewNav[] = [];
  let date = from;
  for (let n = 0; n < MAX_DATES_PER_CALL && date <= through; n += 1) {
    const prices: Record<string, string> = {};
    for (const [key, byDate] of closes) {
      const close = byDate.get(date);
      if (close === undefined) break;
      prices[key] = close;
    }
    const isBase = date === baseDate;
    if (Object.keys(prices).length < closes.length || (!isBase && !base)) break;
    const nav =
      isBase || !base
        ? '1'
        : navFrom(splitAdjustedBase(base, date, splits), components, prices).toFixed();
    const next = days.nextValuationDate(date);
    const rebalanced = isBase || isRebalanceDate(fund.rebalance, date, next);
    rows.push({ fundId: fund.id, day: date, nav, prices, rebalanced, computedAt: deps.now() });
    if (rebalanced) base = { nav, prices, day: date };
    date = next;
  }
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    await insertNavs(deps.db, rows.slice(i, i + INSERT_CHUNK));
  return rows.at(-1)?.day ?? last?.day ?? null;
};

/** Stores the fund's NAVs through its last valuation point before now; answers the last date. */
export const ensureNavsNow = async (deps: AppDeps, fund: FundRow): Promise<string | null> => {
  const days = fundDays(deps, fund.market);
  const through = days.lastValuedDate(deps.now(), baseDateOf(days, fund));
  return through ? ensureNavs(deps, fund, through) : null;
};

/**
 * The job's step: every fund's NAV stored through its last valuation point, so that pages, the
 * unit fixing and the settlement read stored rows. A fund whose closes the feed lacks is tried
 * again next pass.
 */
export const storeDailyNavs = async (deps: AppDeps): Promise<void> => {
  for (const fund of await allFunds(deps.db)) await ensureNavsNow(deps, fund);
};

/**
 * An indicative NAV now: the rule applied to the feed's current prices (the last trade of each
 * component) on the base before the next valuation point. Not a dealing price: purchases and
 * redemptions use the NAV struck at a valuation point. Null while a quote or the base is missing.
 */
export const liveNav = async (deps: AppDeps, fund: FundRow): Promise<QuantLiveNav | null> => {
  const now = deps.now();
  const days = fundDays(deps, fund.market);
  const pricingDate = days.pricingDateAt(now);
  if (pricingDate <= baseDateOf(days, fund)) return null;
  await ensureNavsNow(deps, fund);
  const base = await rebalancedNavBefore(deps.db, fund.id, pricingDate);
  if (!base) return null;
  const components = await componentsOf(deps.db, fund.id);
  const prices: Record<string, string> = {};
  for (const { key } of components) {
    const quote = currentQuote(deps, key);
    if (!quote) return null;
    prices[key] = quote.close;
  }
  // An estimate, asked on every fund page: the splits this copy knows, not another query.
  const adjusted = splitAdjustedBase(base, pricingDate, deps.splits.all());
  return {
    nav: navFrom(adjusted, components, prices).toFixed(),
    at: now.toISOString(),
    prices,
    baseDay: base.day,
    baseNav: base.nav,
    basePrices: adjusted.prices,
  };
};
