import { Input } from 'antd-mobile';
import { cleanAmount, trimTrailingPoint } from '../../lib/forms/amount-text';

export const AmountInput = ({
  value,
  onChange,
  placeholder,
  decimals = 8,
  testId,
}: {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  decimals?: number;
  testId?: string;
}) => (
  <Input
    value={value}
    onChange={(text) => onChange?.(cleanAmount(text, decimals))}
    onBlur={() => {
      if (value !== undefined && value !== trimTrailingPoint(value))
        onChange?.(trimTrailingPoint(value));
    }}
    placeholder={placeholder}
    inputMode="decimal"
    autoComplete="off"
    className="amount-input"
    data-testid={testId}
  />
);
