import type { BlockDealView } from '@brokerage/shared';
import { ErrorBlock } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { loginUrlFromHere } from '../../../lib/navigation/return-after-login';
import { ignoreRefusal, useNavigation } from '../../../lib/navigation/use-navigation';
import { toast } from '../../../lib/ui/notify';
import { useUserStore } from '../../../stores/user-store';
import { useBlockDeals } from '../api/get-block-deals';
import { BlockBuyPopup } from './block-buy-popup';
import { BlockDealCard } from './block-deal-card';

/**
 * The open block deals with their buy sheet, on the block trade page and on the Markets tab's
 * Block Trading tab (both read one cached query). Visitors who tap Buy are sent to log in.
 */
export const BlockDealList = () => {
  const { t } = useTranslation();
  const deals = useBlockDeals();
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  const onError = useFailureHandler();
  const [buying, setBuying] = useState<BlockDealView | undefined>();

  return (
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
                  token
                    ? setBuying(item)
                    : ignoreRefusal(nav.navigateTo({ url: loginUrlFromHere() }))
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
  );
};
