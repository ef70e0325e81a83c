import type { AppDeps } from '../../deps.ts';
import type { Candle, CandleInterval } from '../../market/index.ts';
import { INTERVAL_MS, MAX_CANDLES } from './candle-ranges.ts';
import {
  findStoredRange,
  insertCandles,
  recordStoredRange,
  selectCandles,
  type CandleScope,
  type StoredRange,
} from './candles.repository.ts';

export type CandleStoreDeps = Pick<AppDeps, 'db' | 'config' | 'marketData' | 'now'>;

const HOUR = 3_600_000;

/**
 * How far before a range's start the feed is asked, so the candle in progress at that start is
 * generated whole: longer than any candle (a 25-hour local day, a week plus a DST hour).
 */
const lookback = (interval: CandleInterval) => INTERVAL_MS[interval] + 2 * HOUR;

const startOf = (candle: Candle) => Date.parse(candle.time);

/**
 * The history rows belong to: another seed, calendar or feed is another history, and must not
 * be served as this one's past.
 */
export const candleSource = ({
  config,
  marketData,
}: Pick<CandleStoreDeps, 'config' | 'marketData'>) =>
  marketData.source === 'simulated'
    ? `simulated:${config.simulatorSeed}${config.marketsAlwaysOpen ? ':always-open' : ''}`
    : `live:${config.marketDataProvider}`;

/**
 * Makes sure every closed candle starting in [from, until) is stored, asking the feed only for
 * what the recorded range lacks, and answers the feed's candles that were not stored: the last
 * one it gave, which may still be in progress (or cut at `until`). `until` is at most now.
 *
 * The recorded range [a, b) only ever ends on instants where no candle is in progress:
 * - b is the start of a candle (the one left unstored), so extending right asks [b, until);
 * - the feed is asked from `from - lookback`, so a candle in progress at `from` is returned
 *   whole; a is then the first returned start, or `from` when that is later (no candle spans it).
 * Two requests (or server copies) doing this at once generate the same rows; the second insert
 * does nothing and the ranges merge.
 */
export const fillCandles = async (
  deps: CandleStoreDeps,
  scope: CandleScope,
  from: number,
  until: number,
): Promise<Candle[]> => {
  if (!(from < until)) return [];
  const fetch = (a: number, b: number) =>
    deps.marketData.fetchCandles(scope.key, scope.interval, new Date(a), new Date(b));
  const stored = await findStoredRange(deps.db, scope);
  // Far from what is stored (the server was off for weeks, or someone looks at 1990): start a
  // new range rather than generate everything in between.
  const far = MAX_CANDLES * INTERVAL_MS[scope.interval];
  let covered: StoredRange | undefined;
  let open: Candle[] = [];

  if (!stored || from > stored.to + far || until < stored.from - far) {
    const fetched = await fetch(from - lookback(scope.interval), until);
    const last = fetched.at(-1);
    const first = fetched[0];
    if (!last || !first) return [];
    await insertCandles(deps.db, scope, fetched.slice(0, -1));
    covered = { from: Math.min(startOf(first), from), to: startOf(last) };
    open = [last];
  } else {
    let coveredFrom = stored.from;
    let coveredTo = stored.to;
    if (from < stored.from) {
      // Ends where a stored range starts, where nothing is in progress: every candle is closed.
      const fetched = await fetch(from - lookback(scope.interval), stored.from);
      await insertCandles(deps.db, scope, fetched);
      const first = fetched[0];
      coveredFrom = first ? Math.min(startOf(first), from) : from;
    }
    if (until > stored.to) {
      const fetched = await fetch(stored.to, until);
      const last = fetched.at(-1);
      if (last) {
        await insertCandles(deps.db, scope, fetched.slice(0, -1));
        coveredTo = startOf(last);
        open = [last];
      }
    }
    if (coveredFrom !== stored.from || coveredTo !== stored.to)
      covered = { from: coveredFrom, to: coveredTo };
  }
  // Only after the rows it claims are committed.
  if (covered && covered.from < covered.to) await recordStoredRange(deps.db, scope, covered);
  return open;
};

/**
 * Candles of `key` starting in [from, to): the closed ones from the `candles` table (generated
 * once, the first time they are asked for), the one in progress from the feed.
 */
export const readCandles = async (
  deps: CandleStoreDeps,
  key: string,
  interval: CandleInterval,
  from: Date,
  to: Date,
): Promise<Candle[]> => {
  const scope: CandleScope = { source: candleSource(deps), key, interval };
  // The feed's path exists for the future too; it is never served (nor stored).
  const until = Math.min(to.getTime(), deps.now().getTime());
  const start = from.getTime();
  const open = await fillCandles(deps, scope, start, until);
  const stored = await selectCandles(deps.db, scope, start, until);
  // A stored row wins over the feed's copy of the same candle (stored by another copy since).
  const times = new Set(stored.map((c) => c.time));
  const live = open.filter((c) => {
    const at = startOf(c);
    return at >= start && at < until && !times.has(c.time);
  });
  return live.length === 0 ? stored : [...stored, ...live].sort((a, b) => startOf(a) - startOf(b));
};
