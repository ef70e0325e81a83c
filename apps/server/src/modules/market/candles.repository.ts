import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { candleRanges, candles } from '../../db/schema/index.ts';
import type { Candle, CandleInterval } from '../../market/index.ts';

/** Which stored history: one instrument, one interval, one feed. */
export interface CandleScope {
  readonly source: string;
  readonly key: string;
  readonly interval: CandleInterval;
}

/** Instants in UNIX ms; `from` inclusive, `to` exclusive. */
export interface StoredRange {
  readonly from: number;
  readonly to: number;
}

/** 9 parameters a row: well under PostgreSQL's 65,535 per statement. */
const BATCH = 1000;

const scopeIs = (table: typeof candles | typeof candleRanges, scope: CandleScope) =>
  and(
    eq(table.instrumentKey, scope.key),
    eq(table.interval, scope.interval),
    eq(table.source, scope.source),
  );

export const findStoredRange = async (
  db: Executor,
  scope: CandleScope,
): Promise<StoredRange | undefined> => {
  const [row] = await db
    .select({ from: candleRanges.coveredFrom, to: candleRanges.coveredTo })
    .from(candleRanges)
    .where(scopeIs(candleRanges, scope));
  return row ? { from: row.from.getTime(), to: row.to.getTime() } : undefined;
};

/**
 * Stores closed candles. A row already there wins (another request or server copy stored it
 * first), so what a chart once showed never changes.
 */
export const insertCandles = async (
  db: Executor,
  scope: CandleScope,
  rows: readonly Candle[],
): Promise<void> => {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insert(candles)
      .values(
        rows.slice(i, i + BATCH).map((c) => ({
          instrumentKey: scope.key,
          interval: scope.interval,
          source: scope.source,
          openTime: new Date(c.time),
          open: c.open,
          high: c.high,
          low: c.low,
          close: c.close,
          volume: c.volume,
        })),
      )
      .onConflictDoNothing();
  }
};

/**
 * Records that `range` is stored. A range that overlaps or touches the recorded one extends it
 * (both are fully stored, so their union is); a disjoint one replaces it only when it reaches
 * later, since charts look at the recent past. One statement: safe against a concurrent writer.
 */
export const recordStoredRange = async (
  db: Executor,
  scope: CandleScope,
  range: StoredRange,
): Promise<void> => {
  const oldFrom = sql`${candleRanges.coveredFrom}`;
  const oldTo = sql`${candleRanges.coveredTo}`;
  const newFrom = sql`excluded.covered_from`;
  const newTo = sql`excluded.covered_to`;
  const touches = sql`${newFrom} <= ${oldTo} AND ${newTo} >= ${oldFrom}`;
  await db
    .insert(candleRanges)
    .values({
      instrumentKey: scope.key,
      interval: scope.interval,
      source: scope.source,
      coveredFrom: new Date(range.from),
      coveredTo: new Date(range.to),
    })
    .onConflictDoUpdate({
      target: [candleRanges.instrumentKey, candleRanges.interval, candleRanges.source],
      set: {
        coveredFrom: sql`CASE WHEN ${touches} THEN LEAST(${oldFrom}, ${newFrom})
          WHEN ${newTo} > ${oldTo} THEN ${newFrom} ELSE ${oldFrom} END`,
        coveredTo: sql`CASE WHEN ${touches} THEN GREATEST(${oldTo}, ${newTo})
          WHEN ${newTo} > ${oldTo} THEN ${newTo} ELSE ${oldTo} END`,
        updatedAt: sql`now()`,
      },
    });
};

/** Stored candles starting in [from, to), oldest first. */
export const selectCandles = async (
  db: Executor,
  scope: CandleScope,
  from: number,
  to: number,
): Promise<Candle[]> => {
  const rows = await db
    .select({
      openTime: candles.openTime,
      open: candles.open,
      high: candles.high,
      low: candles.low,
      close: candles.close,
      volume: candles.volume,
    })
    .from(candles)
    .where(
      and(
        scopeIs(candles, scope),
        gte(candles.openTime, new Date(from)),
        lt(candles.openTime, new Date(to)),
      ),
    )
    .orderBy(asc(candles.openTime));
  return rows.map(({ openTime, ...prices }) => ({ time: openTime.toISOString(), ...prices }));
};
