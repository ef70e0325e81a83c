import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyErrorBlock } from '../../../components/feedback/lazy-error-block';
import { ReachBottom } from '../../../components/feedback/reach-bottom';
import {
  InstrumentListHead,
  InstrumentRow,
  InstrumentRowsLoading,
} from '../../../components/market/instrument-row';
import { SimulatedFor } from '../../../components/market/simulated-badge';
import { quoteUrl } from '../../../lib/market/instrument-route';
import { ignoreRefusal, useNavigation } from '../../../lib/navigation/use-navigation';
import { useWatchSymbols } from '../../../lib/realtime/use-live-quotes';
import { flattenInstruments, useInstruments, type ListKind } from '../api/get-instruments';

/** Rows shown while the first page loads: more than a phone's screen holds. */
const FIRST_PAGE_PLACEHOLDERS = 12;

/** Stocks or funds of one market, live, loading more at the bottom. */
export const InstrumentList = ({
  market,
  kind,
}: {
  market: string | undefined;
  kind: ListKind;
}) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const query = useInstruments(market, kind);
  const items = useMemo(() => flattenInstruments(query.data?.pages), [query.data]);
  const keys = useMemo(() => items.map((item) => item.key), [items]);
  useWatchSymbols(keys);

  return (
    <div className="instrument-list" data-testid={`list-${kind}`}>
      <InstrumentListHead
        left={t('market.nameCode')}
        right={t('market.priceChange')}
        badge={<SimulatedFor keys={keys} />}
      />
      {items.map((item) => (
        <InstrumentRow
          key={item.key}
          instrument={item}
          onOpen={() => ignoreRefusal(nav.navigateTo({ url: quoteUrl(item) }))}
        />
      ))}
      {query.isPending ? (
        <InstrumentRowsLoading count={FIRST_PAGE_PLACEHOLDERS} />
      ) : query.isSuccess && items.length === 0 ? (
        <LazyErrorBlock status="empty" title={t('market.noInstruments')} description="" />
      ) : (
        <ReachBottom query={query} />
      )}
    </div>
  );
};
