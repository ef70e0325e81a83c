import { changePasswordRequest, passwordSchema } from '@brokerage/shared';
import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/forms/submit-button';
import { confirmRule, zodRule } from '../../../lib/forms/zod-rule';
import { SecretInput } from './secret-input';
import { useChangePassword } from '../api/change-password';

interface Values {
  oldPassword?: string;
  password?: string;
  confirm?: string;
}

export const ChangePasswordForm = ({ onDone }: { onDone: () => void }) => {
  const { t } = useTranslation();
  const mutation = useChangePassword({ onSuccess: onDone });
  return (
    <Form
      layout="vertical"
      onFinish={(values: Values) =>
        mutation.mutate(
          changePasswordRequest.parse({
            oldPassword: values.oldPassword ?? '',
            password: values.password ?? '',
          }),
        )
      }
      footer={<SubmitButton loading={mutation.isPending}>{t('common.save')}</SubmitButton>}
    >
      <Form.Item
        name="oldPassword"
        label={t('settings.oldPassword')}
        rules={[zodRule(changePasswordRequest.shape.oldPassword, t)]}
      >
        <SecretInput autoComplete="current-password" maxLength={64} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('settings.newPassword')}
        rules={[zodRule(passwordSchema, t)]}
      >
        <SecretInput autoComplete="new-password" placeholder={t('auth.passwordPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('settings.confirmNewPassword')}
        dependencies={['password']}
        rules={[confirmRule(t, 'password')]}
      >
        <SecretInput autoComplete="new-password" placeholder={t('auth.confirmPlaceholder')} />
      </Form.Item>
    </Form>
  );
};
