import { passwordSchema, verificationCodeSchema, type SendCodeRequest } from '@brokerage/shared';
import { Form } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmRule, zodRule } from '../../../lib/forms/zod-rule';
import {
  channelFieldNames,
  channelPayload,
  type Channel,
  type ChannelValues,
} from './channel-fields';
import { CodeInput } from './code-input';
import { PasswordInput } from './password-input';
import { FormField } from '../../../components/forms/form-field';

/**
 * The channel and form of a register or reset form; `prepareCode` checks the address fields
 * before a code is sent to them.
 */
export const useCodeForm = <Values extends ChannelValues>(purpose: SendCodeRequest['purpose']) => {
  const [channel, setChannel] = useState<Channel>('email');
  const [form] = Form.useForm<Values>();

  const prepareCode = async () => {
    try {
      await form.validateFields(channelFieldNames(channel));
    } catch {
      return null;
    }
    return { ...channelPayload(channel, form.getFieldsValue()), purpose };
  };

  return { channel, setChannel, form, prepareCode };
};

/** The code sent to the address, then a new password typed twice. */
export const CodePasswordFields = ({
  prepareCode,
  passwordLabel,
}: {
  prepareCode: () => Promise<SendCodeRequest | null>;
  passwordLabel: string;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <FormField name="code" label={t('auth.code')} rules={[zodRule(verificationCodeSchema, t)]}>
        <CodeInput placeholder={t('auth.codePlaceholder')} prepare={prepareCode} />
      </FormField>
      <FormField name="password" label={passwordLabel} rules={[zodRule(passwordSchema, t)]}>
        <PasswordInput placeholder={t('auth.newPasswordPlaceholder')} autoComplete="new-password" />
      </FormField>
      <FormField
        name="confirm"
        label={t('auth.confirmPassword')}
        dependencies={['password']}
        rules={[confirmRule(t, 'password')]}
      >
        <PasswordInput placeholder={t('auth.confirmPlaceholder')} autoComplete="new-password" />
      </FormField>
    </>
  );
};
