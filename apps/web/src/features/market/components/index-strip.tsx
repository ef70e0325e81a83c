import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeText, PriceText } from '../../../components/market/price-text';
import { SimulatedFor } from '../../../components/market/simulated-badge';
import { quoteUrl } from '../../../lib/market/instrument-route';
import { ignoreRefusal, useNavigation } from '../../../lib/navigation/use-navigation';
import { useLiveQuotes } from '../../../lib/realtime/use-live-quotes';
import { useIndices } from '../api/get-indices';
import './market.css';

/** Home: the world indices as a row of small live cards. */
export const IndexStrip = () => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const query = useIndices();
  const items = useMemo(() => query.data ?? [], [query.data]);
  const keys = useMemo(() => items.map((item) => item.key), [items]);
  const quotes = useLiveQuotes(keys);
  return (
    <section className="home-section" data-testid="index-strip">
      <div className="section-head">
        <h2 className="section-title">{t('market.worldIndices')}</h2>
        <SimulatedFor keys={keys} />
      </div>
      <div className="index-strip">
        {items.map((item) => {
          const quote = quotes[item.key];
          return (
            <button
              key={item.key}
              type="button"
              className="index-card"
              onClick={() => ignoreRefusal(nav.navigateTo({ url: quoteUrl(item) }))}
              data-testid={`index-${item.key}`}
            >
              <span className="index-card-name ellipsis">{item.name}</span>
              <PriceText quote={quote} className="index-card-price" />
              <ChangeText quote={quote} className="index-card-change" />
            </button>
          );
        })}
        {query.isPending && <span className="muted">{t('common.loading')}</span>}
      </div>
    </section>
  );
};
