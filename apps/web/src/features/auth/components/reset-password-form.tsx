import { passwordSchema, resetPasswordRequest, verificationCodeSchema } from '@brokerage/shared';
import { Button, Form } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmRule, zodRule } from '../../../lib/forms/zod-rule';
import { useResetPassword } from '../api/reset-password';
import {
  ChannelFields,
  channelFieldNames,
  channelPayload,
  type Channel,
  type ChannelValues,
} from './channel-fields';
import { ChannelTabs } from './channel-tabs';
import { PasswordInput } from './password-input';
import { CodeInput } from './code-input';

interface ResetValues extends ChannelValues {
  code?: string;
  password?: string;
  confirm?: string;
}

export const ResetPasswordForm = ({ onSuccess }: { onSuccess: () => void }) => {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<Channel>('email');
  const [form] = Form.useForm<ResetValues>();
  const mutation = useResetPassword({ onSuccess });

  const prepareCode = async () => {
    try {
      await form.validateFields(channelFieldNames(channel));
    } catch {
      return null;
    }
    return { ...channelPayload(channel, form.getFieldsValue()), purpose: 'reset' as const };
  };

  const submit = (values: ResetValues): void => {
    mutation.mutate(
      resetPasswordRequest.parse({
        ...channelPayload(channel, values),
        code: values.code ?? '',
        password: values.password ?? '',
      }),
    );
  };

  return (
    <div className="auth-form" data-testid="reset-form">
      <ChannelTabs value={channel} onChange={setChannel} />
      <Form
        key={channel}
        form={form}
        layout="vertical"
        onFinish={submit}
        footer={
          <Button block type="submit" color="primary" size="large" loading={mutation.isPending}>
            {t('auth.reset')}
          </Button>
        }
      >
        <ChannelFields channel={channel} />
        <Form.Item name="code" label={t('auth.code')} rules={[zodRule(verificationCodeSchema, t)]}>
          <CodeInput placeholder={t('auth.codePlaceholder')} prepare={prepareCode} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('auth.newPassword')}
          rules={[zodRule(passwordSchema, t)]}
        >
          <PasswordInput placeholder={t('auth.passwordPlaceholder')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('auth.confirmPassword')}
          dependencies={['password']}
          rules={[confirmRule(t, 'password')]}
        >
          <PasswordInput placeholder={t('auth.confirmPlaceholder')} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </div>
  );
};
