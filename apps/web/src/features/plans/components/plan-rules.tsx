import { useTranslation } from 'react-i18next';
import './plans.css';

const RULES = ['date', 'notToday', 'amount', 'cash', 'pause'] as const;

/** The published rule of recurring plans, in plain words. */
export const PlanRules = ({ title = true }: { title?: boolean }) => {
  const { t } = useTranslation();
  return (
    <section className="plan-rules" data-testid="plan-rules">
      {title && <h4 className="plan-rules-title">{t('plans.rulesTitle')}</h4>}
      <ul>
        {RULES.map((rule) => (
          <li key={rule}>{t(`plans.rules.${rule}`)}</li>
        ))}
      </ul>
    </section>
  );
};
