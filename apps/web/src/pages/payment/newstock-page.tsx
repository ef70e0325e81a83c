import type { IpoSubscriptionView } from '@brokerage/shared';
import { Button, ErrorBlock, Result } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import { useFailureHandler } from '../../components/feedback/use-failure-handler';
import type { PageProps } from '../../components/page/lazy-page';
import { useIpo } from '../../features/ipo/api/ipo-queries';
import { IpoSubscribeForm } from '../../features/ipo/components/ipo-subscribe-form';
import '../../features/ipo/components/ipo.css';
import { IpoSubscriptionCard } from '../../features/ipo/components/my-ipo-subscriptions';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { useUserStore } from '../../stores/user-store';

/** /pages/payment/newstock?id=N: subscribe in whole lots with the pay password; see the hold. */
export const NewStockPaymentPage = ({ query }: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const onError = useFailureHandler();
  const token = useUserStore((state) => state.token);
  const id = Number(query.id);
  const valid = Number.isInteger(id) && id > 0;
  const ipo = useIpo(id, { enabled: valid && token !== '' });
  const [done, setDone] = useState<IpoSubscriptionView | undefined>();
  if (!token) return <LoginPrompt />;
  if (!valid || ipo.error)
    return (
      <div className="ipo-page padded">
        <ErrorBlock status="empty" title={t('ipo.notFound')} description="" />
      </div>
    );
  if (done)
    return (
      <div className="ipo-page padded" data-testid="ipo-subscribed">
        <Result
          status="success"
          title={t('ipo.subscribedTitle')}
          description={t('ipo.subscribedBody')}
        />
        <IpoSubscriptionCard subscription={done} />
        <div className="ipo-actions">
          <Button
            block
            color="primary"
            onClick={() => ignoreRefusal(nav.navigateTo({ url: '/pages/product/ipo/index' }))}
          >
            {t('ipo.backToList')}
          </Button>
          <Button
            block
            fill="outline"
            color="primary"
            onClick={() => ignoreRefusal(nav.navigateTo({ url: '/pages/fund/index' }))}
          >
            {t('ipo.seeFunds')}
          </Button>
        </div>
      </div>
    );
  return (
    <div className="ipo-page padded" data-testid="newstock-payment-page">
      {ipo.data ? (
        <IpoSubscribeForm ipo={ipo.data} onDone={setDone} onError={onError} />
      ) : (
        <p className="muted center-text">{t('common.loading')}</p>
      )}
    </div>
  );
};
