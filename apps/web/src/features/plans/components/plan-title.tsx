import type { PlanView } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { InstrumentKeyLabel } from '../../../components/market/instrument-key-label';
import { useInstrument } from '../../../lib/market/get-instrument';
import { useLanguageStore } from '../../../stores/language-store';
import { basketText, isBasket, leadKey } from '../utils/plan-text';
import './basket.css';
import './plans.css';

/**
 * What a plan buys, as its card and page head name it: one instrument with its name, or a
 * basket's instruments with each one's part.
 */
export const PlanTitle = ({ plan }: { plan: PlanView }) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const basket = isBasket(plan);
  const name = useInstrument(basket ? '' : leadKey(plan)).data?.name;
  return (
    <span className="plan-card-title">
      <span className={basket ? 'record-title plan-basket-title' : 'record-title'}>
        {basket ? (
          <span data-testid="plan-basket">{basketText(plan.components, language, t)}</span>
        ) : (
          <InstrumentKeyLabel instrumentKey={leadKey(plan)} />
        )}
      </span>
      {name && <span className="plan-card-name ellipsis muted">{name}</span>}
    </span>
  );
};
