import type { LanguageKey, QuoteView } from '@brokerage/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chartOptions, loadChartLib, type ChartLib } from '../../../lib/charts/chart-options';
import { useLanguageStore } from '../../../stores/language-store';
import type { PriceColours } from '@brokerage/shared';
import { usePriceColours } from '../../../stores/price-colours-store';
import {
  CANDLE_INTERVALS,
  candlesOldestFirst,
  DEFAULT_CANDLE_INTERVAL,
  useCandles,
  type CandleInterval,
} from '../api/get-candles';
import { chartLegend } from './chart-legend';
import { applyTick, INTERVAL_SECONDS, toBar, type Bar } from './live-candle';
import './quote.css';

type ChartApi = ReturnType<ChartLib['createChart']>;

const GREEN = '#09BE4F';
const RED = '#FF2B2B';

/** The candle colours of a rise and a fall in the reader's convention (red-up in China, Japan). */
const candleColours = (colours: PriceColours) =>
  colours === 'red-up'
    ? {
        up: RED,
        down: GREEN,
        upVolume: 'rgba(255, 43, 43, 0.35)',
        downVolume: 'rgba(9, 190, 79, 0.35)',
      }
    : {
        up: GREEN,
        down: RED,
        upVolume: 'rgba(9, 190, 79, 0.35)',
        downVolume: 'rgba(255, 43, 43, 0.35)',
      };
type CandleColours = ReturnType<typeof candleColours>;

interface ChartHandle {
  chart: ChartApi;
  candles: ReturnType<ChartApi['addSeries']>;
  volume: ReturnType<ChartApi['addSeries']>;
  colours: CandleColours;
}

const CHART_HEIGHT = 260;
/** Candles in view when a chart opens. */
const VISIBLE_CANDLES = 90;
/** Scrolled back to within this many candles of the oldest one drawn, older ones are loaded. */
const OLDER_WITHIN = 30;

const toChartTime = (seconds: number) => seconds as import('lightweight-charts').UTCTimestamp;

const createHandle = (
  lib: ChartLib,
  container: HTMLElement,
  language: LanguageKey,
  intraday: boolean,
  colours: CandleColours,
  tickSize: string | undefined,
) => {
  const base = chartOptions(lib, { height: CHART_HEIGHT, language, tickSize, intraday });
  const chart = lib.createChart(container, {
    ...base,
    timeScale: { ...base.timeScale, timeVisible: intraday, secondsVisible: false },
    crosshair: { mode: lib.CrosshairMode.Normal },
  });
  const candles = chart.addSeries(lib.CandlestickSeries, {
    upColor: colours.up,
    downColor: colours.down,
    borderUpColor: colours.up,
    borderDownColor: colours.down,
    wickUpColor: colours.up,
    wickDownColor: colours.down,
  });
  const volume = chart.addSeries(lib.HistogramSeries, {
    priceFormat: { type: 'volume' },
    priceScaleId: 'volume',
    lastValueVisible: false,
    priceLineVisible: false,
  });
  chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  candles.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.25 } });
  return { chart, candles, volume, colours };
};

const candleBar = (bar: Bar) => ({
  time: toChartTime(bar.time),
  open: bar.open,
  high: bar.high,
  low: bar.low,
  close: bar.close,
});

const volumeBar = (bar: Bar, colours: CandleColours) => ({
  time: toChartTime(bar.time),
  value: bar.volume,
  color: bar.close >= bar.open ? colours.upVolume : colours.downVolume,
});

type Ohlc = Pick<Bar, 'time' | 'open' | 'high' | 'low' | 'close'>;

/** The candle a crosshair move points at, or undefined when it leaves the candles. */
const pointedCandle = (data: unknown): Ohlc | undefined => {
  if (!data || typeof data !== 'object' || !('open' in data)) return undefined;
  const candle = data as { time: unknown; open: number; high: number; low: number; close: number };
  if (typeof candle.time !== 'number') return undefined;
  return { ...candle, time: candle.time };
};

