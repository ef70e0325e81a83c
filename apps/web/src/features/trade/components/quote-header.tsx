import { usePriceFormat } from '../../../lib/market/use-price-format';
import { marketOf, symbolOf, type InstrumentView, type QuoteView } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { ChangeText, PriceText } from '../../../components/market/price-text';
import { SimulatedBadge, StaleMark } from '../../../components/market/simulated-badge';
import '../../../components/market/instrument-row.css';

/** Instrument name, live price and change, bid and ask, and the simulated-prices label. */
export const QuoteHeader = ({
  instrumentKey,
  instrument,
  quote,
}: {
  instrumentKey: string;
  instrument: InstrumentView | undefined;
  quote: QuoteView | undefined;
}) => {
  const { t } = useTranslation();
  const price = usePriceFormat(instrumentKey);
  return (
    <section className="info-card order-quote" data-testid="order-quote">
      <div className="order-quote-top">
        <div className="order-quote-ident">
          <h2 className="order-quote-name ellipsis" data-testid="order-instrument-name">
            {instrument?.name ?? symbolOf(instrumentKey)}
          </h2>
          <span className="instrument-meta">
            <span className="market-tag">{marketOf(instrumentKey)}</span>
            <span className="instrument-symbol">{symbolOf(instrumentKey)}</span>
            {instrument && <span className="muted">{instrument.currency}</span>}
            <StaleMark quote={quote} />
          </span>
        </div>
        <div className="order-quote-price">
          <PriceText quote={quote} className="order-price-big" testId="order-last-price" />
          <ChangeText quote={quote} />
        </div>
      </div>
      <div className="order-quote-bidask">
        <span>
          {t('trade.bid')} <b className="num">{price(quote?.bid)}</b>
        </span>
        <span>
          {t('trade.ask')} <b className="num">{price(quote?.ask)}</b>
        </span>
        <SimulatedBadge quotes={[quote]} />
      </div>
    </section>
  );
};
