import { DECIMAL_PATTERN } from '@brokerage/shared';
import { Input } from 'antd-mobile';
import { writeAmountText } from '../../lib/forms/amount-text';
import { useReportRefusal } from './form-field';
import { AmountProblemLine, useTypedAmount } from './typed-amount';

/** An amount: shown as typed; refused text is explained under it, never repaired. */
export const AmountInput = ({
  value,
  onChange,
  placeholder,
  decimals = 8,
  maximum,
  testId,
}: {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  decimals?: number;
  /** The most the field may hold, shown under it (issue 19 item 8). */
  maximum?: { value: string; currency: string };
  testId?: string;
}) => {
  const typed = useTypedAmount(value, onChange, decimals, maximum);
  useReportRefusal(typed.problem !== null);
  // A plain figure as a hint ("295.70") reads as the reader would type it ("295,70").
  const hint =
    placeholder && DECIMAL_PATTERN.test(placeholder)
      ? writeAmountText(placeholder, typed.separator)
      : placeholder;
  return (
    <div className="typed-amount">
      <Input
        value={typed.shown}
        onChange={typed.change}
        onBlur={typed.blur}
        placeholder={hint}
        inputMode="decimal"
        autoComplete="off"
        className="amount-input"
        aria-invalid={typed.problem !== null}
        data-testid={testId}
      />
      <AmountProblemLine problem={typed.problem} maximum={maximum} testId={testId} />
    </div>
  );
};
