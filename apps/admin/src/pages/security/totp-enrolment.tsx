import { totpConfirmRequest } from '@brokerage/shared';
import { Alert, Button, Card, Form, Input, Space, Steps, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseWithSchema } from '../../components/zod-form';
import { ConsoleForm } from '../../components/console-form';
import { RecoveryCodes } from '../../components/recovery-codes';
import { useRefreshOperator, useTotpConfirm, useTotpStart } from './queries';

/**
 * TOTP enrolment: a secret shown as a QR code (and as text, for typing), a first code from
 * the app to prove it works, then ten single-use recovery codes shown once.
 */
export const TotpEnrolment = ({ onDone }: { onDone?: () => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const refreshOperator = useRefreshOperator();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const start = useTotpStart();
  const confirm = useTotpConfirm((answer) => setRecoveryCodes(answer.recoveryCodes));

  const submitCode = () => {
    const body = parseWithSchema(form, totpConfirmRequest, form.getFieldsValue(true), t, {
      labels: { code: t('signIn.totp') },
    });
    if (body) confirm.mutate(body.code);
  };

  const finish = async () => {
    await refreshOperator();
    onDone?.();
  };

  const current = recoveryCodes ? 2 : start.data ? 1 : 0;
  return (
    <Card className="enrol-card" title={t('totp.title')}>
      <Steps
        size="small"
        current={current}
        className="gap-bottom"
        items={[
          { title: t('totp.stepStart') },
          { title: t('totp.stepScan') },
          { title: t('totp.stepSave') },
        ]}
      />
      {current === 0 ? (
        <Space direction="vertical">
          <Typography.Paragraph>{t('totp.intro')}</Typography.Paragraph>
          {start.error ? <Alert type="error" showIcon title={start.error.message} /> : null}
          <Button
            type="primary"
            loading={start.isPending}
            onClick={() => start.mutate()}
            data-testid="totp-start"
          >
            {t('totp.start')}
          </Button>
        </Space>
      ) : null}
      {current === 1 && start.data ? (
        <div className="enrol-scan">
          <QRCodeSVG value={start.data.uri} size={180} data-testid="totp-qr" />
          <div>
            <Typography.Paragraph>{t('totp.scan')}</Typography.Paragraph>
            <Typography.Paragraph>
              {t('totp.secret')}:{' '}
              <Typography.Text code copyable data-testid="totp-secret">
                {start.data.secret}
              </Typography.Text>
            </Typography.Paragraph>
            <ConsoleForm form={form} layout="vertical" onFinish={submitCode} requiredMark={false}>
              <Form.Item name="code" label={t('signIn.totp')}>
                <Input
                  inputMode="numeric"
                  maxLength={6}
                  autoComplete="one-time-code"
                  data-testid="totp-code"
                  style={{ width: 160 }}
                />
              </Form.Item>
              {confirm.error ? (
                <Alert type="error" showIcon title={confirm.error.message} className="gap-bottom" />
              ) : null}
              <Button
                type="primary"
                htmlType="submit"
                loading={confirm.isPending}
                data-testid="totp-confirm"
              >
                {t('totp.confirm')}
              </Button>
            </ConsoleForm>
          </div>
        </div>
      ) : null}
      {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} onDone={() => void finish()} /> : null}
    </Card>
  );
};
