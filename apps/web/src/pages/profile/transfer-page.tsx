import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import { useFailureHandler } from '../../components/feedback/use-failure-handler';
import type { PageProps } from '../../components/page/lazy-page';
import { useFunds } from '../../features/funds/api/get-funds';
import { TransferForm } from '../../features/transfer/components/transfer-form';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { toast } from '../../lib/ui/notify';
import { useMarketStore } from '../../stores/market-store';
import { useUserStore } from '../../stores/user-store';

/**
 * /pages/profile/transfer: money between the customer's own currency accounts. From the order
 * screen it opens as `?to=HKD&need=1234.56`: the target chosen and the amount that buys what
 * the order needs filled in at the quoted rate (issue 19 item 5); with `&back=1` (the funding
 * help of a money screen) a done conversion returns there (issue 31 item 5).
 */
export const TransferPage = ({ query }: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  const currencies = useMarketStore((state) => state.currencies);
  const onError = useFailureHandler();
  const funds = useFunds('USD', { enabled: token !== '' });
  if (!token) return <LoginPrompt />;

  const own = funds.data?.accounts.map(({ currency, available }) => ({ currency, available }));
  return (
    <div className="funding-page padded" data-testid="transfer-page">
      {own && currencies.length > 0 ? (
        <TransferForm
          own={own.length > 0 ? own : [{ currency: 'USD', available: '0' }]}
          currencies={currencies}
          initialTo={query.to}
          need={query.need}
          onError={onError}
          onDone={() => {
            if (query.back !== '1') {
              toast(t('transfer.done'));
              return;
            }
            toast(t('transfer.backTo'));
            nav.navigateBack();
          }}
        />
      ) : (
        <p className="muted center-text">{t('common.loading')}</p>
      )}
      <button
        type="button"
        className="link-button records-link"
        onClick={() =>
          ignoreRefusal(nav.navigateTo({ url: '/pages/profile/transcation?type=transfer' }))
        }
      >
        {t('transfer.records')}
      </button>
    </div>
  );
};
