import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PlanRules } from './plan-rules';
import './plans.css';

/** No plan yet: what a plan is, how to start one, and its rule. */
export const PlansEmpty = ({ onFindStock }: { onFindStock: () => void }) => {
  const { t } = useTranslation();
  return (
    <div className="plans-empty" data-testid="plans-empty">
      <ErrorBlock status="empty" title={t('plans.empty')} description={t('plans.emptyHint')} />
      <Button block color="primary" onClick={onFindStock} data-testid="plans-find-stock">
        {t('plans.findStock')}
      </Button>
      <div className="info-card">
        <PlanRules />
      </div>
    </div>
  );
};
