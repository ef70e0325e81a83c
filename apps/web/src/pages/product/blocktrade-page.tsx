import type { BlockDealView } from '@brokerage/shared';
import { ErrorBlock } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureHandler } from '../../components/feedback/use-failure-handler';
import type { PageProps } from '../../components/page/lazy-page';
import { LOGIN_PATH } from '../../config/paths';
import { useBlockDeals } from '../../features/blocktrade/api/get-block-deals';
import { BlockBuyPopup } from '../../features/blocktrade/components/block-buy-popup';
import { BlockDealCard } from '../../features/blocktrade/components/block-deal-card';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { toast } from '../../lib/ui/notify';
import { Refreshable } from '../../lib/ui/refresh';
import { useUserStore } from '../../stores/user-store';

/** /pages/product/blocktrade: open block deals; buying goes through the order path. */
export const BlockTradePage = (_props: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  const onError = useFailureHandler();
  const deals = useBlockDeals();
  const [buying, setBuying] = useState<BlockDealView | undefined>();

  return (
    <Refreshable onRefresh={() => deals.refetch()}>
      <div className="funding-page padded" data-testid="blocktrade-page">
        <p className="muted small block-intro">{t('blocktrade.intro')}</p>
        {deals.data ? (
          deals.data.length === 0 ? (
            <ErrorBlock status="empty" title={t('blocktrade.empty')} description="" />
          ) : (
            <div className="record-list">
              {deals.data.map((deal) => (
                <BlockDealCard
                  key={deal.id}
                  deal={deal}
                  onBuy={(item) =>
                    token ? setBuying(item) : ignoreRefusal(nav.navigateTo({ url: LOGIN_PATH }))
                  }
                />
              ))}
            </div>
          )
        ) : (
          <p className="muted center-text">{t('common.loading')}</p>
        )}
        <BlockBuyPopup
          deal={buying}
          onClose={() => setBuying(undefined)}
          onError={onError}
          onDone={(order) => {
            setBuying(undefined);
            toast(order.status === 'filled' ? t('trade.filled') : t('trade.placedPending'));
          }}
        />
      </div>
    </Refreshable>
  );
};
