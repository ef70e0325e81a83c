import {
  changePayPasswordRequest,
  payPasswordSchema,
  setPayPasswordRequest,
} from '@brokerage/shared';
import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
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

/** First time: login password + new PIN. Afterwards: old PIN + new PIN. */
export const PayPasswordForm = ({
  hasPayPassword,
  onDone,
}: {
  hasPayPassword: boolean;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const set = useSetPayPassword({ onSuccess: onDone });
  const change = useChangePayPassword({ onSuccess: onDone });

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
      layout="vertical"
      onFinish={submit}
      footer={
        <SubmitButton loading={set.isPending || change.isPending}>{t('common.save')}</SubmitButton>
      }
    >
      {hasPayPassword ? (
        <Form.Item
          name="oldPayPassword"
          label={t('settings.oldPayPassword')}
          rules={[zodRule(payPasswordSchema, t)]}
        >
          <SecretInput numeric maxLength={6} placeholder={t('settings.payPasswordPlaceholder')} />
        </Form.Item>
      ) : (
        <Form.Item
          name="password"
          label={t('settings.loginPassword')}
          rules={[zodRule(setPayPasswordRequest.shape.password, t)]}
        >
          <SecretInput
            autoComplete="current-password"
            maxLength={64}
            placeholder={t('settings.loginPasswordPlaceholder')}
          />
        </Form.Item>
      )}
      <Form.Item
        name="payPassword"
        label={t('settings.newPayPassword')}
        rules={[zodRule(payPasswordSchema, t)]}
        description={t('settings.payPasswordHint')}
      >
        <SecretInput numeric maxLength={6} placeholder={t('settings.payPasswordPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('settings.confirmPayPassword')}
        dependencies={['payPassword']}
        rules={[confirmRule(t, 'payPassword')]}
      >
        <SecretInput numeric maxLength={6} placeholder={t('settings.payPasswordPlaceholder')} />
      </Form.Item>
    </Form>
  );
};
