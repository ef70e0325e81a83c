import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../components/page/lazy-page';
import { useIpo } from '../../features/ipo/api/ipo-queries';
import { IpoDrawCard } from '../../features/ipo/components/ipo-draw-card';
import { IpoTerms } from '../../features/ipo/components/ipo-terms';
import '../../features/ipo/components/ipo.css';
import { loginUrlFromHere } from '../../lib/navigation/return-after-login';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { Refreshable } from '../../lib/ui/refresh';
import { useUserStore } from '../../stores/user-store';

/** /pages/product/newstock?id=N: every term of the offering, its draw once made, subscribe. */
export const NewStockPage = ({ query }: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  const id = Number(query.id);
  const valid = Number.isInteger(id) && id > 0;
  const ipo = useIpo(id, { enabled: valid });
  if (!valid || ipo.error)
    return (
      <div className="ipo-page padded">
        <ErrorBlock status="empty" title={t('ipo.notFound')} description="" />
      </div>
    );
  const data = ipo.data;
  const drawn = data?.status === 'allotted' || data?.status === 'listed';
  return (
    <Refreshable onRefresh={() => ipo.refetch()}>
      <div className="ipo-page padded" data-testid="newstock-page">
        {!data ? (
          <p className="muted center-text">{t('common.loading')}</p>
        ) : (
          <>
            <IpoTerms ipo={data} />
            <IpoDrawCard offeringId={data.id} enabled={drawn} />
            <div className="ipo-actions">
              {data.status === 'open' && (
                <Button
                  block
                  color="primary"
                  size="large"
                  data-testid="ipo-go-subscribe"
                  onClick={() =>
                    ignoreRefusal(
                      nav.navigateTo({
                        url: token ? `/pages/payment/newstock?id=${data.id}` : loginUrlFromHere(),
                      }),
                    )
                  }
                >
                  {t('ipo.subscribe')}
                </Button>
              )}
              {data.status === 'listed' && (
                <Button
                  block
                  fill="outline"
                  color="primary"
                  onClick={() =>
                    ignoreRefusal(nav.navigateTo({ url: `/pages/quote/stock?key=${data.key}` }))
                  }
                >
                  {t('ipo.openQuote')}
                </Button>
              )}
            </div>
          </>
        )}
      </div>
    </Refreshable>
  );
};
