import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/feedback/load-failed';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import { DelayedLoading } from '../../components/page/delayed-loading';
import type { PageProps } from '../../components/page/lazy-page';
import { PLAN_BASKET_PATH, PLAN_PATH, SEARCH_PATH } from '../../config/paths';
import { usePlans } from '../../features/plans/api/get-plans';
import { NewBasketButton } from '../../features/plans/components/new-basket-button';
import { PlanCard } from '../../features/plans/components/plan-card';
import { PlansEmpty } from '../../features/plans/components/plans-empty';
import '../../features/plans/components/plans.css';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { Refreshable } from '../../lib/ui/refresh';
import { useUserStore } from '../../stores/user-store';

/**
 * /pages/profile/plans (issue 30 item 2): the customer's recurring plans, newest first,
 * cancelled ones included, each with its next purchase and its last run. A plan of one stock
 * is set up from its quote page ("Invest regularly"), a basket from here ("New basket").
 */
export const PlansPage = (_props: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  const plans = usePlans({ enabled: token !== '' });
  if (!token) return <LoginPrompt />;
  const newBasket = () => ignoreRefusal(nav.navigateTo({ url: PLAN_BASKET_PATH }));
  if (!plans.data) {
    if (plans.isError)
      return <LoadFailed testId="plans-load-failed" onRetry={() => void plans.refetch()} />;
    return <DelayedLoading />;
  }
  return (
    <Refreshable onRefresh={() => plans.refetch()}>
      <div className="funding-page padded plans-page" data-testid="plans-page">
        {plans.data.length === 0 ? (
          <PlansEmpty
            onFindStock={() => ignoreRefusal(nav.navigateTo({ url: SEARCH_PATH }))}
            onNewBasket={newBasket}
          />
        ) : (
          <>
            <div className="plans-head">
              <p className="muted small plans-intro">{t('plans.intro')}</p>
              <NewBasketButton onClick={newBasket} />
            </div>
            <div className="record-list" data-testid="plans-list">
              {plans.data.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  onOpen={() =>
                    ignoreRefusal(nav.navigateTo({ url: `${PLAN_PATH}?id=${plan.id}` }))
                  }
                />
              ))}
            </div>
          </>
        )}
      </div>
    </Refreshable>
  );
};
