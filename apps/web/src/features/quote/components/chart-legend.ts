import type { LanguageKey } from '@brokerage/shared';
import { chartPrice, chartTime } from '../../../lib/charts/chart-options';
import type { Bar } from './live-candle';

export interface ChartLegend {
  time: string;
  open: string;
  high: string;
  low: string;
  close: string;
}

/**
 * The figures of one candle above the chart (the one under the crosshair, else the last): its
 * time and prices in the reader's language, in the instrument's tick decimals when known.
 */
export const chartLegend = (
  bar: Pick<Bar, 'time' | 'open' | 'high' | 'low' | 'close'>,
  language: LanguageKey,
  { tickSize, intraday }: { tickSize?: string | undefined; intraday: boolean },
): ChartLegend => {
  const price = (value: number) => chartPrice(value, language, tickSize);
  return {
    time: chartTime(bar.time, language, intraday),
    open: price(bar.open),
    high: price(bar.high),
    low: price(bar.low),
    close: price(bar.close),
  };
};
