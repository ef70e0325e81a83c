import { formatMoney, symbolOf, type Decimal, type InstrumentView } from '@brokerage/shared';
import { Input } from 'antd-mobile';
import { Icon } from '../../../components/icon/icon';
import { useTranslation } from 'react-i18next';
import { FieldError, FieldScope } from '../../../components/forms/form-field';
import { QuantityInput } from '../../../components/forms/quantity-input';
import { useLanguageStore } from '../../../stores/language-store';
import {
  basketParts,
  weightTotal,
  type BasketInput,
  type BasketProblems,
  type BasketRow,
} from '../utils/basket-input';
import type { InputProblem } from '../utils/plan-input';
import { percentText } from '../utils/plan-text';
import './basket.css';

const ProblemLine = ({ problem, testId }: { problem?: InputProblem; testId: string }) => {
  const { t } = useTranslation();
  return <FieldError message={problem && t(problem.key, problem.values)} testId={testId} />;
};

/**
 * One instrument of the basket: its symbol and name; its whole percent and the part of the
 * amount that buys it, or its shares; a button that takes it out.
 */
const BasketRowView = ({
  row,
  kind,
  instrument,
  part,
  problem,
  onChange,
  onRemove,
}: {
  row: BasketRow;
  kind: BasketInput['kind'];
  instrument: InstrumentView | undefined;
  part: string | undefined;
  problem: InputProblem | undefined;
  onChange: (patch: Partial<Omit<BasketRow, 'key'>>) => void;
  onRemove: () => void;
}) => {
  const { t } = useTranslation();
  const symbol = symbolOf(row.key);
  const lotSize = instrument?.lotSize ?? 1;
  return (
    <li
      className={`basket-row basket-row-${kind}`}
      data-testid="basket-row"
      data-key={row.key}
      data-invalid={problem ? 'true' : undefined}
    >
      <FieldScope>
        <span className="basket-row-ident">
          <span className="strong">{symbol}</span>
          {instrument && <span className="basket-row-name muted ellipsis">{instrument.name}</span>}
        </span>
        {kind === 'amount' ? (
          <>
            <span className="basket-weight">
              <Input
                className="basket-weight-input"
                value={row.weight}
                onChange={(weight) => onChange({ weight })}
                inputMode="numeric"
                autoComplete="off"
                maxLength={3}
                placeholder="0"
                aria-label={t('plans.basket.weightOf', { symbol })}
                aria-invalid={problem !== undefined}
                data-testid="basket-weight"
              />
              <span className="basket-weight-sign" aria-hidden="true">
                %
              </span>
            </span>
            <span className="basket-part amount" data-testid="basket-part">
              {part ?? '–'}
            </span>
          </>
        ) : (
          <span className="basket-quantity">
            <QuantityInput
              id={`basket-quantity-${row.key}`}
              className="basket-quantity-input"
              value={row.quantity}
              onChange={(quantity) => onChange({ quantity })}
              placeholder={String(lotSize)}
              testId="basket-quantity"
            />
          </span>
        )}
        <button
          type="button"
          className="icon-button basket-remove"
          onClick={onRemove}
          aria-label={t('plans.basket.remove', { symbol })}
          data-testid="basket-remove"
        >
          <Icon name="DeleteOutline" />
        </button>
        <span className="basket-row-problem">
          <ProblemLine problem={problem} testId="basket-row-error" />
          {kind === 'quantity' && lotSize > 1 && (
            <span className="muted small">{t('trade.lotSize', { lot: lotSize })}</span>
          )}
        </span>
      </FieldScope>
    </li>
  );
};

/**
 * The basket's instruments with each one's part, and, in an amount plan, the live total of
 * the percents: red while it is not 100 (the rule is said under it once the customer tried to
 * go on), with the parts the amount is split into.
 */
export const BasketRows = ({
  input,
  currency,
  instruments,
  problems,
  onChangeRow,
  onRemoveRow,
}: {
  input: BasketInput;
  currency: string | undefined;
  instruments: Readonly<Record<string, InstrumentView | undefined>>;
  /** Shown once the customer tried to go on. */
  problems: BasketProblems | undefined;
  onChangeRow: (index: number, patch: Partial<Omit<BasketRow, 'key'>>) => void;
  onRemoveRow: (index: number) => void;
}) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const parts = currency ? basketParts(input, currency) : undefined;
  const money = (value: string) =>
    currency ? `${formatMoney(value, currency, language)} ${currency}` : value;
  const total = weightTotal(input.rows);
  const known = parts?.filter((part): part is Decimal => part !== undefined) ?? [];
  // The parts add up to the amount less what rounding down leaves, once every row has its part.
  const partsTotal =
    known.length > 0 && known.length === input.rows.length
      ? known.reduce((sum, part) => sum.plus(part))
      : undefined;
  return (
    <>
      {input.rows.length > 0 && (
        <ul className="basket-rows" data-testid="basket-rows">
          {input.rows.map((row, index) => {
            const part = parts?.[index];
            return (
              <BasketRowView
                key={row.key}
                row={row}
                kind={input.kind}
                instrument={instruments[row.key]}
                part={part && money(part.toFixed())}
                problem={problems?.rows[index]}
                onChange={(patch) => onChangeRow(index, patch)}
                onRemove={() => onRemoveRow(index)}
              />
            );
          })}
        </ul>
      )}
      {input.kind === 'amount' && input.rows.length > 0 && (
        <div
          className={`basket-total ${total === 100 ? '' : 'basket-total-off'}`}
          data-testid="basket-total"
          data-valid={total === 100 ? 'true' : 'false'}
        >
          <span className="basket-total-label">{t('plans.basket.total')}</span>
          <span className="basket-total-weight amount" data-testid="basket-total-weight">
            {percentText(total, language)}
          </span>
          <span className="basket-part amount muted" data-testid="basket-total-amount">
            {partsTotal ? money(partsTotal.toFixed()) : ''}
          </span>
        </div>
      )}
      <ProblemLine problem={problems?.basket} testId="basket-error" />
    </>
  );
};
