import { ErrorBlock } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/feedback/load-failed';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import { DelayedLoading } from '../../components/page/delayed-loading';
import type { PageProps } from '../../components/page/lazy-page';
import { PLAN_BASKET_PATH } from '../../config/paths';
import { flattenRuns, usePlanRuns } from '../../features/plans/api/get-plan-runs';
import { usePlan } from '../../features/plans/api/get-plans';
import { PlanActions } from '../../features/plans/components/plan-actions';
import { PlanOverview } from '../../features/plans/components/plan-overview';
import { PlanRules } from '../../features/plans/components/plan-rules';
import { PlanRunsList } from '../../features/plans/components/plan-runs-list';
import { PlanSheet } from '../../features/plans/components/plan-sheet';
import '../../features/plans/components/plans.css';
import { isBasket, leadKey } from '../../features/plans/utils/plan-text';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { Refreshable } from '../../lib/ui/refresh';
import { useUserStore } from '../../stores/user-store';

/**
 * /pages/profile/plan?id=N: one recurring plan, its terms and next purchase, pause or resume,
 * change (with the pay password again) or cancel, and what each of its dates bought.
 */
export const PlanDetailPage = ({ query }: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  const id = Number(query.id);
  const valid = Number.isInteger(id) && id > 0;
  const enabled = token !== '' && valid;
  const plan = usePlan(id, { enabled });
  const runs = usePlanRuns(id, { enabled });
  const [changing, setChanging] = useState(false);
  if (!token) return <LoginPrompt />;
  if (valid && plan.data === undefined) {
    if (plan.isError)
      return <LoadFailed testId="plan-load-failed" onRetry={() => void plan.refetch()} />;
    return <DelayedLoading />;
  }
  if (!valid || !plan.data)
    return (
      <div className="funding-page padded" data-testid="plan-missing">
        <ErrorBlock status="empty" title={t('plans.notFound')} description="" />
      </div>
    );
  const data = plan.data;
  return (
    <Refreshable onRefresh={() => Promise.all([plan.refetch(), runs.refetch()])}>
      <div className="funding-page padded plan-detail-page" data-testid="plan-detail">
        <PlanOverview plan={data} />
        <PlanActions
          plan={data}
          // A plan of one instrument changes in the sheet, a basket on the basket's screen.
          onChange={
            isBasket(data)
              ? () => ignoreRefusal(nav.navigateTo({ url: `${PLAN_BASKET_PATH}?id=${data.id}` }))
              : () => setChanging(true)
          }
        />
        <PlanRunsList
          plan={data}
          runs={flattenRuns(runs.data?.pages)}
          loaded={runs.data !== undefined}
          hasMore={runs.hasNextPage}
          loadMore={() => runs.fetchNextPage()}
        />
        <div className="info-card">
          <PlanRules />
        </div>
        {data.status !== 'cancelled' && !isBasket(data) && (
          <PlanSheet
            visible={changing}
            instrumentKey={leadKey(data)}
            plan={data}
            onClose={() => setChanging(false)}
          />
        )}
      </div>
    </Refreshable>
  );
};
