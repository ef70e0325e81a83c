import { parseInstrumentKey } from '@brokerage/shared';
import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/feedback/load-failed';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import { useFailureHandler } from '../../components/feedback/use-failure-handler';
import type { PageProps } from '../../components/page/lazy-page';
import { useAvailableCash } from '../../lib/account/available-cash';
import { useProfile } from '../../lib/account/profile';
import { useInstrument } from '../../lib/market/get-instrument';
import { usePositions } from '../../features/trade/api/get-positions';
import { OrderForm } from '../../features/trade/components/order-form';
import { PositionList } from '../../features/trade/components/position-list';
import { QuoteHeader } from '../../features/trade/components/quote-header';
import { reasonText } from '../../features/trade/components/order-status';
import { closeOutcomeText } from '../../features/trade/utils/trade-format';
import { useTradeSection } from '../../features/trade/hooks/use-trade-section';
import { isNotFound } from '../../lib/http/http-error';
import { useQuote } from '../../lib/realtime/use-quotes';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { toast } from '../../lib/ui/notify';
import { useUserStore } from '../../stores/user-store';

const TRADE_TAB = '/pages/main/trade/index';

/**
 * /pages/payment/stock?key=US:AAPL&side=buy: order entry and its confirmation. Selling is
 * closing a held position (no short selling), so `side=sell` lists the positions to close.
 */
export const StockOrderPage = ({ query }: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  const onError = useFailureHandler();
  const setSection = useTradeSection((state) => state.setSection);
  const parts = parseInstrumentKey(query.key);
  const key = parts ? `${parts.market}:${parts.symbol}` : '';
  const side = query.side === 'sell' ? 'sell' : 'buy';
  const enabled = token !== '';
  const instrument = useInstrument(key);
  const quote = useQuote(key || undefined);
  const profile = useProfile({ enabled });
  const positions = usePositions('open', { enabled: enabled && side === 'sell' });
  const available = useAvailableCash(instrument.data?.currency);

  if (!token) return <LoginPrompt />;
  if (instrument.isError && !isNotFound(instrument.error))
    return <LoadFailed onRetry={() => void instrument.refetch()} testId="order-load-failed" />;
  if (!parts || instrument.isError || instrument.data?.kind === 'index')
    return (
      <div data-testid="order-missing">
        <ErrorBlock
          status="empty"
          title={t('errors.UNKNOWN_INSTRUMENT')}
          description={t('trade.chooseInstrument')}
        />
      </div>
    );

  const held = positions.data?.filter((position) => position.key === key) ?? [];

  return (
    <div className="funding-page padded order-page" data-testid="order-page">
      <QuoteHeader instrumentKey={key} instrument={instrument.data} quote={quote} />
      {side === 'sell' ? (
        <>
          <p className="muted small order-sell-intro">{t('trade.sellIntro')}</p>
          {positions.data ? (
            <PositionList
              positions={held}
              showBadge={false}
              onError={onError}
              onClosed={(order) => {
                toast(closeOutcomeText(order, t));
                setSection(order.status === 'filled' ? 'history' : 'orders');
                ignoreRefusal(nav.switchTab({ url: TRADE_TAB }));
              }}
            />
          ) : (
            <p className="muted center-text">{t('common.loading')}</p>
          )}
        </>
      ) : instrument.data ? (
        <OrderForm
          instrument={instrument.data}
          quote={quote}
          available={available}
          vip={profile.data?.vip ?? false}
          onDone={(order) => {
            if (order.status === 'refused') {
              toast(
                `${t('trade.status.refused')}: ${order.reason ? reasonText(order.reason, t) : ''}`,
              );
              setSection('history');
            } else if (order.status === 'filled') {
              toast(t('trade.filled'));
              setSection('positions');
            } else {
              toast(t('trade.placedPending'));
              setSection('orders');
            }
            ignoreRefusal(nav.switchTab({ url: TRADE_TAB }));
          }}
        />
      ) : (
        <p className="muted center-text">{t('common.loading')}</p>
      )}
    </div>
  );
};
