import { describe, expect, it } from 'vitest';
import {
  CATALOGUE,
  INDEX_INSTRUMENTS,
  TRADABLE_INSTRUMENTS,
  findInstrument,
} from '../catalogue/index.ts';
import { toFinnhubSymbol } from './finnhub-symbols.ts';

describe('toFinnhubSymbol', () => {
  it.each([
    ['US', 'AAPL', 'AAPL'],
    ['HK', '0700', '0700.HK'],
    ['DE', 'SAP', 'SAP.DE'],
    ['FR', 'MC', 'MC.PA'],
    ['ES', 'SAN', 'SAN.MC'],
    ['SG', 'D05', 'D05.SI'],
    ['TW', '2330', '2330.TW'],
    ['CN', '600519', '600519.SS'],
    ['SZ', '000858', '000858.SZ'],
    ['MY', '1155', '1155.KL'],
  ] as const)('%s:%s is %s', (market, symbol, expected) => {
    const instrument = findInstrument(market, symbol);
    expect(instrument).toBeDefined();
    if (instrument) expect(toFinnhubSymbol(instrument)).toBe(expected);
  });

  it('keeps SAN of Madrid and SAN of Paris apart', () => {
    expect(toFinnhubSymbol({ market: 'ES', symbol: 'SAN', kind: 'stock' })).toBe('SAN.MC');
    expect(toFinnhubSymbol({ market: 'FR', symbol: 'SAN', kind: 'stock' })).toBe('SAN.PA');
  });

  it('has no symbol for indices, nor for markets without a suffix', () => {
    for (const index of INDEX_INSTRUMENTS) expect(toFinnhubSymbol(index)).toBeUndefined();
    expect(toFinnhubSymbol({ market: 'JP', symbol: '7203', kind: 'stock' })).toBeUndefined();
  });

  it('maps every tradable instrument to a distinct Finnhub symbol', () => {
    const mapped = TRADABLE_INSTRUMENTS.map((i) => toFinnhubSymbol(i));
    expect(mapped.every((s) => typeof s === 'string' && s.length > 0)).toBe(true);
    expect(new Set(mapped).size).toBe(TRADABLE_INSTRUMENTS.length);
    expect(CATALOGUE.length).toBe(TRADABLE_INSTRUMENTS.length + INDEX_INSTRUMENTS.length);
  });
});
