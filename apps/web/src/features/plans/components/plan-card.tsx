import { symbolOf, type PlanView } from '@brokerage/shared';
import { Icon } from '../../../components/icon/icon';
import { useTranslation } from 'react-i18next';
import { formatDayWithWeekday } from '../../../lib/format/date-time';
import { useLanguageStore } from '../../../stores/language-store';
import { describePlan, isBasket } from '../utils/plan-text';
import { PlanNextPurchase } from './plan-next-purchase';
import { PlanRunOutcome } from './plan-run-outcome';
import { PlanStatusTag } from './plan-status-tag';
import { PlanTitle } from './plan-title';
import './basket.css';
import './plans.css';

/**
 * One plan in the list: the instrument (or the basket), what it buys and when, its status, its
 * next purchase and how its last date's runs went. A tap opens the plan.
 */
export const PlanCard = ({ plan, onOpen }: { plan: PlanView; onOpen: () => void }) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const [first] = plan.lastRuns;
  return (
    <button
      type="button"
      className={`record-card as-button plan-card plan-card-${plan.status}`}
      onClick={onOpen}
      data-testid="plan-card"
      data-plan={plan.id}
    >
      <span className="plan-card-head">
        <PlanTitle plan={plan} />
        <PlanStatusTag status={plan.status} />
        <Icon name="RightOutline" className="plan-card-chevron" aria-hidden="true" />
      </span>
      <span className="plan-description" data-testid="plan-description">
        {describePlan(plan, plan.currency, language, t)}
      </span>
      <PlanNextPurchase plan={plan} />
      <span className="plan-last-run">
        <span className="muted">{t('plans.lastRun')}</span>{' '}
        {!first ? (
          <span className="muted" data-testid="plan-last-run">
            {t('plans.noRunYet')}
          </span>
        ) : isBasket(plan) ? (
          <>
            <span className="muted">{formatDayWithWeekday(first.runOn, language)}</span>
            <span className="plan-run-parts">
              {plan.lastRuns.map((run) => (
                <span key={run.id} className="plan-run-part">
                  <span className="strong plan-run-symbol">{symbolOf(run.key)}</span>
                  <PlanRunOutcome
                    run={run}
                    instrumentKey={run.key}
                    currency={plan.currency}
                    testId="plan-last-run"
                  />
                </span>
              ))}
            </span>
          </>
        ) : (
          <>
            <PlanRunOutcome
              run={first}
              instrumentKey={first.key}
              currency={plan.currency}
              testId="plan-last-run"
            />{' '}
            <span className="muted">· {formatDayWithWeekday(first.runOn, language)}</span>
          </>
        )}
      </span>
    </button>
  );
};
