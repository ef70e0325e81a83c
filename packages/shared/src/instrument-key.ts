/**
 * An instrument's key, `MARKET:SYMBOL` (`US:AAPL`, `HK:00700`): the one way to take it apart
 * and to write it for a reader. A symbol may itself hold a colon; everything after the first
 * one is the symbol.
 */

/** A listed instrument's key as the API takes it: a two-letter market, then the symbol. */
export const INSTRUMENT_KEY_PATTERN = /^([A-Z]{2}):([A-Z0-9.]{1,16})$/;

export interface InstrumentKeyParts {
  market: string;
  symbol: string;
}

export const splitInstrumentKey = (key: string): InstrumentKeyParts => {
  const colon = key.indexOf(':');
  return colon < 0
    ? { market: '', symbol: key }
    : { market: key.slice(0, colon), symbol: key.slice(colon + 1) };
};

/** The parts of a key typed or linked (`us:aapl` reads as `US:AAPL`); undefined if it is none. */
export const parseInstrumentKey = (text: string | undefined): InstrumentKeyParts | undefined => {
  const match = INSTRUMENT_KEY_PATTERN.exec((text ?? '').trim().toUpperCase());
  if (!match) return undefined;
  const [, market = '', symbol = ''] = match;
  return { market, symbol };
};

export const marketOf = (key: string): string => splitInstrumentKey(key).market;

export const symbolOf = (key: string): string => splitInstrumentKey(key).symbol;

/** The key as a reader reads it in running text: the symbol, then its market ("AAPL US"). */
export const instrumentKeyText = (key: string): string => {
  const { market, symbol } = splitInstrumentKey(key);
  return market ? `${symbol} ${market}` : symbol;
};
