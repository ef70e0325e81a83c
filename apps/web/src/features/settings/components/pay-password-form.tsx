import {
  changePayPasswordRequest,
  payPasswordSchema,
  setPayPasswordRequest,
} from '@brokerage/shared';
import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/forms/form-field';
import { FormFailureLine, useFormFailure } from '../../../components/forms/form-failure';
import { SubmitButton } from '../../../components/forms/submit-button';
import { confirmRule, zodRule } from '../../../lib/forms/zod-rule';
import { useChangePayPassword } from '../api/change-pay-password';
import { useSetPayPassword } from '../api/set-pay-password';
import { SecretInput } from './secret-input';

interface Values {
  password?: string;
  oldPayPassword?: string;
  payPassword?: string;
  confirm?: string;
}

/** A wrong password or PIN is said under the field it is about, until it is typed again. */
const PAY_PASSWORD_FAILURE_FIELDS = {
  INVALID_CREDENTIALS: 'password',
  OLD_PASSWORD_WRONG: 'password',
  PAY_PASSWORD_WRONG: 'oldPayPassword',
} as const;

/** First time: login password + new PIN. Afterwards: old PIN + new PIN. */
export const PayPasswordForm = ({
  hasPayPassword,
  onDone,
}: {
  hasPayPassword: boolean;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const failure = useFormFailure(form, PAY_PASSWORD_FAILURE_FIELDS);
  const handlers = { onSuccess: onDone, onError: failure.show, meta: { silent: true } };
  const set = useSetPayPassword(handlers);
  const change = useChangePayPassword(handlers);

  const submit = (values: Values): void => {
    if (hasPayPassword) {
      change.mutate(
        changePayPasswordRequest.parse({
          oldPayPassword: values.oldPayPassword ?? '',
          payPassword: values.payPassword ?? '',
        }),
      );
    } else {
      set.mutate(
        setPayPasswordRequest.parse({
          password: values.password ?? '',
          payPassword: values.payPassword ?? '',
        }),
      );
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      onValuesChange={failure.clear}
      footer={
        <>
          <FormFailureLine messages={failure.messages} testId="pay-password-failure" />
          <SubmitButton loading={set.isPending || change.isPending}>
            {t('common.save')}
          </SubmitButton>
        </>
      }
    >
      {hasPayPassword ? (
        <FormField
          name="oldPayPassword"
          label={t('settings.oldPayPassword')}
          rules={[zodRule(payPasswordSchema, t)]}
        >
          <SecretInput numeric maxLength={6} placeholder={t('settings.payPasswordPlaceholder')} />
        </FormField>
      ) : (
        <FormField
          name="password"
          label={t('settings.loginPassword')}
          rules={[zodRule(setPayPasswordRequest.shape.password, t)]}
        >
          <SecretInput
            autoComplete="current-password"
            maxLength={64}
            placeholder={t('settings.loginPasswordPlaceholder')}
          />
        </FormField>
      )}
      <FormField
        name="payPassword"
        label={t('settings.newPayPassword')}
        rules={[zodRule(payPasswordSchema, t)]}
        description={t('settings.payPasswordHint')}
      >
        <SecretInput numeric maxLength={6} placeholder={t('settings.payPasswordPlaceholder')} />
      </FormField>
      <FormField
        name="confirm"
        label={t('settings.confirmPayPassword')}
        dependencies={['payPassword']}
        rules={[confirmRule(t, 'payPassword')]}
      >
        <SecretInput numeric maxLength={6} placeholder={t('settings.payPasswordPlaceholder')} />
      </FormField>
    </Form>
  );
};
