import type { CalendarCode, CurrencyCode, Instrument } from '../types.ts';

/** The world indices shown on the index strip. Indices are not tradable: no lot, tick 0.01. */
const index = (
  symbol: string,
  name: string,
  market: CalendarCode,
  currency: CurrencyCode,
  price: string,
  volatility: number,
): Instrument => ({
  symbol,
  name,
  market,
  currency,
  kind: 'index',
  referencePrice: price,
  tickSize: '0.01',
  lotSize: 1,
  volatility,
  drift: 0.06,
});

export const INDEX_INSTRUMENTS: readonly Instrument[] = [
  index('SPX', 'S&P 500', 'US', 'USD', '6450.25', 0.16),
  index('DJI', 'Dow Jones Industrial Average', 'US', 'USD', '45120.40', 0.15),
  index('IXIC', 'Nasdaq Composite', 'US', 'USD', '21480.60', 0.21),
  index('DAX', 'DAX', 'DE', 'EUR', '23640.15', 0.17),
  index('CAC40', 'CAC 40', 'FR', 'EUR', '7790.35', 0.17),
  index('IBEX35', 'IBEX 35', 'ES', 'EUR', '14980.20', 0.17),
  index('FTSEMIB', 'FTSE MIB', 'IT', 'EUR', '42150.80', 0.19),
  index('N225', 'Nikkei 225', 'JP', 'JPY', '42380.50', 0.22),
  index('HSI', 'Hang Seng Index', 'HK', 'HKD', '25120.45', 0.24),
  // Exchange codes 000001 (SSE) and 399001 (SZSE); named so they do not collide with shares.
  index('SSEC', 'SSE Composite Index', 'CN', 'CNY', '3812.55', 0.18),
  index('SZSC', 'SZSE Component Index', 'SZ', 'CNY', '12480.30', 0.24),
  index('TAIEX', 'TAIEX (TWSE Capitalization Weighted Stock Index)', 'TW', 'TWD', '24150.70', 0.2),
  index('STI', 'Straits Times Index', 'SG', 'SGD', '4260.35', 0.12),
  index('KLCI', 'FTSE Bursa Malaysia KLCI', 'MY', 'MYR', '1598.45', 0.1),
];
