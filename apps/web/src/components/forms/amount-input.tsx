import { Input } from 'antd-mobile';
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
  return (
    <div className="typed-amount">
      <Input
        value={typed.shown}
        onChange={typed.change}
        onBlur={typed.blur}
        placeholder={placeholder}
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
