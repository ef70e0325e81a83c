import type { QuantNavPoint } from '@brokerage/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chartOptions, loadChartLib } from '../../../lib/charts/chart-options';
import { useLanguageStore } from '../../../stores/language-store';

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
    loadChartLib().then(
      (lib) => {
        if (cancelled) return;
        const base = chartOptions(lib, { height: CHART_HEIGHT, language });
        const chart = lib.createChart(element, {
          ...base,
          grid: { ...base.grid, vertLines: { visible: false } },
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
