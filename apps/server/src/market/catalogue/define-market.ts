import type { Instrument, MarketCode } from '../types.ts';
import { MARKET_INFO, tickSizeFor } from './tick-rules.ts';

/** One row of a market file: what differs per instrument, the rest comes from the market. */
export interface Listing {
  readonly symbol: string;
  readonly name: string;
  /** Roughly where it traded in 2025; must sit on the exchange's tick for that price. */
  readonly price: string;
  readonly vol: number;
  readonly drift?: number;
  readonly kind?: 'stock' | 'fund';
  /** Board lot when it differs from the market's default. */
  readonly lot?: number;
}

const DEFAULT_DRIFT = 0.06;

export const defineMarket = (market: MarketCode, listings: readonly Listing[]): Instrument[] => {
  const info = MARKET_INFO[market];
  return listings.map((l) => {
    const kind = l.kind ?? 'stock';
    return {
      symbol: l.symbol,
      name: l.name,
      market,
      currency: info.currency,
      kind,
      referencePrice: l.price,
      tickSize: tickSizeFor(market, kind, l.price),
      lotSize: l.lot ?? info.defaultLot,
      volatility: l.vol,
      drift: l.drift ?? DEFAULT_DRIFT,
    };
  });
};
