import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { NewBasketButton } from './new-basket-button';
import { PlanRules } from './plan-rules';
import './basket.css';
import './plans.css';

/** No plan yet: what a plan is, how to start one (of a stock, or a basket), and its rule. */
export const PlansEmpty = ({
  onFindStock,
  onNewBasket,
}: {
  onFindStock: () => void;
  onNewBasket: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <div className="plans-empty" data-testid="plans-empty">
      <ErrorBlock status="empty" title={t('plans.empty')} description={t('plans.emptyHint')} />
      <Button block color="primary" onClick={onFindStock} data-testid="plans-find-stock">
        {t('plans.findStock')}
      </Button>
      <NewBasketButton onClick={onNewBasket} block />
      <div className="info-card">
        <PlanRules />
      </div>
    </div>
  );
};
