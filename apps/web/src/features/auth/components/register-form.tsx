import { registerRequest, type LoginResponse } from '@brokerage/shared';
import { Checkbox, Form, Input } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FormFailureLine, useFormFailure } from '../../../components/forms/form-failure';
import { SubmitButton } from '../../../components/forms/submit-button';
import { agreeRule } from '../../../lib/forms/zod-rule';
import { LOGIN_PATH } from '../../../config/paths';
import {
  authUrlReturningTo,
  currentRoute,
  returnTargetOf,
} from '../../../lib/navigation/return-after-login';
import { ignoreRefusal, useNavigation } from '../../../lib/navigation/use-navigation';
import { platformPageRoute } from '../../../lib/navigation/webview-target';
import { useLanguageStore } from '../../../stores/language-store';
import { useRegister } from '../api/register';
import { ChannelFields, channelPayload, type ChannelValues } from './channel-fields';
import { ChannelTabs } from './channel-tabs';
import { CodePasswordFields, useCodeForm } from './code-password-fields';
import './auth.css';

/**
 * The agreement inside the checkbox's label: tapping it opens the document in the web view
 * and must not tick or untick the box (the label would otherwise take the click).
 */
const AgreementLink = ({ children }: { children?: ReactNode }) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const language = useLanguageStore((state) => state.key);
  return (
    <button
      type="button"
      className="link-button strong"
      data-testid="open-agreement"
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        ignoreRefusal(
          nav.navigateTo({
            url: platformPageRoute('agreement', language, t('webview.agreement')),
          }),
        );
      }}
    >
      {children}
    </button>
  );
};

interface RegisterValues extends ChannelValues {
  code?: string;
  password?: string;
  confirm?: string;
  inviteCode?: string;
  agree?: boolean;
}

/** A refusal about one field is said under it, until it changes. */
const REGISTER_FAILURE_FIELDS = {
  INVALID_VERIFICATION_CODE: 'code',
  INVALID_INVITE_CODE: 'inviteCode',
  INVITE_CODE_REQUIRED: 'inviteCode',
} as const;

export const RegisterForm = ({
  onSuccess,
}: {
  onSuccess: (result: LoginResponse) => Promise<void>;
}) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const { channel, setChannel, form, prepareCode } = useCodeForm<RegisterValues>('register');
  const failure = useFormFailure(form, REGISTER_FAILURE_FIELDS);
  const mutation = useRegister({ onSuccess, onError: failure.show, meta: { silent: true } });

  const submit = (values: RegisterValues): void => {
    mutation.mutate(
      registerRequest.parse({
        ...channelPayload(channel, values),
        code: values.code ?? '',
        password: values.password ?? '',
        inviteCode: values.inviteCode ?? '',
      }),
    );
  };

  return (
    <div className="auth-form" data-testid="register-form">
      <ChannelTabs value={channel} onChange={setChannel} />
      <Form
        key={channel}
        form={form}
        layout="vertical"
        onFinish={submit}
        onValuesChange={failure.clear}
        footer={
          <>
            <FormFailureLine messages={failure.messages} testId="register-failure" />
            <SubmitButton loading={mutation.isPending} testId="register-submit">
              {t('auth.register')}
            </SubmitButton>
          </>
        }
      >
        <ChannelFields channel={channel} />
        <CodePasswordFields prepareCode={prepareCode} passwordLabel={t('auth.password')} />
        <Form.Item name="inviteCode" label={t('auth.inviteCode')}>
          <Input placeholder={t('auth.inviteCodePlaceholder')} maxLength={16} clearable />
        </Form.Item>
        <Form.Item
          name="agree"
          valuePropName="checked"
          rules={[agreeRule(t)]}
          className="agree-item"
        >
          <Checkbox data-testid="agree">
            <span className="agree-text">
              <Trans i18nKey="auth.agreeText" components={{ strong: <AgreementLink /> }} />
            </span>
          </Checkbox>
        </Form.Item>
      </Form>
      <div className="auth-links center">
        <span>
          {t('auth.haveAccount')}{' '}
          <button
            type="button"
            className="link-button strong"
            onClick={() =>
              ignoreRefusal(
                nav.redirectTo({
                  url: authUrlReturningTo(LOGIN_PATH, returnTargetOf(currentRoute())),
                }),
              )
            }
          >
            {t('auth.loginNow')}
          </button>
        </span>
      </div>
    </div>
  );
};
