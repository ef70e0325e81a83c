import { languageTag, type QuantNavPoint } from '@brokerage/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../../stores/language-store';

type ChartLib = typeof import('lightweight-charts');

const LINE = '#1677ff';
const CHART_HEIGHT = 180;

/** The fund's stored daily NAV as a line; the chart library is its own chunk. */
export const NavChart = ({ history }: { history: readonly QuantNavPoint[] }) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!element || history.length === 0) return undefined;
    let dispose: (() => void) | undefined;
    let cancelled = false;
    import('lightweight-charts').then(
      (lib: ChartLib) => {
        if (cancelled) return;
        const chart = lib.createChart(element, {
          autoSize: true,
          height: CHART_HEIGHT,
          layout: {
            background: { type: lib.ColorType.Solid, color: '#ffffff' },
            textColor: '#4e5969',
            fontSize: 11,
            attributionLogo: true,
          },
          localization: { locale: languageTag(language) },
          grid: { vertLines: { visible: false }, horzLines: { color: '#f2f3f5' } },
          rightPriceScale: { borderVisible: false },
          timeScale: { borderVisible: false },
          handleScroll: false,
          handleScale: false,
        });
        const line = chart.addSeries(lib.LineSeries, {
          color: LINE,
          lineWidth: 2,
          priceFormat: { type: 'price', precision: 4, minMove: 0.0001 },
        });
        line.setData(history.map((point) => ({ time: point.day, value: Number(point.nav) })));
        chart.timeScale().fitContent();
        dispose = () => chart.remove();
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [history, language]);

  if (failed) return <p className="muted small">{t('quant.chartFailed')}</p>;
  return <div ref={container} className="quant-chart" data-testid="quant-nav-chart" />;
};
