import {
  customerFreezeRequest,
  customerMessageRequest,
  customerUnfreezeRequest,
  customerVipRequest,
  okSchema,
} from '@brokerage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import type { Decision } from '../../components/decision-dialog';
import {
  freezeCustomer,
  messageCustomer,
  resetCustomerFactors,
  resetCustomerPassword,
  setCustomerVip,
  unfreezeCustomer,
} from './queries';

type AnyDecision = Decision<z.ZodMiniType>;
/** A call without a body (the password reset): nothing to validate but the confirmation. */
const NO_BODY = z.partial(okSchema);

/**
 * What an operator can do to a customer from their page, each a confirmed decision: freeze,
 * unfreeze, VIP, a message, a forced password reset, a second-factor reset (four eyes).
 */
export const useCustomerActions = (id: number) => {
  const { t } = useTranslation();
  const [decision, setDecision] = useState<AnyDecision | null>(null);
  const open = <S extends z.ZodMiniType>(next: Decision<S>) =>
    setDecision(next as unknown as AnyDecision);

  const freeze = (scope: 'login' | 'trading') =>
    open({
      title: t(`customer.freeze.${scope}`),
      summary: t('customer.freezeEffect'),
      confirm: t(`customer.freeze.${scope}`),
      danger: true,
      fields: ['comment'],
      commentRequired: true,
      schema: customerFreezeRequest,
      body: (values) => ({ scope, reason: values.comment }),
      submit: (body) => freezeCustomer(id, body),
    });
  const unfreeze = (scope: 'login' | 'trading') =>
    open({
      title: t(`customer.unfreeze.${scope}`),
      summary: t('customer.unfreezeEffect'),
      confirm: t(`customer.unfreeze.${scope}`),
      fields: [],
      schema: customerUnfreezeRequest,
      body: () => ({ scope }),
      submit: (body) => unfreezeCustomer(id, body),
    });
  const vip = (on: boolean) =>
    open({
      title: on ? t('customer.vipOn') : t('customer.vipOff'),
      summary: on ? t('customer.vipOnEffect') : t('customer.vipOffEffect'),
      confirm: on ? t('customer.vipOn') : t('customer.vipOff'),
      fields: [],
      schema: customerVipRequest,
      body: () => ({ vip: on }),
      submit: (body) => setCustomerVip(id, body),
    });
  const message = () =>
    open({
      title: t('customer.message'),
      summary: t('customer.messageEffect'),
      confirm: t('customer.send'),
      fields: ['title', 'comment'],
      commentRequired: true,
      commentLabel: t('customer.messageBody'),
      schema: customerMessageRequest,
      body: (values) => ({ title: values.title, body: values.comment }),
      submit: (body) => messageCustomer(id, body),
    });
  const reset = () =>
    open({
      title: t('customer.passwordReset'),
      summary: t('customer.passwordResetEffect'),
      confirm: t('customer.passwordReset'),
      danger: true,
      fields: [],
      schema: NO_BODY,
      body: () => ({}),
      submit: () => resetCustomerPassword(id),
    });
  // Always four eyes: the server answers a proposal that a different reviewer approves.
  const resetFactors = () =>
    open({
      title: t('customer.factors.reset'),
      summary: t('customer.factors.resetEffect'),
      confirm: t('customer.factors.reset'),
      danger: true,
      fields: [],
      schema: NO_BODY,
      body: () => ({}),
      submit: () => resetCustomerFactors(id),
    });

  return {
    decision,
    close: () => setDecision(null),
    freeze,
    unfreeze,
    vip,
    message,
    reset,
    resetFactors,
  };
};
