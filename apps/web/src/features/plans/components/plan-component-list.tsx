import { formatMoney, positiveAmount, symbolOf, type PlanView } from '@brokerage/shared';
import { planPartAmounts } from '@brokerage/shared/investment-plans';
import { useTranslation } from 'react-i18next';
import { useInstrument } from '../../../lib/market/get-instrument';
import { useLanguageStore } from '../../../stores/language-store';
import { componentPart, type ComponentShown } from '../utils/plan-text';
import './basket.css';

const ComponentRow = ({ component, part }: { component: ComponentShown; part?: string }) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const name = useInstrument(component.key).data?.name;
  return (
    <li className="plan-component" data-testid="plan-component" data-key={component.key}>
      <span className="plan-component-ident">
        <span className="strong">{symbolOf(component.key)}</span>
        {name && <span className="plan-component-name muted ellipsis">{name}</span>}
      </span>
      <span className="plan-component-figures amount">
        <span data-testid="plan-component-part">{componentPart(component, language, t)}</span>
        {part && (
          <span className="plan-component-amount muted" data-testid="plan-component-amount">
            {part}
          </span>
        )}
      </span>
    </li>
  );
};

/**
 * A basket's instruments, one row each: the symbol and name on the left; on the right its
 * percent with its part of the amount (planPartAmounts, rounded down to the currency's unit),
 * or its shares.
 */
export const PlanComponentList = ({
  terms,
  currency,
}: {
  terms: { kind: PlanView['kind']; amount?: string | null; components: ComponentShown[] };
  currency: string;
}) => {
  const language = useLanguageStore((state) => state.key);
  const amount = terms.amount ?? '';
  const parts =
    terms.kind === 'amount' && positiveAmount.safeParse(amount).success
      ? planPartAmounts(
          amount,
          terms.components.map((component) => component.weight ?? 0),
          currency,
        )
      : [];
  return (
    <ul className="plan-components" data-testid="plan-components">
      {terms.components.map((component, index) => {
        const part = parts[index];
        return (
          <ComponentRow
            key={component.key}
            component={component}
            part={part && `${formatMoney(part.toFixed(), currency, language)} ${currency}`}
          />
        );
      })}
    </ul>
  );
};
