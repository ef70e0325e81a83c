import type { CalendarCode, Instrument } from '../types.ts';

/**
 * Finnhub names a non-US listing `<exchange code><suffix>` (the same suffixes Yahoo uses): the
 * exchange's own code, leading zeros kept, then the venue. US listings have no suffix.
 * IT and JP have no tradable instruments here (only their indices), so they are not mapped.
 */
export const FINNHUB_SUFFIXES: Readonly<Partial<Record<CalendarCode, string>>> = {
  US: '',
  HK: '.HK',
  DE: '.DE',
  FR: '.PA',
  ES: '.MC',
  SG: '.SI',
  TW: '.TW',
  CN: '.SS',
  SZ: '.SZ',
  MY: '.KL',
};

/**
 * The Finnhub symbol of an instrument, or undefined when Finnhub's trade stream cannot carry it:
 * indices (Finnhub streams trades, and an index has none) and markets without a suffix.
 */
export const toFinnhubSymbol = (
  instrument: Pick<Instrument, 'market' | 'symbol' | 'kind'>,
): string | undefined => {
  if (instrument.kind === 'index') return undefined;
  const suffix = FINNHUB_SUFFIXES[instrument.market];
  if (suffix === undefined) return undefined;
  return `${instrument.symbol}${suffix}`;
};
