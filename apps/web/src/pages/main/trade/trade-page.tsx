import type { QueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { Icon } from '../../../components/icon/icon';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../../components/feedback/login-prompt';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import type { PageProps } from '../../../components/page/lazy-page';
import { useFunds } from '../../../features/funds/api/get-funds';
import { FundsLinks } from '../../../features/funds/components/funds-links';
import { FundsSummary } from '../../../features/funds/components/funds-summary';
import { useClosedPositions } from '../../../features/trade/api/get-closed-positions';
import {
  flattenOrders,
  ordersQueryOptions,
  useOrders,
} from '../../../features/trade/api/get-orders';
import { positionsQueryOptions, usePositions } from '../../../features/trade/api/get-positions';
import { ClosedPositionList } from '../../../features/trade/components/closed-position-list';
import { OrderList } from '../../../features/trade/components/order-list';
import { PositionList } from '../../../features/trade/components/position-list';
import { closeOutcomeText } from '../../../features/trade/utils/trade-format';
import { useTradeSection } from '../../../features/trade/hooks/use-trade-section';
import { ignoreRefusal, useNavigation } from '../../../lib/navigation/use-navigation';
import { toast } from '../../../lib/ui/notify';
import { Refreshable } from '../../../lib/ui/refresh';
import { fundsQueryOptions } from '../../../lib/account/funds';
import { getToken, useUserStore } from '../../../stores/user-store';
import { SectionTabs } from '../../../components/navigation/section-tabs';

const MARKET_TAB = '/pages/main/market/index';
/** The currency the trade tab values the account in. */
const DISPLAY_CURRENCY = 'USD';

/** Opened on Trade, signed in: the funds card, pending orders and the open section's list. */
export const prefetchTradePage = (client: QueryClient): void => {
  if (!getToken()) return;
  void client.prefetchQuery(fundsQueryOptions(DISPLAY_CURRENCY));
  void client.prefetchInfiniteQuery(ordersQueryOptions('open'));
  if (useTradeSection.getState().section === 'positions')
    void client.prefetchQuery(positionsQueryOptions('open'));
};

/**
 * Trade tab: the account's funds, open positions with live floating P/L, pending orders with
 * Cancel, the history (filled, cancelled, refused with the reason) and the closed positions
 * with their realised P/L. Pull to refresh.
 */
export const TradePage = (_props: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  const section = useTradeSection((state) => state.section);
  const setSection = useTradeSection((state) => state.setSection);
  const onError = useFailureHandler();
  const enabled = token !== '';
  const funds = useFunds(DISPLAY_CURRENCY, { enabled, valuation: true });
  const positions = usePositions('open', { enabled: enabled && section === 'positions' });
  const pending = useOrders('open', { enabled });
  const history = useOrders('history', { enabled: enabled && section === 'history' });
  const closed = useClosedPositions({ enabled: enabled && section === 'closed' });
  if (!token) return <LoginPrompt showRegister />;

  const pendingOrders = flattenOrders(pending.data?.pages);
  const refresh = () =>
    Promise.all([
      funds.refetch(),
      section === 'positions'
        ? positions.refetch()
        : section === 'orders'
          ? pending.refetch()
          : section === 'closed'
            ? closed.refetch()
            : history.refetch(),
    ]);
  const go = (url: string) => ignoreRefusal(nav.navigateTo({ url }));

  return (
    <Refreshable onRefresh={refresh}>
      <div className="trade-page" data-testid="trade-page">
        <div className="padded-block">
          <button
            type="button"
            className="funds-card-button"
            onClick={() => go('/pages/fund/index')}
            data-testid="trade-funds"
          >
            <FundsSummary funds={funds.data} currency={DISPLAY_CURRENCY} />
            <span className="funds-card-more">
              <Icon name="RightOutline" />
            </span>
          </button>
          <FundsLinks links={['transactions', 'transfer', 'deposit']} />
        </div>
        <SectionTabs
          activeKey={section}
          onChange={setSection}
          className="funding-tabs trade-tabs"
          tabs={[
            { key: 'positions', title: t('trade.positions') },
            {
              key: 'orders',
              title:
                pendingOrders.length > 0
                  ? `${t('trade.pendingOrders')} (${pending.data?.pages[0]?.total ?? pendingOrders.length})`
                  : t('trade.pendingOrders'),
            },
            { key: 'history', title: t('trade.history') },
            { key: 'closed', title: t('trade.closedPositions') },
          ]}
        />
        <div className="padded-block">
          {section === 'positions' &&
            (positions.data ? (
              <PositionList
                positions={positions.data}
                onError={onError}
                onClosed={(order) => {
                  toast(closeOutcomeText(order, t));
                }}
                emptyAction={
                  <Button
                    color="primary"
                    fill="outline"
                    onClick={() => ignoreRefusal(nav.switchTab({ url: MARKET_TAB }))}
                  >
                    {t('trade.browseMarkets')}
                  </Button>
                }
              />
            ) : (
              <p className="muted center-text">{t('common.loading')}</p>
            ))}
          {section === 'orders' &&
            (pending.data ? (
              <OrderList
                kind="open"
                orders={pendingOrders}
                hasMore={pending.hasNextPage}
                loadMore={() => pending.fetchNextPage()}
              />
            ) : (
              <p className="muted center-text">{t('common.loading')}</p>
            ))}
          {section === 'history' &&
            (history.data ? (
              <OrderList
                kind="history"
                orders={flattenOrders(history.data.pages)}
                hasMore={history.hasNextPage}
                loadMore={() => history.fetchNextPage()}
              />
            ) : (
              <p className="muted center-text">{t('common.loading')}</p>
            ))}
          {section === 'closed' &&
            (closed.data ? (
              <ClosedPositionList
                positions={closed.data.pages.flatMap((item) => item.items)}
                hasMore={closed.hasNextPage}
                loadMore={() => closed.fetchNextPage()}
              />
            ) : (
              <p className="muted center-text">{t('common.loading')}</p>
            ))}
        </div>
      </div>
    </Refreshable>
  );
};
