import { describe, expect, it } from 'vitest';
import {
  instrumentKeyText,
  marketOf,
  parseInstrumentKey,
  splitInstrumentKey,
  symbolOf,
} from './instrument-key.ts';

describe('instrument keys', () => {
  it('split into market and symbol at the first colon', () => {
    expect(splitInstrumentKey('US:AAPL')).toEqual({ market: 'US', symbol: 'AAPL' });
    expect(splitInstrumentKey('HK:00700')).toEqual({ market: 'HK', symbol: '00700' });
    expect(splitInstrumentKey('X:A:B')).toEqual({ market: 'X', symbol: 'A:B' });
    expect(marketOf('DE:SAP')).toBe('DE');
    expect(symbolOf('DE:SAP')).toBe('SAP');
  });

  it('a key without a market is all symbol', () => {
    expect(splitInstrumentKey('AAPL')).toEqual({ market: '', symbol: 'AAPL' });
    expect(instrumentKeyText('AAPL')).toBe('AAPL');
  });

  it('reads as the symbol, then its market', () => {
    expect(instrumentKeyText('US:PEP')).toBe('PEP US');
    expect(instrumentKeyText('HK:00700')).toBe('00700 HK');
  });

  it('parses a linked or typed key, refusing junk', () => {
    expect(parseInstrumentKey(' us:aapl ')).toEqual({ market: 'US', symbol: 'AAPL' });
    expect(parseInstrumentKey('HK:00700')).toEqual({ market: 'HK', symbol: '00700' });
    expect(parseInstrumentKey('AAPL')).toBeUndefined();
    expect(parseInstrumentKey('US:AAPL;DROP')).toBeUndefined();
    expect(parseInstrumentKey(undefined)).toBeUndefined();
  });
});
