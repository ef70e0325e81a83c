import { Decimal } from '@brokerage/shared';
import type { CalendarCode, CurrencyCode, InstrumentKind, MarketCode } from '../types.ts';

/** A price band: prices from `from` (inclusive) up to the next band use `tick`. */
type Band = readonly [from: string, tick: string];

const bandTick = (bands: readonly Band[], price: string): string => {
  const p = new Decimal(price);
  let tick = bands[0]?.[1] ?? '0.01';
  for (const [from, t] of bands) if (p.gte(from)) tick = t;
  return tick;
};

/** HKEX spread table (Part A, ordinary shares). Its reduced table for ETFs is not modelled. */
const HK_BANDS: readonly Band[] = [
  ['0', '0.001'],
  ['0.25', '0.005'],
  ['0.5', '0.01'],
  ['10', '0.02'],
  ['20', '0.05'],
  ['100', '0.1'],
  ['200', '0.2'],
  ['500', '0.5'],
  ['1000', '1'],
  ['2000', '2'],
  ['5000', '5'],
];

/** TWSE: shares and ETFs have separate tables. */
const TW_STOCK_BANDS: readonly Band[] = [
  ['0', '0.01'],
  ['10', '0.05'],
  ['50', '0.1'],
  ['100', '0.5'],
  ['500', '1'],
  ['1000', '5'],
];
const TW_FUND_BANDS: readonly Band[] = [
  ['0', '0.01'],
  ['50', '0.05'],
];

/** SGX minimum bid size for securities. */
const SG_BANDS: readonly Band[] = [
  ['0', '0.001'],
  ['0.2', '0.005'],
  ['1', '0.01'],
];

/** Bursa Malaysia. */
const MY_BANDS: readonly Band[] = [
  ['0', '0.005'],
  ['1', '0.01'],
  ['10', '0.02'],
  ['100', '0.1'],
];

/**
 * EU venues (Xetra, Euronext Paris, BME) use the MiFID II tick table, whose tick depends on
 * price and on each share's liquidity band set by ESMA. This is the column of the most liquid
 * band, which the blue chips listed here are in; a share in a lower band would have a coarser
 * tick. Good enough for a simulation, and it keeps a 7 EUR bank share from moving in 0.1 % jumps.
 */
const EU_BANDS: readonly Band[] = [
  ['0', '0.0001'],
  ['1', '0.0002'],
  ['2', '0.0005'],
  ['5', '0.001'],
  ['10', '0.002'],
  ['20', '0.005'],
  ['50', '0.01'],
  ['100', '0.02'],
  ['200', '0.05'],
  ['500', '0.1'],
  ['1000', '0.2'],
  ['2000', '0.5'],
  ['5000', '1'],
];

/** The exchange's tick for an instrument at `price`; indices move in hundredths of a point. */
export const tickSizeFor = (market: CalendarCode, kind: InstrumentKind, price: string): string => {
  if (kind === 'index') return '0.01';
  switch (market) {
    case 'HK':
      return bandTick(HK_BANDS, price);
    case 'TW':
      return bandTick(kind === 'fund' ? TW_FUND_BANDS : TW_STOCK_BANDS, price);
    case 'SG':
      return bandTick(SG_BANDS, price);
    case 'MY':
      return bandTick(MY_BANDS, price);
    case 'CN':
    case 'SZ':
      // Mainland A shares tick in fen; exchange-traded funds in tenths of a fen.
      return kind === 'fund' ? '0.001' : '0.01';
    case 'DE':
    case 'FR':
    case 'ES':
    case 'IT':
      return bandTick(EU_BANDS, price);
    case 'US':
    case 'JP':
      return '0.01';
  }
};

export interface MarketInfo {
  readonly code: MarketCode;
  readonly currency: CurrencyCode;
  readonly exchange: string;
  /** Board lot used when a listing does not name its own. */
  readonly defaultLot: number;
}

export const MARKET_INFO: Readonly<Record<MarketCode, MarketInfo>> = {
  US: { code: 'US', currency: 'USD', exchange: 'NYSE / Nasdaq', defaultLot: 1 },
  ES: { code: 'ES', currency: 'EUR', exchange: 'Bolsa de Madrid (BME)', defaultLot: 1 },
  FR: { code: 'FR', currency: 'EUR', exchange: 'Euronext Paris', defaultLot: 1 },
  SZ: { code: 'SZ', currency: 'CNY', exchange: 'Shenzhen Stock Exchange', defaultLot: 100 },
  CN: { code: 'CN', currency: 'CNY', exchange: 'Shanghai Stock Exchange', defaultLot: 100 },
  HK: { code: 'HK', currency: 'HKD', exchange: 'Hong Kong Exchanges (HKEX)', defaultLot: 100 },
  MY: { code: 'MY', currency: 'MYR', exchange: 'Bursa Malaysia', defaultLot: 100 },
  TW: { code: 'TW', currency: 'TWD', exchange: 'Taiwan Stock Exchange', defaultLot: 1000 },
  SG: { code: 'SG', currency: 'SGD', exchange: 'Singapore Exchange (SGX)', defaultLot: 100 },
  DE: { code: 'DE', currency: 'EUR', exchange: 'Xetra', defaultLot: 1 },
};
