import type { CalendarCode, Instrument } from '../types.ts';
import { CN_INSTRUMENTS } from './cn.ts';
import { DE_INSTRUMENTS } from './de.ts';
import { ES_INSTRUMENTS } from './es.ts';
import { FR_INSTRUMENTS } from './fr.ts';
import { HK_INSTRUMENTS } from './hk.ts';
import { INDEX_INSTRUMENTS } from './indices.ts';
import { MY_INSTRUMENTS } from './my.ts';
import { SG_INSTRUMENTS } from './sg.ts';
import { SZ_INSTRUMENTS } from './sz.ts';
import { TW_INSTRUMENTS } from './tw.ts';
import { US_INSTRUMENTS } from './us.ts';

export { MARKET_INFO, tickSizeFor, type MarketInfo } from './tick-rules.ts';
export { INDEX_INSTRUMENTS } from './indices.ts';

/** Stocks and funds, market by market (indices are kept apart in INDEX_INSTRUMENTS). */
export const TRADABLE_INSTRUMENTS: readonly Instrument[] = [
  ...US_INSTRUMENTS,
  ...ES_INSTRUMENTS,
  ...FR_INSTRUMENTS,
  ...SZ_INSTRUMENTS,
  ...CN_INSTRUMENTS,
  ...HK_INSTRUMENTS,
  ...MY_INSTRUMENTS,
  ...TW_INSTRUMENTS,
  ...SG_INSTRUMENTS,
  ...DE_INSTRUMENTS,
];

const catalogue: Instrument[] = [...TRADABLE_INSTRUMENTS, ...INDEX_INSTRUMENTS];

/**
 * The whole catalogue: what the reference seed loads and the simulator prices by default. It
 * grows at run time in one way only: an IPO's listing adds its new instrument (listInstrument).
 */
export const CATALOGUE: readonly Instrument[] = catalogue;

/**
 * A symbol is unique only within its market (SAN is Santander in Madrid and Sanofi in Paris),
 * so the catalogue's key is `MARKET:SYMBOL`.
 */
export const instrumentKey = (i: Pick<Instrument, 'market' | 'symbol'>): string =>
  `${i.market}:${i.symbol}`;

const byKey = new Map(CATALOGUE.map((i) => [instrumentKey(i), i]));

/**
 * Opens a listed IPO's instrument in the feed: the catalogue the simulator, the quote hub and
 * the lookups read gains it (once; a second call with the same key changes nothing).
 */
export const listInstrument = (instrument: Instrument): void => {
  const key = instrumentKey(instrument);
  if (byKey.has(key)) return;
  byKey.set(key, instrument);
  catalogue.push(instrument);
};

export const findInstrument = (market: CalendarCode, symbol: string): Instrument | undefined =>
  byKey.get(`${market}:${symbol}`);

export const instrumentsOf = (market: CalendarCode): Instrument[] =>
  CATALOGUE.filter((i) => i.market === market);

export class UnknownInstrumentError extends Error {
  constructor(
    readonly ref: string,
    readonly reason: 'unknown' | 'ambiguous',
  ) {
    super(`${reason === 'unknown' ? 'Unknown' : 'Ambiguous'} instrument: ${ref}`);
    this.name = 'UnknownInstrumentError';
  }
}

/**
 * Resolves `MARKET:SYMBOL`, or a bare symbol when exactly one instrument of `instruments` has
 * it. An ambiguous bare symbol is refused rather than guessed.
 */
export const resolveInstrument = (
  ref: string,
  instruments: readonly Instrument[] = CATALOGUE,
): Instrument => {
  const colon = ref.indexOf(':');
  const matches =
    colon > 0
      ? instruments.filter(
          (i) => i.market === ref.slice(0, colon) && i.symbol === ref.slice(colon + 1),
        )
      : instruments.filter((i) => i.symbol === ref);
  const [first, second] = matches;
  if (!first) throw new UnknownInstrumentError(ref, 'unknown');
  if (second) throw new UnknownInstrumentError(ref, 'ambiguous');
  return first;
};
