import { changePasswordRequest, passwordSchema } from '@brokerage/shared';
import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/forms/form-field';
import { FormFailureLine, useFormFailure } from '../../../components/forms/form-failure';
import { SubmitButton } from '../../../components/forms/submit-button';
import { confirmRule, zodRule } from '../../../lib/forms/zod-rule';
import { SecretInput } from './secret-input';
import { useChangePassword } from '../api/change-password';

interface Values {
  oldPassword?: string;
  password?: string;
  confirm?: string;
}

/** A wrong old password is said under it, until it is typed again. */
const CHANGE_PASSWORD_FAILURE_FIELDS = { OLD_PASSWORD_WRONG: 'oldPassword' } as const;

export const ChangePasswordForm = ({ onDone }: { onDone: () => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const failure = useFormFailure(form, CHANGE_PASSWORD_FAILURE_FIELDS);
  const mutation = useChangePassword({
    onSuccess: onDone,
    onError: failure.show,
    meta: { silent: true },
  });
  return (
    <Form
      form={form}
      onValuesChange={failure.clear}
      layout="vertical"
      onFinish={(values: Values) =>
        mutation.mutate(
          changePasswordRequest.parse({
            oldPassword: values.oldPassword ?? '',
            password: values.password ?? '',
          }),
        )
      }
      footer={
        <>
          <FormFailureLine messages={failure.messages} testId="password-failure" />
          <SubmitButton loading={mutation.isPending}>{t('common.save')}</SubmitButton>
        </>
      }
    >
      <FormField
        name="oldPassword"
        label={t('settings.oldPassword')}
        rules={[zodRule(changePasswordRequest.shape.oldPassword, t)]}
      >
        <SecretInput autoComplete="current-password" maxLength={64} />
      </FormField>
      <FormField
        name="password"
        label={t('settings.newPassword')}
        rules={[zodRule(passwordSchema, t)]}
      >
        <SecretInput autoComplete="new-password" placeholder={t('auth.newPasswordPlaceholder')} />
      </FormField>
      <FormField
        name="confirm"
        label={t('settings.confirmNewPassword')}
        dependencies={['password']}
        rules={[confirmRule(t, 'password')]}
      >
        <SecretInput autoComplete="new-password" placeholder={t('auth.confirmPlaceholder')} />
      </FormField>
    </Form>
  );
};
