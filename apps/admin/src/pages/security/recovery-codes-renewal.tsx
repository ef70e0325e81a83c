import { recoveryCodesRegenerateRequest } from '@brokerage/shared';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { useConfirmChange } from '../../components/confirm-change';
import { ConsoleForm } from '../../components/console-form';
import { RecoveryCodes } from '../../components/recovery-codes';
import { parseWithSchema } from '../../components/zod-form';
import { useRenewRecoveryCodes } from './queries';

/**
 * New recovery codes for an operator with TOTP: proven with a fresh code of the authenticator,
 * confirmed (the old codes stop working at once), and shown once as at enrolment.
 */
export const RecoveryCodesRenewal = () => {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const confirm = useConfirmChange();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const renew = useRenewRecoveryCodes({
    onSuccess: (answer) => {
      form.resetFields();
      setCodes(answer.recoveryCodes);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'TOTP_INVALID')
        form.setFields([{ name: 'code', errors: [error.message] }]);
      else setFailure(error.message);
    },
  });

  const submit = async () => {
    setFailure(null);
    const body = parseWithSchema(
      form,
      recoveryCodesRegenerateRequest,
      form.getFieldsValue(true),
      t,
      { labels: { code: t('signIn.totp') } },
    );
    if (!body) return;
    const confirmed = await confirm({
      title: t('account.renewConfirmTitle'),
      effect: t('account.renewConfirmEffect'),
      rows: [
        {
          label: t('account.recoveryCodes'),
          before: t('account.renewBefore'),
          after: t('account.renewAfter'),
        },
      ],
      okText: t('account.renew'),
      danger: true,
    });
    if (confirmed) renew.mutate(body.code);
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  return (
    <>
      <Typography.Paragraph>{t('account.renewIntro')}</Typography.Paragraph>
      <ConsoleForm form={form} layout="inline" onFinish={() => void submit()}>
        <Form.Item name="code" label={t('signIn.totp')}>
          <Input
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            style={{ width: 160 }}
            data-testid="recovery-regenerate-code"
          />
        </Form.Item>
        <Button htmlType="submit" loading={renew.isPending} data-testid="recovery-regenerate">
          {t('account.renew')}
        </Button>
      </ConsoleForm>
      {failure ? <Alert type="error" showIcon title={failure} className="gap-top" /> : null}
    </>
  );
};
