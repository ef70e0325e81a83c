import { operatorPasswordResetRequest, type OperatorView } from '@brokerage/shared';
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { useConfirmChange } from '../../components/confirm-change';
import { ConsoleForm } from '../../components/console-form';
import { useOutcomeMessage } from '../../components/outcome-message';
import { parseWithSchema } from '../../components/zod-form';
import { useResetOperatorPassword } from './queries';

/**
 * An admin's reset of another operator's password: a temporary one, typed here and passed on
 * to the operator by the admin, which the operator must change at their next sign-in. Every
 * session of theirs ends at once, so it is confirmed first.
 */
export const ResetPasswordButton = ({
  operator,
  onDone,
}: {
  operator: OperatorView;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const outcome = useOutcomeMessage();
  const [form] = Form.useForm();
  const confirm = useConfirmChange();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reset = useResetOperatorPassword(operator.id, {
    onSuccess: (answer) => {
      setOpen(false);
      form.resetFields();
      // Another admin's password waits for a second admin in Approvals.
      outcome(answer, t('operators.resetPasswordDone', { username: operator.username }));
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'OPERATOR_PASSWORD_COMMON')
        form.setFields([{ name: 'temporaryPassword', errors: [error.message] }]);
      else setFailure(error.message);
    },
  });

  const submit = async () => {
    setFailure(null);
    const body = parseWithSchema(form, operatorPasswordResetRequest, form.getFieldsValue(true), t, {
      labels: { temporaryPassword: t('operators.temporaryPassword') },
    });
    if (!body) return;
    const confirmed = await confirm({
      title: t('operators.resetPasswordConfirmTitle', { username: operator.username }),
      effect: t('operators.resetPasswordConfirmEffect', { username: operator.username }),
      rows: [
        {
          label: t('signIn.password'),
          before: t('operators.passwordTheirs'),
          after: t('operators.passwordTemporary'),
        },
      ],
      okText: t('operators.resetPassword'),
      danger: true,
    });
    if (confirmed) reset.mutate(body);
  };

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid="operator-reset-password">
        {t('operators.resetPassword')}
      </Button>
      <Modal
        open={open}
        title={t('operators.resetPasswordTitle', { username: operator.username })}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('operators.resetPasswordIntro')}</Typography.Paragraph>
        <ConsoleForm
          form={form}
          layout="vertical"
          onFinish={() => void submit()}
          requiredMark={false}
        >
          <Form.Item
            name="temporaryPassword"
            label={t('operators.temporaryPassword')}
            extra={t('operators.passwordHint')}
          >
            <Input.Password autoComplete="new-password" data-testid="reset-password-input" />
          </Form.Item>
          {failure ? <Alert type="error" showIcon title={failure} className="gap-bottom" /> : null}
          <Button
            type="primary"
            danger
            htmlType="submit"
            loading={reset.isPending}
            data-testid="reset-password-submit"
          >
            {t('operators.resetPassword')}
          </Button>
        </ConsoleForm>
      </Modal>
    </>
  );
};
