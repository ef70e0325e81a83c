import { operatorLoginRequest } from '@brokerage/shared';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { parseWithSchema } from '../../components/zod-form';
import { sessionExpired, setToken } from '../../session/session-store';
import { ConsoleForm } from '../../components/console-form';
import { LanguageSelect } from '../../components/language-select';
import { signIn } from './queries';

type Step = 'password' | 'totp' | 'recovery';

/**
 * A second factor the server refused after the right password, said under its own field: a
 * wrong password never gets here (it reads the same whatever came with it).
 */
const FIELD_OF_FAILURE: Record<string, 'totp' | 'recoveryCode'> = {
  TOTP_INVALID: 'totp',
  RECOVERY_CODE_INVALID: 'recoveryCode',
};

/**
 * Username and password, then, for an operator with TOTP, the authenticator's code (or one
 * of the recovery codes): the server answers TOTP_REQUIRED to a password alone, and the
 * second step sends the same credentials with the code. Validated with the server's schema.
 * The language can be chosen before signing in, as everywhere in the console.
 */
export const SignInScreen = () => {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [step, setStep] = useState<Step>('password');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const values = form.getFieldsValue(true) as Record<string, string | undefined>;
    const body = parseWithSchema(
      form,
      operatorLoginRequest,
      {
        username: values.username,
        password: values.password,
        totp: step === 'totp' ? (values.totp ?? '') : undefined,
        recoveryCode: step === 'recovery' ? (values.recoveryCode ?? '') : undefined,
      },
      t,
      {
        labels: {
          username: t('signIn.username'),
          password: t('signIn.password'),
          totp: t('signIn.totp'),
          recoveryCode: t('signIn.recoveryCode'),
        },
      },
    );
    if (!body) return;
    setBusy(true);
    setFailure(null);
    try {
      const session = await signIn(body);
      setToken(session.token);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'TOTP_REQUIRED' && step === 'password') {
        setStep('totp');
        return;
      }
      const field = error instanceof ApiError ? FIELD_OF_FAILURE[error.code] : undefined;
      if (field && error instanceof Error) {
        form.setFields([{ name: field, errors: [error.message] }]);
        return;
      }
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="sign-in-page">
      <Card className="sign-in-card">
        <Flex justify="space-between" align="flex-start" gap={16}>
          <Typography.Title level={3}>{t('app.title')}</Typography.Title>
          <LanguageSelect />
        </Flex>
        <Typography.Paragraph type="secondary">
          {step === 'password' ? t('signIn.intro') : t(`signIn.${step}Intro`)}
        </Typography.Paragraph>
        {sessionExpired() && step === 'password' ? (
          <Alert type="info" showIcon title={t('signIn.expired')} className="gap-bottom" />
        ) : null}
        <ConsoleForm
          form={form}
          layout="vertical"
          onFinish={() => void submit()}
          requiredMark={false}
        >
          <div hidden={step !== 'password'}>
            <Form.Item name="username" label={t('signIn.username')}>
              <Input autoComplete="username" autoFocus data-testid="sign-in-username" />
            </Form.Item>
            <Form.Item name="password" label={t('signIn.password')}>
              <Input.Password autoComplete="current-password" data-testid="sign-in-password" />
            </Form.Item>
          </div>
          {step === 'totp' ? (
            <Form.Item name="totp" label={t('signIn.totp')}>
              <Input
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={6}
                autoFocus
                data-testid="sign-in-totp"
              />
            </Form.Item>
          ) : null}
          {step === 'recovery' ? (
            <Form.Item name="recoveryCode" label={t('signIn.recoveryCode')}>
              <Input autoComplete="off" autoFocus data-testid="sign-in-recovery" />
            </Form.Item>
          ) : null}
          {failure ? (
            <Alert
              type="error"
              showIcon
              title={failure}
              className="gap-bottom"
              data-testid="sign-in-failure"
            />
          ) : null}
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={busy}
            data-testid="sign-in-submit"
          >
            {step === 'password' ? t('signIn.submit') : t('signIn.verify')}
          </Button>
          {step !== 'password' ? (
            <div className="sign-in-links">
              <Button
                type="link"
                onClick={() => {
                  setFailure(null);
                  setStep(step === 'totp' ? 'recovery' : 'totp');
                }}
              >
                {step === 'totp' ? t('signIn.useRecovery') : t('signIn.useTotp')}
              </Button>
              <Button
                type="link"
                onClick={() => {
                  setFailure(null);
                  setStep('password');
                }}
              >
                {t('signIn.back')}
              </Button>
            </div>
          ) : null}
        </ConsoleForm>
      </Card>
    </div>
  );
};
