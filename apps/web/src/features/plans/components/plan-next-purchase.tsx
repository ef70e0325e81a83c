import type { PlanView } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { formatDayWithWeekday } from '../../../lib/format/date-time';
import { useLanguageStore } from '../../../stores/language-store';
import { movedFrom } from '../utils/plan-text';
import './plans.css';

/**
 * When the plan buys next: the trading day it buys on, and, when its date falls on a day the
 * market is closed, the date it moved from. A paused plan skips its dates and a cancelled one
 * buys nothing more: each says so instead of a date. Spans shown as blocks: it also sits in a
 * card that is a button.
 */
export const PlanNextPurchase = ({ plan }: { plan: PlanView }) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  if (plan.status === 'paused')
    return (
      <span className="plan-note plan-note-paused" data-testid="plan-paused-note">
        {t('plans.pausedNote')}
      </span>
    );
  if (plan.status === 'cancelled' || !plan.nextRunOn)
    return (
      <span className="plan-note muted" data-testid="plan-cancelled-note">
        {t('plans.cancelledNote')}
      </span>
    );
  const moved = movedFrom(plan);
  return (
    <span className="plan-next">
      <span className="plan-next-date" data-testid="plan-next" data-date={plan.nextRunOn}>
        {t('plans.nextPurchase', { date: formatDayWithWeekday(plan.nextRunOn, language) })}
      </span>
      {moved && (
        <span className="plan-moved muted" data-testid="plan-moved">
          {t('plans.moved', { date: formatDayWithWeekday(moved, language) })}
        </span>
      )}
    </span>
  );
};
