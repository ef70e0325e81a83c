import type { QuoteView } from '@brokerage/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  InstrumentListHead,
  InstrumentRow,
  InstrumentRowsLoading,
} from '../../../components/market/instrument-row';
import { SimulatedBadge } from '../../../components/market/simulated-badge';
import { quoteUrl } from '../../../lib/market/instrument-route';
import { ignoreRefusal, useNavigation } from '../../../lib/navigation/use-navigation';
import { useWatchSymbols } from '../../../lib/realtime/use-live-quotes';
import { useMarketNames } from '../api/get-market-names';
import { useMovers } from '../api/get-movers';
import { LazyErrorBlock } from '../../../components/feedback/lazy-error-block';

const MoverRows = ({
  quotes,
  names,
}: {
  quotes: QuoteView[];
  names: Record<string, string> | undefined;
}) => {
  const nav = useNavigation();
  return quotes.map((quote) => (
    <InstrumentRow
      key={quote.key}
      instrument={{ ...quote, name: names?.[quote.key] }}
      fallback={quote}
      onOpen={() =>
        ignoreRefusal(nav.navigateTo({ url: quoteUrl({ key: quote.key, kind: 'stock' }) }))
      }
    />
  ));
};

/** Top gainers (and losers, when asked) of one market, live. */
export const MoversList = ({
  market,
  limit,
  showLosers = false,
}: {
  market: string | undefined;
  limit: number;
  showLosers?: boolean;
}) => {
  const { t } = useTranslation();
  const query = useMovers(market, limit);
  const names = useMarketNames(market).data;
  const gainers = useMemo(() => query.data?.gainers ?? [], [query.data]);
  const losers = useMemo(
    () => (showLosers ? (query.data?.losers ?? []) : []),
    [query.data, showLosers],
  );
  const keys = useMemo(() => [...gainers, ...losers].map((quote) => quote.key), [gainers, losers]);
  useWatchSymbols(keys);
  // While loading, the lists keep their heads and rows' room (no layout shift on arrival).
  const loading = query.isPending;
  if (!loading && gainers.length + losers.length === 0)
    return <LazyErrorBlock status="empty" title={t('market.noInstruments')} description="" />;
  const rows = (quotes: QuoteView[]) =>
    loading ? <InstrumentRowsLoading count={limit} /> : <MoverRows quotes={quotes} names={names} />;
  return (
    <div className="movers" data-testid={loading ? undefined : 'movers'}>
      <div className="instrument-list">
        <InstrumentListHead
          left={t('market.gainers')}
          right={t('market.priceChange')}
          badge={loading ? undefined : <SimulatedBadge source={query.data?.source} />}
        />
        {rows(gainers)}
      </div>
      {showLosers && (
        <div className="instrument-list">
          <InstrumentListHead left={t('market.losers')} right={t('market.priceChange')} />
          {rows(losers)}
        </div>
      )}
    </div>
  );
};
