import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { InstrumentListHead, InstrumentRow } from '../../../components/market/instrument-row';
import { SimulatedFor } from '../../../components/market/simulated-badge';
import { quoteUrl } from '../../../lib/market/instrument-route';
import { ignoreRefusal, useNavigation } from '../../../lib/navigation/use-navigation';
import { useWatchSymbols } from '../../../lib/realtime/use-live-quotes';
import { useIndices } from '../api/get-indices';

/** The world indices, live. */
export const IndexList = () => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const query = useIndices();
  const items = useMemo(() => query.data ?? [], [query.data]);
  const keys = useMemo(() => items.map((item) => item.key), [items]);
  useWatchSymbols(keys);
  return (
    <div className="instrument-list" data-testid="list-indices">
      <InstrumentListHead
        left={t('market.index')}
        right={t('market.priceChange')}
        badge={<SimulatedFor keys={keys} />}
      />
      {query.isPending && <p className="muted center-text">{t('common.loading')}</p>}
      {items.map((item) => (
        <InstrumentRow
          key={item.key}
          instrument={item}
          onOpen={() => ignoreRefusal(nav.navigateTo({ url: quoteUrl(item) }))}
        />
      ))}
    </div>
  );
};
