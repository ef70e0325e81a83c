import { formatFigure, languageTag, type LanguageKey } from '@brokerage/shared';

export type ChartLib = typeof import('lightweight-charts');

/** The library is fetched only by pages that draw a chart: a chunk of its own. */
export const loadChartLib = (): Promise<ChartLib> => import('lightweight-charts');

/**
 * A price on the chart's scale in the reader's format (`1,0330` in German): the axis gets
 * floats, shown with 2 to 4 decimals, through the app's one number formatter.
 */
export const chartPrice = (price: number, language: LanguageKey): string => {
  const fixed = price.toFixed(4);
  const decimals = Math.max(2, fixed.replace(/0+$/, '').split('.')[1]?.length ?? 0);
  return formatFigure(fixed, language, decimals);
};

/** What every chart of the app shares: white, quiet grid, no borders, the reader's language. */
export const chartOptions = (
  lib: ChartLib,
  { height, language }: { height: number; language: LanguageKey },
) => ({
  autoSize: true,
  height,
  layout: {
    background: { type: lib.ColorType.Solid, color: '#ffffff' },
    textColor: '#4e5969',
    fontSize: 11,
    attributionLogo: true,
  },
  localization: {
    locale: languageTag(language),
    priceFormatter: (price: number) => chartPrice(price, language),
  },
  grid: { vertLines: { color: '#f2f3f5' }, horzLines: { color: '#f2f3f5' } },
  rightPriceScale: { borderVisible: false },
  timeScale: { borderVisible: false },
});
