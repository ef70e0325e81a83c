import {
  formatFigure,
  formatPrice,
  languageTag,
  tickDecimals,
  type LanguageKey,
} from '@brokerage/shared';
import { formatDate, formatDateTime } from '../format/instant';
import { afterNextPaint } from '../ui/frames';

export type ChartLib = typeof import('lightweight-charts');

/**
 * The library is fetched only by pages that draw a chart: a chunk of its own (53 KB gzipped),
 * asked for once the frame that brought the chart's data is painted, so a quote's figures show
 * without waiting for it to arrive and run (issue 29: it was fetched before the quote's largest
 * paint, and counted against it).
 */
export const loadChartLib = (): Promise<ChartLib> =>
  afterNextPaint().then(() => import('lightweight-charts'));

/**
 * A price on the chart's scale in the reader's format (`1,0330` in German): the axis gets
 * floats, shown with 2 to 4 decimals, through the app's one number formatter.
 */
export const chartPrice = (price: number, language: LanguageKey, tickSize?: string): string => {
  // An instrument's prices in its tick decimals (`245,30`, `1,0330` for a forex pair).
  if (tickSize) return formatPrice(price.toFixed(tickDecimals(tickSize)), tickSize, language);
  const fixed = price.toFixed(4);
  const decimals = Math.max(2, fixed.replace(/0+$/, '').split('.')[1]?.length ?? 0);
  return formatFigure(fixed, language, decimals);
};

/** The library's time (UTC seconds, a 'YYYY-MM-DD' day or a business day) as UTC seconds. */
const toSeconds = (time: unknown): number | undefined => {
  if (typeof time === 'number') return time;
  if (typeof time === 'string') return Date.parse(`${time}T00:00:00Z`) / 1000;
  if (time && typeof time === 'object' && 'year' in time && 'month' in time && 'day' in time) {
    const { year, month, day } = time as { year: number; month: number; day: number };
    return Date.UTC(year, month - 1, day) / 1000;
  }
  return undefined;
};

/** An instant of the chart (UTC seconds) for the crosshair and a legend, in the reader's language. */
export const chartTime = (seconds: number, language: LanguageKey, intraday: boolean): string => {
  const iso = new Date(seconds * 1000).toISOString();
  return intraday ? formatDateTime(iso, language) : formatDate(iso, language);
};

/** The chart library's tick mark kinds: 0 year, 1 month, 2 day of month, 3 time, 4 time with seconds. */
const TICK_MARK_FORMATS: readonly Intl.DateTimeFormatOptions[] = [
  { year: 'numeric' },
  { month: 'short' },
  { day: 'numeric', month: 'short' },
  { hour: '2-digit', minute: '2-digit' },
  { hour: '2-digit', minute: '2-digit', second: '2-digit' },
];

/** A label of the time scale in the reader's language (`27. Feb.`, `15:30`, `2月27日`). */
export const chartTickMark = (seconds: number, kind: number, language: LanguageKey): string =>
  new Intl.DateTimeFormat(
    languageTag(language),
    TICK_MARK_FORMATS[kind] ?? TICK_MARK_FORMATS[2],
  ).format(new Date(seconds * 1000));

/** What every chart of the app shares: white, quiet grid, no borders, the reader's language. */
export const chartOptions = (
  lib: ChartLib,
  {
    height,
    language,
    tickSize,
    intraday = false,
  }: { height: number; language: LanguageKey; tickSize?: string; intraday?: boolean },
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
    priceFormatter: (price: number) => chartPrice(price, language, tickSize),
    // The crosshair's label; the library's own reads `27 Feb '26` whatever the locale.
    timeFormatter: (time: unknown) => {
      const seconds = toSeconds(time);
      return seconds === undefined ? String(time) : chartTime(seconds, language, intraday);
    },
  },
  grid: { vertLines: { color: '#f2f3f5' }, horzLines: { color: '#f2f3f5' } },
  rightPriceScale: { borderVisible: false },
  timeScale: {
    borderVisible: false,
    tickMarkFormatter: (time: unknown, kind: number) => {
      const seconds = toSeconds(time);
      return seconds === undefined ? null : chartTickMark(seconds, kind, language);
    },
  },
});
