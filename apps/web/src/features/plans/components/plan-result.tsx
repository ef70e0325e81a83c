import type { PlanView } from '@brokerage/shared';
import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDayWithWeekday } from '../../../lib/format/date-time';
import { useLanguageStore } from '../../../stores/language-store';
import { basketText, describePlan, isBasket, movedFrom } from '../utils/plan-text';
import { PlanNextPurchase } from './plan-next-purchase';
import './basket.css';
import './plans.css';

/**
 * After the pay password: the plan as the server answered it, with the real date of its first
 * (or next) purchase, which only the server knows (the market's holidays).
 */
export const PlanResult = ({
  plan,
  changed,
  onDone,
  onSeePlans,
}: {
  plan: PlanView;
  changed: boolean;
  onDone: () => void;
  onSeePlans?: () => void;
}) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const moved = movedFrom(plan);
  return (
    <div className="plan-result" data-testid="plan-result">
      <Result
        status="success"
        title={changed ? t('plans.changed') : t('plans.created')}
        description={describePlan(plan, plan.currency, language, t)}
      />
      {isBasket(plan) && plan.kind === 'amount' && (
        <p className="plan-result-basket" data-testid="plan-result-basket">
          {basketText(plan.components, language, t)}
        </p>
      )}
      {changed || !plan.nextRunOn ? (
        <PlanNextPurchase plan={plan} />
      ) : (
        <p className="plan-first-date" data-testid="plan-first-date" data-date={plan.nextRunOn}>
          {t('plans.firstPurchase', { date: formatDayWithWeekday(plan.nextRunOn, language) })}
          {moved && (
            <span className="plan-moved muted" data-testid="plan-moved">
              {t('plans.moved', { date: formatDayWithWeekday(moved, language) })}
            </span>
          )}
        </p>
      )}
      <div className="plan-result-actions">
        {onSeePlans && (
          <Button
            block
            fill="outline"
            color="primary"
            onClick={onSeePlans}
            data-testid="plan-see-all"
          >
            {t('plans.seePlans')}
          </Button>
        )}
        <Button block color="primary" onClick={onDone} data-testid="plan-done">
          {t('plans.done')}
        </Button>
      </div>
    </div>
  );
};
