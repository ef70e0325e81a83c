import { Input } from 'antd-mobile';

/** A number of shares: digits only, at most 12 of them. */
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
}) => (
  <Input
    id={id}
    className={className}
    value={value}
    onChange={(text) => onChange(text.replace(/\D/g, '').slice(0, 12))}
    inputMode="numeric"
    autoComplete="off"
    placeholder={placeholder}
    data-testid={testId}
  />
);

/** What is wrong with a popup's input, under it (nothing when all is well). */
export const PinProblem = ({ problem, testId }: { problem: string; testId: string }) =>
  problem ? (
    <div className="pin-error" role="alert" data-testid={testId}>
      {problem}
    </div>
  ) : null;
