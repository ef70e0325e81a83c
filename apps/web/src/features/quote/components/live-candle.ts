import type { CandleView } from '../api/get-candles';

/** A chart bar: time in epoch seconds, prices as numbers (display only, never summed). */
export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export const INTERVAL_SECONDS = {
  '1m': 60,
  '5m': 300,
  '15m': 900,
  '1h': 3600,
  '1d': 86_400,
  '1w': 604_800,
} as const;

export const toBar = (candle: CandleView): Bar => ({
  time: Math.floor(new Date(candle.time).getTime() / 1000),
  open: Number(candle.open),
  high: Number(candle.high),
  low: Number(candle.low),
  close: Number(candle.close),
  volume: Number(candle.volume),
});

/**
 * Folds a live price into the chart's last bar: inside the bar's interval it moves close, high
 * and low; past it a new bar opens at the last close. Bars stay aligned on the server's bar
 * times (daily bars start at the market's midnight, not UTC's). Older ticks change nothing.
 */
export const applyTick = (
  last: Bar,
  price: number,
  atSeconds: number,
  intervalSeconds: number,
): Bar | undefined => {
  if (!Number.isFinite(price) || atSeconds < last.time) return undefined;
  if (atSeconds < last.time + intervalSeconds) {
    return {
      ...last,
      close: price,
      high: Math.max(last.high, price),
      low: Math.min(last.low, price),
    };
  }
  const steps = Math.floor((atSeconds - last.time) / intervalSeconds);
  return {
    time: last.time + steps * intervalSeconds,
    open: last.close,
    high: Math.max(last.close, price),
    low: Math.min(last.close, price),
    close: price,
    volume: 0,
  };
};