/** Open, high, low and close (and the time) of one candle, above the chart. */
const Legend = ({
  bar,
  tickSize,
  intraday,
}: {
  bar: Ohlc | undefined;
  tickSize: string | undefined;
  intraday: boolean;
}) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const legend = bar ? chartLegend(bar, language, { tickSize, intraday }) : undefined;
  const items = [
    { key: 'open', label: t('quote.open'), value: legend?.open },
    { key: 'high', label: t('quote.high'), value: legend?.high },
    { key: 'low', label: t('quote.low'), value: legend?.low },
    { key: 'close', label: t('quote.close'), value: legend?.close },
  ];
  return (
    <div className="chart-legend" data-testid="chart-legend">
      <div className="chart-legend-time muted" data-testid="chart-legend-time">
        {legend?.time ?? '\u00a0'}
      </div>
      <dl className="chart-legend-figures">
        {items.map((item) => (
          <div key={item.key} className="chart-legend-item">
            <dt className="muted">{item.label}</dt>
            <dd data-testid={`chart-legend-${item.key}`}>{item.value ?? '--'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
};

/**
 * Candlesticks with volume for one instrument, with the interval switcher and a legend of the
 * candle under the crosshair (else the last one). History comes over REST; the last bar then
 * follows the live quote.
 */
export const CandleChart = ({
  instrumentKey,
  quote,
  tickSize,
}: {
  instrumentKey: string;
  quote: QuoteView | undefined;
  /** The instrument's tick: prices read in its decimals once it is known. */
  tickSize?: string | undefined;
}) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const priceColours = usePriceColours();
  const [interval, setChartInterval] = useState<CandleInterval>(DEFAULT_CANDLE_INTERVAL);
  const [libError, setLibError] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<ChartHandle | undefined>(undefined);
  const lastBar = useRef<Bar | undefined>(undefined);
  const [drawn, setDrawn] = useState(0);
  const [shown, setShown] = useState(0);
  const [pointed, setPointed] = useState<Ohlc | undefined>(undefined);
  const [latest, setLatest] = useState<Ohlc | undefined>(undefined);
  const intraday = INTERVAL_SECONDS[interval] < 86_400;
  const query = useCandles(instrumentKey, interval);
  const newest = query.data?.pages[0];
  const candles = useMemo(() => candlesOldestFirst(query.data?.pages), [query.data]);
  // The chart is built for the newest page; older pages are added to it as they come (below).
  const loaded = useRef(candles);
  loaded.current = candles;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadOlder = useRef(() => undefined as void);
  loadOlder.current = () => {
    // Not before the last page that came is drawn (an effect, after the render that brought
    // it): a scroll in between still sees the old oldest candle and asked for the page before
    // the one just come (seen on a loaded machine, in the middle of a drag).
    if (hasNextPage && !isFetchingNextPage && shown >= candles.length) void fetchNextPage();
  };

  // (Re)build the chart for this data set; a new interval brings a new chart.
  useEffect(() => {
    const element = container.current;
    if (!element || !newest) return undefined;
    let cancelled = false;
    loadChartLib().then(
      (lib) => {
        if (cancelled) return;
        const colours = candleColours(priceColours);
        const built = createHandle(lib, element, language, intraday, colours, tickSize);
        const bars = loaded.current.map(toBar);
        built.candles.setData(bars.map(candleBar));
        built.volume.setData(bars.map((bar) => volumeBar(bar, colours)));
        // About three months of days or a few hours of minutes: readable on a phone.
        const visible = Math.min(bars.length, VISIBLE_CANDLES);
        built.chart
          .timeScale()
          .setVisibleLogicalRange({ from: bars.length - visible, to: bars.length + 2 });
        built.chart.subscribeCrosshairMove((param) =>
          setPointed(pointedCandle(param.seriesData.get(built.candles))),
        );
        // Scrolled back near the oldest candle: the page before it is asked for.
        built.chart.timeScale().subscribeVisibleLogicalRangeChange((range) => {
          if (range && range.from < OLDER_WITHIN) loadOlder.current();
        });
        handle.current = built;
        lastBar.current = bars.at(-1);
        setLatest(bars.at(-1));
        setPointed(undefined);
        setShown(bars.length);
        setDrawn((count) => count + 1);
      },
      () => {
        if (!cancelled) setLibError(true);
      },
    );
    return () => {
      cancelled = true;
      handle.current?.chart.remove();
      handle.current = undefined;
      lastBar.current = undefined;
    };
  }, [newest, interval, intraday, language, priceColours, tickSize]);

  // Older candles go in front of what is drawn (the live bar included). The view stays on the
  // candles it showed: the chart keeps its distance from the newest one.
  useEffect(() => {
    const current = handle.current;
    const oldestShown = current?.candles.data()[0]?.time;
    if (!current || oldestShown === undefined) return;
    const older = candles.map(toBar).filter((bar) => bar.time < Number(oldestShown));
    if (older.length === 0) return;
    current.candles.setData([...older.map(candleBar), ...current.candles.data()]);
    current.volume.setData([
      ...older.map((bar) => volumeBar(bar, current.colours)),
      ...current.volume.data(),
    ]);
    setShown(current.candles.data().length);
  }, [candles, drawn]);

  // Live quotes move the last bar.
  const close = quote?.close;
  const time = quote?.time;
  useEffect(() => {
    const current = handle.current;
    const last = lastBar.current;
    if (!current || !last || close === undefined || time === undefined) return;
    const next = applyTick(
      last,
      Number(close),
      Math.floor(new Date(time).getTime() / 1000),
      INTERVAL_SECONDS[interval],
    );
    if (!next) return;
    lastBar.current = next;
    setLatest(next);
    current.candles.update({
      time: toChartTime(next.time),
      open: next.open,
      high: next.high,
      low: next.low,
      close: next.close,
    });
    if (next.time !== last.time) current.volume.update(volumeBar(next, current.colours));
  }, [close, time, interval, drawn]);

  return (
    <section className="quote-chart" data-testid="quote-chart">
      <div className="interval-switcher" role="tablist" aria-label={t('quote.interval')}>
        {CANDLE_INTERVALS.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            aria-selected={item === interval}
            className={`chip interval-chip ${item === interval ? 'active' : ''}`}
            onClick={() => setChartInterval(item)}
            data-testid={`interval-${item}`}
          >
            {t(`quote.intervals.${item}`)}
          </button>
        ))}
      </div>
      <Legend bar={pointed ?? latest} tickSize={tickSize} intraday={intraday} />
      <div
        className="chart-canvas"
        ref={container}
        style={{ height: CHART_HEIGHT }}
        data-testid="candle-chart"
        data-drawn={drawn > 0 ? 'yes' : 'no'}
        data-candles={shown}
      >
        {(query.isPending || (drawn === 0 && !libError && !query.isError)) && (
          <span className="chart-placeholder muted">{t('common.loading')}</span>
        )}
        {(libError || (query.isError && !newest)) && (
          <span className="chart-placeholder muted">{t('quote.chartFailed')}</span>
        )}
      </div>
    </section>
  );
};
