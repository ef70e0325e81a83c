import { Input } from 'antd-mobile';
import { Icon } from '../../../components/icon/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './auth.css';

/** A password input with a show/hide toggle; value/onChange come from Form.Item. */
export const PasswordInput = ({
  value,
  onChange,
  placeholder,
  autoComplete = 'current-password',
  maxLength = 16,
  inputMode,
}: {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  inputMode?: 'numeric' | 'text';
}) => {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <Input
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        maxLength={maxLength}
        inputMode={inputMode}
      />
      <button
        type="button"
        className="eye-button"
        aria-label={t(visible ? 'a11y.hidePassword' : 'a11y.showPassword')}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <Icon name="EyeOutline" /> : <Icon name="EyeInvisibleOutline" />}
      </button>
    </div>
  );
};
