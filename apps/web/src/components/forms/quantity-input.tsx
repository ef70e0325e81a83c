import { Input } from 'antd-mobile';
import { useReportRefusal } from './form-field';
import { AmountProblemLine, useTypedAmount } from './typed-amount';

/** A number of shares: whole, shown as typed; `1.5` is refused with a reason, never read as 15. */
export const QuantityInput = ({
  id,
  className,
  value,
  onChange,
  placeholder,
  testId,
}: {
  id: string;
  className: string;
  value: string;
  onChange: (quantity: string) => void;
  placeholder?: string;
  testId: string;
}) => {
  const typed = useTypedAmount(value, onChange, 0);
  const problem =
    typed.problem?.key === 'validation.wholeNumber'
      ? { key: 'validation.wholeShares' as const }
      : typed.problem;
  useReportRefusal(problem !== null);
  return (
    <div className="typed-amount">
      <Input
        id={id}
        className={className}
        value={typed.shown}
        onChange={typed.change}
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        aria-invalid={problem !== null}
        data-testid={testId}
      />
      <AmountProblemLine problem={problem} testId={testId} />
    </div>
  );
};

/** What is wrong with a popup's input, under it (nothing when all is well). */
export const PinProblem = ({ problem, testId }: { problem: string; testId: string }) =>
  problem ? (
    <div className="pin-error" role="alert" data-testid={testId}>
      {problem}
    </div>
  ) : null;
