import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/feedback/load-failed';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import { DelayedLoading } from '../../components/page/delayed-loading';
import type { PageProps } from '../../components/page/lazy-page';
import { usePlan } from '../../features/plans/api/get-plans';
import { BasketForm } from '../../features/plans/components/basket-form';
import '../../features/plans/components/plans.css';
import { useNavigation } from '../../lib/navigation/use-navigation';
import { useUserStore } from '../../stores/user-store';

/**
 * /pages/profile/plans/basket (issue 30 item 2): a recurring plan that buys a basket of up to
 * ten instruments of one market; with `?id=N`, that plan's terms to change.
 */
export const PlanBasketPage = ({ query }: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  const changing = query.id !== undefined;
  const id = Number(query.id);
  const valid = Number.isInteger(id) && id > 0;
  const plan = usePlan(id, { enabled: token !== '' && valid });
  if (!token) return <LoginPrompt />;
  if (changing && valid && plan.data === undefined) {
    if (plan.isError)
      return <LoadFailed testId="plan-load-failed" onRetry={() => void plan.refetch()} />;
    return <DelayedLoading />;
  }
  // A cancelled plan never changes again.
  if (changing && (!plan.data || plan.data.status === 'cancelled'))
    return (
      <div className="funding-page padded" data-testid="plan-missing">
        <ErrorBlock status="empty" title={t('plans.notFound')} description="" />
      </div>
    );
  return (
    <div className="funding-page padded plan-basket-page" data-testid="plan-basket-page">
      <BasketForm
        key={plan.data?.id ?? 'new'}
        plan={plan.data ?? undefined}
        onDone={() => nav.navigateBack()}
      />
    </div>
  );
};
