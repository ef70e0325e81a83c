import { parseInstrumentKey, type InstrumentView } from '@brokerage/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/feedback/load-failed';
import type { PageProps } from '../../components/page/lazy-page';
import { isNotFound } from '../../lib/http/http-error';
import { instrumentQueryOptions, useInstrument } from '../../lib/market/get-instrument';
import { AlertButton } from '../../features/alerts/components/alert-button';
import { InvestRegularlyEntry } from '../../features/plans/components/invest-regularly-entry';
import { candlesQueryOptions, DEFAULT_CANDLE_INTERVAL } from '../../features/quote/api/get-candles';
import { CandleChart } from '../../features/quote/components/candle-chart';
import { QuoteSummary } from '../../features/quote/components/quote-summary';
import { TradeButtons } from '../../features/quote/components/trade-buttons';
import { MyHolding } from '../../features/trade/components/my-holding';
import { AddToWatchlist } from '../../features/watchlist/components/add-to-watchlist';
import { PLANS_PATH } from '../../config/paths';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { useQuote } from '../../lib/realtime/use-quotes';
import './quote-page.css';

/**
 * The parts that move with every tick, subscribed here rather than in the page, so a tick
 * re-renders the figures, the chart and the holding, never the buttons and sheets below.
 */
const LiveQuote = ({
  instrumentKey,
  instrument,
  tradable,
}: {
  instrumentKey: string;
  instrument: InstrumentView | undefined;
  tradable: boolean;
}) => {
  const quote = useQuote(instrumentKey || undefined);
  return (
    <>
      <QuoteSummary instrumentKey={instrumentKey} instrument={instrument} quote={quote} />
      <CandleChart instrumentKey={instrumentKey} quote={quote} tickSize={instrument?.tickSize} />
      {tradable && (
        <MyHolding instrumentKey={instrumentKey} currency={instrument?.currency} quote={quote} />
      )}
    </>
  );
};

/** The instrument key of the address (`MARKET:SYMBOL`), or '' for one that names none. */
const instrumentKeyOf = (query: PageProps['query']): string => {
  const parts = parseInstrumentKey(query.key);
  return parts ? `${parts.market}:${parts.symbol}` : '';
};

/** Opened on a quote: the instrument and its chart's first candles, with start-up's requests. */
export const prefetchQuotePage = (client: QueryClient, query: PageProps['query']): void => {
  const key = instrumentKeyOf(query);
  if (!key) return;
  void client.prefetchQuery(instrumentQueryOptions(key));
  void client.prefetchInfiniteQuery(candlesQueryOptions(key, DEFAULT_CANDLE_INTERVAL));
};

/**
 * One instrument: live figures, chart, watchlist star, and for what can be traded a price
 * alert bell, Buy / Sell and a recurring plan.
 * The four quote routes of the seed (stock, globalindex, gin, in) all take `?key=MARKET:SYMBOL`.
 */
export const QuotePage = ({ query }: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const key = instrumentKeyOf(query);
  const instrument = useInstrument(key);

  if (instrument.isError && !isNotFound(instrument.error))
    return <LoadFailed onRetry={() => void instrument.refetch()} testId="quote-load-failed" />;
  if (!key || instrument.isError)
    return (
      <div data-testid="quote-missing">
        <ErrorBlock
          status="empty"
          title={t('quote.notFound')}
          description={t('quote.notFoundBody')}
        />
      </div>
    );
  const tradable = instrument.data ? instrument.data.kind !== 'index' : false;
  return (
    <div className="quote-page" data-testid="quote-page">
      <LiveQuote instrumentKey={key} instrument={instrument.data} tradable={tradable} />
      {/* Recurring plans (issue 30 item 2): a row of its own, so Buy and Sell keep their room. */}
      {tradable && (
        <InvestRegularlyEntry
          instrumentKey={key}
          onSeePlans={() => ignoreRefusal(nav.navigateTo({ url: PLANS_PATH }))}
        />
      )}
      <div className="quote-actions">
        <AddToWatchlist instrumentKey={key} />
        {tradable && <AlertButton instrumentKey={key} tickSize={instrument.data?.tickSize} />}
        {tradable && <TradeButtons instrumentKey={key} />}
      </div>
    </div>
  );
};
