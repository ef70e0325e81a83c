import { setTimeout as sleep } from 'node:timers/promises';
import { addDuration } from '@brokerage/shared/market-time';
import type { AppDeps } from '../deps.ts';
import { CATALOGUE, instrumentKey, type CandleInterval, type Instrument } from '../market/index.ts';
import { DEFAULT_SPAN_MS } from '../modules/market/candle-ranges.ts';
import { candleSource, fillCandles, type CandleStoreDeps } from '../modules/market/candle-store.ts';
import { findStoredRange } from '../modules/market/candles.repository.ts';

interface JobLogger {
  info: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
}

/**
 * Stored at start: what the daily and weekly charts show by default (a year of days, three years
 * of weeks). The finer intervals are stored on demand, when a chart first asks: a year of
 * minutes for 245 instruments is ~25 million rows nobody may ever look at, and a day of them
 * generates in milliseconds.
 */
export const WARMUP_INTERVALS: readonly CandleInterval[] = ['1d', '1w'];

/**
 * The simulator's history is generated synchronously (~0.4 ms per trading day); 60-day slices
 * keep each pause of the event loop near 20 ms. A real feed is asked once per instrument.
 */
const SIMULATED_SLICE = { days: 60 } as const;
/** Between two instruments of a real feed, to stay under its request rate (Finnhub: 60/min). */
const LIVE_PAUSE_MS = 1100;

export interface WarmupOptions {
  readonly instruments?: readonly Instrument[];
  readonly intervals?: readonly CandleInterval[];
  readonly signal?: AbortSignal;
  readonly log?: JobLogger;
}

/**
 * Stores the closed 1d and 1w candles of every instrument and index, for the span a chart shows
 * by default, so those charts read the table from the first request. Only what is missing is
 * generated: a restart fills the time the server was off. Safe on several copies at once (rows
 * are inserted with ON CONFLICT DO NOTHING); a failing instrument is logged and skipped.
 */
export const warmCandles = async (
  deps: CandleStoreDeps,
  options: WarmupOptions = {},
): Promise<{ stored: number; failed: number }> => {
  const instruments = options.instruments ?? CATALOGUE;
  const live = deps.marketData.source === 'live';
  const source = candleSource(deps);
  let stored = 0;
  let failed = 0;
  for (const interval of options.intervals ?? WARMUP_INTERVALS) {
    for (const instrument of instruments) {
      if (options.signal?.aborted) return { stored, failed };
      const key = instrumentKey(instrument);
      const end = deps.now().getTime();
      const start = end - DEFAULT_SPAN_MS[interval];
      const scope = { source, key, interval };
      try {
        // After a restart, only the time since the last stored candle is missing.
        const done = await findStoredRange(deps.db, scope);
        const resume = done && done.from <= start && done.to > start ? done.to : start;
        for (let from = resume; from < end; ) {
          if (options.signal?.aborted) return { stored, failed };
          const sliceEnd = live ? end : addDuration(new Date(from), SIMULATED_SLICE).getTime();
          const to = Math.min(sliceEnd, end);
          await fillCandles(deps, scope, from, to);
          from = to;
          // Let requests in between slices.
          await new Promise<void>((resolve) => setImmediate(resolve));
        }
        stored += 1;
      } catch (error) {
        failed += 1;
        // The first one says why (a feed without candles or indices fails for every one).
        if (failed === 1)
          options.log?.warn({ err: error, key, interval }, 'candle warm-up skipped an instrument');
      }
      if (live) await sleep(LIVE_PAUSE_MS, undefined, { signal: options.signal }).catch(() => {});
    }
  }
  return { stored, failed };
};

/**
 * Runs the warm-up once in the background (readiness does not wait for it); the returned
 * function stops it and resolves when the slice in progress is done.
 */
export const startCandleWarmup = (deps: AppDeps, log: JobLogger): (() => Promise<void>) => {
  const controller = new AbortController();
  const started = Date.now();
  const run = warmCandles(deps, { signal: controller.signal, log })
    .then(({ stored, failed }) => {
      if (!controller.signal.aborted)
        log.info({ stored, failed, ms: Date.now() - started }, 'candle warm-up done');
    })
    .catch((error: unknown) => log.warn({ err: error }, 'candle warm-up failed'));
  return async () => {
    controller.abort();
    await run;
  };
};
