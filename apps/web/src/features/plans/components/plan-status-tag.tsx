import type { PlanView } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import './plans.css';

/** Active, paused or cancelled, as a chip in the AA shades of its meaning. */
export const PlanStatusTag = ({ status }: { status: PlanView['status'] }) => {
  const { t } = useTranslation();
  return (
    <span className={`plan-status plan-status-${status}`} data-testid="plan-status">
      {t(`plans.status.${status}`)}
    </span>
  );
};
