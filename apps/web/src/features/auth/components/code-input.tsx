import type { SendCodeRequest } from '@brokerage/shared';
import { Input } from 'antd-mobile';
import { SendCodeButton } from './send-code-button';
import './auth.css';

/**
 * The code field with its send button on the same row, so a validation message below
 * it gets the full width (long German messages wrapped into a narrow column otherwise).
 */
export const CodeInput = ({
  value,
  onChange,
  placeholder,
  prepare,
}: {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  prepare: () => Promise<SendCodeRequest | null>;
}) => (
  <div className="code-input">
    <Input
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      inputMode="numeric"
      maxLength={6}
      autoComplete="one-time-code"
    />
    <SendCodeButton prepare={prepare} />
  </div>
);
