import { resetPasswordRequest } from '@brokerage/shared';
import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useResetPassword } from '../api/reset-password';
import { ChannelFields, channelPayload, type ChannelValues } from './channel-fields';
import { ChannelTabs } from './channel-tabs';
import { CodePasswordFields, useCodeForm } from './code-password-fields';
import './auth.css';

interface ResetValues extends ChannelValues {
  code?: string;
  password?: string;
  confirm?: string;
}

export const ResetPasswordForm = ({ onSuccess }: { onSuccess: () => void }) => {
  const { t } = useTranslation();
  const { channel, setChannel, form, prepareCode } = useCodeForm<ResetValues>('reset');
  const mutation = useResetPassword({ onSuccess });

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
        footer={<SubmitButton loading={mutation.isPending}>{t('auth.reset')}</SubmitButton>}
      >
        <ChannelFields channel={channel} />
        <CodePasswordFields prepareCode={prepareCode} passwordLabel={t('auth.newPassword')} />
      </Form>
    </div>
  );
};
