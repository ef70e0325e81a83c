import type { PlanView } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { RecordRow } from '../../../components/display/record-row';
import { formatDateTime } from '../../../lib/format/instant';
import { useLanguageStore } from '../../../stores/language-store';
import { describePlan, isBasket } from '../utils/plan-text';
import { PlanComponentList } from './plan-component-list';
import { PlanNextPurchase } from './plan-next-purchase';
import { PlanStatusTag } from './plan-status-tag';
import { PlanTitle } from './plan-title';
import './basket.css';
import './plans.css';

/** A plan's head on its page: the instrument or basket, its terms in words, its status and next purchase. */
export const PlanOverview = ({ plan }: { plan: PlanView }) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  return (
    <section className="info-card plan-overview" data-testid="plan-overview">
      <div className="plan-card-head">
        <PlanTitle plan={plan} />
        <PlanStatusTag status={plan.status} />
      </div>
      <p className="plan-description big" data-testid="plan-description">
        {describePlan(plan, plan.currency, language, t)}
      </p>
      {isBasket(plan) && <PlanComponentList terms={plan} currency={plan.currency} />}
      <PlanNextPurchase plan={plan} />
      <dl className="record-rows plan-overview-rows">
        <RecordRow label={t('plans.authorisedAt')} plain>
          {formatDateTime(plan.authorisedAt, language)}
        </RecordRow>
        <RecordRow label={t('plans.createdAt')} plain>
          {formatDateTime(plan.createdAt, language)}
        </RecordRow>
      </dl>
    </section>
  );
};
