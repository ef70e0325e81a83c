import { marketOf, type InstrumentView, type QuoteView } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { ChangeText, PriceText } from '../../../components/market/price-text';
import { SimulatedBadge, StaleMark } from '../../../components/market/simulated-badge';
import { formatDateTime } from '../../../lib/format/instant';
import { formatVolume } from '../../../lib/market/format';
import { usePriceFormat } from '../../../lib/market/use-price-format';
import { useOnline } from '../../../lib/network/use-online';
import { useLanguageStore } from '../../../stores/language-store';
import './quote.css';

/** The head of a quote page: name, live price, change, state, and the day's figures. */
export const QuoteSummary = ({
  instrumentKey,
  instrument,
  quote,
}: {
  instrumentKey: string;
  instrument: InstrumentView | undefined;
  quote: QuoteView | undefined;
}) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const online = useOnline();
  const price = usePriceFormat(instrumentKey);
  const isIndex = instrument?.kind === 'index';
  const stats: { label: string; value: string; testId?: string }[] = [
    { label: t('quote.open'), value: price(quote?.open) },
    { label: t('quote.previousClose'), value: price(quote?.previousClose) },
    { label: t('quote.high'), value: price(quote?.high) },
    { label: t('quote.low'), value: price(quote?.low) },
  ];
  if (!isIndex) {
    // An index trades no shares of its own: no volume row rather than "Volume 0".
    stats.push(
      {
        label: t('quote.volume'),
        value: formatVolume(quote?.volume, language),
        testId: 'quote-volume',
      },
      { label: t('quote.bid'), value: price(quote?.bid), testId: 'quote-bid' },
      { label: t('quote.ask'), value: price(quote?.ask), testId: 'quote-ask' },
    );
  }
  if (instrument && !isIndex) {
    stats.push({ label: t('quote.lotSize'), value: String(instrument.lotSize) });
  }

  return (
    <section className="quote-summary" data-testid="quote-summary">
      <div className="quote-title">
        <h1 className="quote-name">{instrument?.name ?? instrumentKey}</h1>
        <span className="quote-code">
          <span className="market-tag">{instrument?.market ?? marketOf(instrumentKey)}</span>
          {instrument?.symbol}
          {instrument?.currency && <span className="muted"> · {instrument.currency}</span>}
          {/* On the code's line, which keeps its height for it: the figures below never move
              when the first quote says it is simulated. */}
          <SimulatedBadge quotes={[quote]} className="quote-simulated" />
        </span>
      </div>
      <div className="quote-price-line">
        <PriceText quote={quote} className="quote-price" testId="quote-price" />
        <ChangeText quote={quote} className="quote-change" />
      </div>
      <div className="quote-state">
        {quote && !online && (
          <span className="market-state closed" data-testid="market-state">
            {t('quote.offlinePrice')}
          </span>
        )}
        {/* "Market open" only beside a live price: not offline, not delayed (issue 31 item 2). */}
        {quote && online && !quote.stale && (
          <span
            className={`market-state ${quote.isOpen ? 'open' : 'closed'}`}
            data-testid="market-state"
          >
            {quote.isOpen ? t('quote.marketOpen') : t('quote.marketClosed')}
          </span>
        )}
        {instrument?.halted && <span className="market-state closed">{t('quote.halted')}</span>}
        <StaleMark quote={quote} />
        {quote && (
          <time className="quote-time muted" dateTime={quote.time} data-testid="quote-time">
            {formatDateTime(quote.time, language)}
          </time>
        )}
      </div>
      {/* Why, in the operator's words: the order screen and an order's refusal say it too. */}
      {instrument?.halted && (
        <p className="quote-halted" role="status" data-testid="quote-halted">
          {t('quote.haltedBecause', { reason: instrument.haltReason ?? '—' })}
        </p>
      )}
      <dl className="quote-stats">
        {stats.map((stat) => (
          <div key={stat.label} className="quote-stat">
            <dt>{stat.label}</dt>
            <dd className="num" data-testid={stat.testId}>
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
