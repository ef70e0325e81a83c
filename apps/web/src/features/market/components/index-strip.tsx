import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeText, PriceText } from '../../../components/market/price-text';
import { SimulatedFor } from '../../../components/market/simulated-badge';
import { quoteUrl } from '../../../lib/market/instrument-route';
import { ignoreRefusal, useNavigation } from '../../../lib/navigation/use-navigation';
import { useLiveQuotes } from '../../../lib/realtime/use-live-quotes';
import { useIndices } from '../api/get-indices';
import './market.css';

/** Placeholder cards while the indices load: more than a phone's width shows. */
const LOADING_CARDS = 3;

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
        {/* Cards' room while they load: the sections below stay where they are. */}
        {query.isPending && (
          <span className="index-strip-loading" role="status" aria-label={t('common.loading')}>
            {Array.from({ length: LOADING_CARDS }, (_, index) => (
              <span className="index-card index-card-loading" key={index} />
            ))}
          </span>
        )}
      </div>
    </section>
  );
};
