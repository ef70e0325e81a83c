import { Input } from 'antd-mobile';

/** A masked input for Form.Item (value/onChange injected by the form). */
export const SecretInput = ({
  value,
  onChange,
  placeholder,
  autoComplete,
  maxLength = 16,
  numeric = false,
}: {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  numeric?: boolean;
}) => (
  <Input
    value={value}
    onChange={onChange}
    placeholder={placeholder}
    type="password"
    autoComplete={autoComplete}
    maxLength={maxLength}
    inputMode={numeric ? 'numeric' : undefined}
  />
);
