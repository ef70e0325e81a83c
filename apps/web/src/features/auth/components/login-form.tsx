import {
  loginRequest,
  PASSWORD_MIN_LENGTH,
  phoneLoginRequest,
  type LoginAnswer,
} from '@brokerage/shared';
import { Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/forms/form-field';
import { FormFailureLine, useFormFailure } from '../../../components/forms/form-failure';
import { SubmitButton } from '../../../components/forms/submit-button';
import { zodRule } from '../../../lib/forms/zod-rule';
import {
  authUrlReturningTo,
  currentRoute,
  returnTargetOf,
} from '../../../lib/navigation/return-after-login';
import { ignoreRefusal, useNavigation } from '../../../lib/navigation/use-navigation';
import { useLogin } from '../api/login';
import { useLoginByPhone } from '../api/login-phone';
import { PhoneFields, type Channel } from './channel-fields';
import { ChannelTabs } from './channel-tabs';
import { PasswordInput } from './password-input';
import './auth.css';

interface LoginValues {
  mail?: string;
  password?: string;
  phone?: string;
  areaCode?: string;
}

/** A wrong password is said under the password, until it is typed again. */
const LOGIN_FAILURE_FIELDS = { INVALID_CREDENTIALS: 'password' } as const;

/**
 * Email-or-user-ID login, or phone login. A refusal stays on the form (under the password, or
 * above the button) until the customer changes what it is about. The answer is a session, or
 * (a new device of a customer with a second factor) a ticket.
 */
export const LoginForm = ({
  onSuccess,
}: {
  /** `shortPassword`: the password predates the 8-character minimum (a change is asked for). */
  onSuccess: (result: LoginAnswer, password: { short: boolean }) => Promise<void>;
}) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const [channel, setChannel] = useState<Channel>('email');
  const [form] = Form.useForm<LoginValues>();
  const failure = useFormFailure(form, LOGIN_FAILURE_FIELDS);
  const handlers = {
    onSuccess: (result: LoginAnswer, request: { password: string }) =>
      onSuccess(result, { short: request.password.length < PASSWORD_MIN_LENGTH }),
    onError: failure.show,
    meta: { silent: true },
  };
  const byMail = useLogin(handlers);
  const byPhone = useLoginByPhone(handlers);
  const pending = byMail.isPending || byPhone.isPending;

  const submit = (values: LoginValues): void => {
    if (channel === 'email') {
      byMail.mutate(
        loginRequest.parse({ mail: values.mail ?? '', password: values.password ?? '' }),
      );
    } else {
      byPhone.mutate(
        phoneLoginRequest.parse({
          phone: values.phone ?? '',
          areaCode: values.areaCode ?? '',
          password: values.password ?? '',
        }),
      );
    }
  };

  return (
    <div className="auth-form" data-testid="login-form">
      <ChannelTabs value={channel} onChange={setChannel} emailLabel={t('auth.emailTab')} />
      <Form
        key={channel}
        form={form}
        layout="vertical"
        onFinish={submit}
        onValuesChange={failure.clear}
        footer={
          <>
            <FormFailureLine messages={failure.messages} testId="login-failure" />
            <SubmitButton loading={pending} testId="login-submit">
              {t('auth.login')}
            </SubmitButton>
          </>
        }
      >
        {channel === 'email' ? (
          <FormField
            name="mail"
            label={t('auth.account')}
            rules={[zodRule(loginRequest.shape.mail, t)]}
          >
            <Input
              placeholder={t('auth.accountPlaceholder')}
              autoComplete="username"
              maxLength={140}
              clearable
            />
          </FormField>
        ) : (
          <PhoneFields />
        )}
        <FormField
          name="password"
          label={t('auth.password')}
          rules={[zodRule(loginRequest.shape.password, t)]}
        >
          <PasswordInput placeholder={t('auth.passwordEnter')} maxLength={64} />
        </FormField>
      </Form>
      <div className="auth-links">
        <button
          type="button"
          className="link-button"
          onClick={() => ignoreRefusal(nav.navigateTo({ url: '/pages/auth/resetpwd' }))}
        >
          {t('auth.forgot')}
        </button>
        <span>
          {t('auth.noAccount')}{' '}
          <button
            type="button"
            className="link-button strong"
            onClick={() =>
              ignoreRefusal(
                nav.redirectTo({
                  url: authUrlReturningTo('/pages/auth/register', returnTargetOf(currentRoute())),
                }),
              )
            }
          >
            {t('auth.registerNow')}
          </button>
        </span>
      </div>
    </div>
  );
};
