import { Decimal } from '@brokerage/shared';
import type { Candle, Instrument } from '../types.ts';

/** A penny stock with a strong downward drift: the case that would go to zero without a floor. */
export const PENNY: Instrument = {
  symbol: 'PENNY',
  name: 'Penny Test Co.',
  market: 'US',
  currency: 'USD',
  kind: 'stock',
  referencePrice: '0.01',
  tickSize: '0.01',
  lotSize: 100,
  volatility: 0.6,
  drift: -0.2,
};

export const onTick = (price: string, tick: string): boolean =>
  new Decimal(price).mod(tick).isZero();

/** Aggregates candles the obvious way, with decimal.js, as an independent check. */
export const aggregate = (candles: readonly Candle[]): Omit<Candle, 'time'> => {
  const first = candles[0];
  const last = candles[candles.length - 1];
  if (!first || !last) throw new Error('no candles');
  // Same number of places as the candles themselves, so strings compare.
  const places = (first.open.split('.')[1] ?? '').length;
  return {
    open: first.open,
    high: Decimal.max(...candles.map((c) => c.high)).toFixed(places),
    low: Decimal.min(...candles.map((c) => c.low)).toFixed(places),
    close: last.close,
    volume: candles.reduce((sum, c) => sum.plus(c.volume), new Decimal(0)).toString(),
  };
};

export const ohlcv = ({ open, high, low, close, volume }: Candle): Omit<Candle, 'time'> => ({
  open,
  high,
  low,
  close,
  volume,
});
