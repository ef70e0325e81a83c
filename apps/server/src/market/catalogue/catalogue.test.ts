import { Decimal, MARKET_CODES } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE,
  INDEX_INSTRUMENTS,
  MARKET_INFO,
  TRADABLE_INSTRUMENTS,
  UnknownInstrumentError,
  findInstrument,
  instrumentsOf,
  resolveInstrument,
} from './index.ts';

const DECIMAL = /^\d+(\.\d+)?$/;

describe('instrument catalogue', () => {
  it.each(MARKET_CODES)('market %s lists at least 15 stocks and some funds', (market) => {
    const listed = instrumentsOf(market);
    expect(listed.filter((i) => i.kind === 'stock').length).toBeGreaterThanOrEqual(15);
    expect(listed.filter((i) => i.kind === 'fund').length).toBeGreaterThanOrEqual(1);
  });

  it.each(MARKET_CODES)('market %s has unique symbols', (market) => {
    const symbols = instrumentsOf(market).map((i) => i.symbol);
    expect(new Set(symbols).size).toBe(symbols.length);
  });

  it('prices every tradable instrument in its market currency', () => {
    for (const i of TRADABLE_INSTRUMENTS) {
      const info = i.market === 'IT' || i.market === 'JP' ? undefined : MARKET_INFO[i.market];
      expect(info?.currency, i.symbol).toBe(i.currency);
    }
  });

  it('puts every reference price on its tick, as a decimal string above zero', () => {
    for (const i of CATALOGUE) {
      expect(i.referencePrice, i.symbol).toMatch(DECIMAL);
      expect(i.tickSize, i.symbol).toMatch(DECIMAL);
      const price = new Decimal(i.referencePrice);
      expect(price.gt(0), i.symbol).toBe(true);
      expect(
        price.mod(i.tickSize).isZero(),
        `${i.market}:${i.symbol} ${i.referencePrice} / ${i.tickSize}`,
      ).toBe(true);
    }
  });

  it('keeps lots and simulation parameters in realistic ranges', () => {
    for (const i of CATALOGUE) {
      expect(Number.isInteger(i.lotSize) && i.lotSize >= 1, i.symbol).toBe(true);
      expect(i.volatility, i.symbol).toBeGreaterThanOrEqual(0.04);
      expect(i.volatility, i.symbol).toBeLessThanOrEqual(0.6);
      expect(Math.abs(i.drift), i.symbol).toBeLessThanOrEqual(0.2);
    }
    expect(findInstrument('HK', '0700')?.lotSize).toBe(100);
    expect(findInstrument('HK', '0005')?.lotSize).toBe(400);
    expect(findInstrument('TW', '2330')?.lotSize).toBe(1000);
    expect(findInstrument('CN', '600519')?.lotSize).toBe(100);
    expect(findInstrument('US', 'AAPL')?.lotSize).toBe(1);
  });

  it('uses the exchange tick for the price band', () => {
    expect(findInstrument('TW', '2330')?.tickSize).toBe('5');
    expect(findInstrument('HK', '0700')?.tickSize).toBe('0.5');
    expect(findInstrument('HK', '0939')?.tickSize).toBe('0.01');
    expect(findInstrument('CN', '510300')?.tickSize).toBe('0.001');
    expect(findInstrument('SG', 'Y92')?.tickSize).toBe('0.005');
    expect(findInstrument('MY', '1155')?.tickSize).toBe('0.02');
    expect(findInstrument('US', 'AAPL')?.tickSize).toBe('0.01');
  });

  it('lists the world indices, each with a calendar', () => {
    expect(INDEX_INSTRUMENTS.map((i) => i.symbol)).toEqual(
      expect.arrayContaining([
        'SPX',
        'DJI',
        'IXIC',
        'DAX',
        'CAC40',
        'IBEX35',
        'FTSEMIB',
        'N225',
        'HSI',
        'SSEC',
        'SZSC',
        'TAIEX',
        'STI',
        'KLCI',
      ]),
    );
    expect(findInstrument('IT', 'FTSEMIB')?.currency).toBe('EUR');
    expect(findInstrument('JP', 'N225')?.currency).toBe('JPY');
  });

  it('resolves MARKET:SYMBOL and unambiguous bare symbols, refuses the rest', () => {
    expect(resolveInstrument('ES:SAN').name).toMatch(/Santander/);
    expect(resolveInstrument('FR:SAN').name).toMatch(/Sanofi/);
    expect(resolveInstrument('AAPL').market).toBe('US');
    expect(() => resolveInstrument('SAN')).toThrow(UnknownInstrumentError);
    expect(() => resolveInstrument('US:NOPE')).toThrow(/Unknown instrument/);
  });
});
