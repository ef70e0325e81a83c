import { operatorPasswordChangeRequest } from '@brokerage/shared';
import { Alert, App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { ApiError } from '../../api/api-error';
import { ConsoleForm } from '../../components/console-form';
import { parseWithSchema } from '../../components/zod-form';
import { useChangePassword } from './queries';

/** The server's request, and the new password typed twice alike (the repeat stays here). */
const passwordChangeForm = z
  .extend(operatorPasswordChangeRequest, { repeatPassword: z.string() })
  .check(
    z.refine((values) => values.repeatPassword === values.newPassword, {
      path: ['repeatPassword'],
      message: 'validation.passwordMismatch',
    }),
  );

/** A refusal that is about one field, said under it. */
const FIELD_OF_FAILURE: Record<string, 'currentPassword' | 'newPassword'> = {
  OLD_PASSWORD_WRONG: 'currentPassword',
  OPERATOR_PASSWORD_COMMON: 'newPassword',
  OPERATOR_PASSWORD_UNCHANGED: 'newPassword',
};

/**
 * The operator's own password: the current one, and a new one by the rules of a new
 * operator's. The server ends every other session of theirs; this one goes on (and, after an
 * admin's reset, the console opens again).
 */
export const PasswordChange = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [failure, setFailure] = useState<string | null>(null);
  const change = useChangePassword({
    onSuccess: () => {
      form.resetFields();
      void message.success({
        content: t('account.passwordChanged'),
        className: 'password-changed',
      });
    },
    onError: (error) => {
      const field = error instanceof ApiError ? FIELD_OF_FAILURE[error.code] : undefined;
      if (field) form.setFields([{ name: field, errors: [error.message] }]);
      else setFailure(error.message);
    },
  });

  const submit = () => {
    setFailure(null);
    const values = parseWithSchema(form, passwordChangeForm, form.getFieldsValue(true), t, {
      labels: {
        currentPassword: t('account.currentPassword'),
        newPassword: t('account.newPassword'),
        repeatPassword: t('account.repeatPassword'),
      },
    });
    if (values)
      change.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  };

  return (
    <ConsoleForm form={form} layout="vertical" onFinish={submit} requiredMark={false}>
      <Form.Item name="currentPassword" label={t('account.currentPassword')}>
        <Input.Password autoComplete="current-password" data-testid="password-current" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('account.newPassword')}
        extra={t('operators.passwordHint')}
      >
        <Input.Password autoComplete="new-password" data-testid="password-new" />
      </Form.Item>
      <Form.Item name="repeatPassword" label={t('account.repeatPassword')}>
        <Input.Password autoComplete="new-password" data-testid="password-repeat" />
      </Form.Item>
      {failure ? <Alert type="error" showIcon title={failure} className="gap-bottom" /> : null}
      <Button
        type="primary"
        htmlType="submit"
        loading={change.isPending}
        data-testid="password-change"
      >
        {t('account.changePassword')}
      </Button>
    </ConsoleForm>
  );
};
