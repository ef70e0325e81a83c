import type { PlanView } from '@brokerage/shared';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { InstrumentKeyLabel } from '../../../components/market/instrument-key-label';
import { formatDayWithWeekday } from '../../../lib/format/date-time';
import { useInstrument } from '../../../lib/market/get-instrument';
import { useLanguageStore } from '../../../stores/language-store';
import { describePlan } from '../utils/plan-text';
import { PlanNextPurchase } from './plan-next-purchase';
import { PlanRunOutcome } from './plan-run-outcome';
import { PlanStatusTag } from './plan-status-tag';
import './plans.css';

/**
 * One plan in the list: the instrument, what it buys and when, its status, its next purchase
 * and how its last run went. A tap opens the plan.
 */
export const PlanCard = ({ plan, onOpen }: { plan: PlanView; onOpen: () => void }) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const name = useInstrument(plan.key).data?.name;
  const run = plan.lastRun;
  return (
    <button
      type="button"
      className={`record-card as-button plan-card plan-card-${plan.status}`}
      onClick={onOpen}
      data-testid="plan-card"
      data-plan={plan.id}
    >
      <span className="plan-card-head">
        <span className="plan-card-title">
          <span className="record-title">
            <InstrumentKeyLabel instrumentKey={plan.key} />
          </span>
          {name && <span className="plan-card-name ellipsis muted">{name}</span>}
        </span>
        <PlanStatusTag status={plan.status} />
        <RightOutline className="plan-card-chevron" aria-hidden="true" />
      </span>
      <span className="plan-description" data-testid="plan-description">
        {describePlan(plan, plan.currency, language, t)}
      </span>
      <PlanNextPurchase plan={plan} />
      <span className="plan-last-run">
        <span className="muted">{t('plans.lastRun')}</span>{' '}
        {run ? (
          <>
            <PlanRunOutcome
              run={run}
              instrumentKey={plan.key}
              currency={plan.currency}
              testId="plan-last-run"
            />{' '}
            <span className="muted">· {formatDayWithWeekday(run.runOn, language)}</span>
          </>
        ) : (
          <span className="muted" data-testid="plan-last-run">
            {t('plans.noRunYet')}
          </span>
        )}
      </span>
    </button>
  );
};
