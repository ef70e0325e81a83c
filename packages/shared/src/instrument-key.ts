/**
 * An instrument's key, `MARKET:SYMBOL` (`US:AAPL`, `HK:00700`): the one way to take it apart
 * and to write it for a reader. A symbol may itself hold a colon; everything after the first
 * one is the symbol.
 */
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

export const marketOf = (key: string): string => splitInstrumentKey(key).market;

export const symbolOf = (key: string): string => splitInstrumentKey(key).symbol;

/** The key as a reader reads it in running text: the symbol, then its market ("AAPL US"). */
export const instrumentKeyText = (key: string): string => {
  const { market, symbol } = splitInstrumentKey(key);
  return market ? `${symbol} ${market}` : symbol;
};
