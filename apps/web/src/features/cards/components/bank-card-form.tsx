import { bankCardRequest, type BankCardRequest } from '@brokerage/shared';
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PayPasswordPopup } from '../../../components/forms/pay-password-popup';
import { fieldRule } from '../../../lib/forms/zod-rule';
import { useAddBankCard } from '../api/add-bank-card';
import type { BankCard } from '../api/get-bank-cards';

type Values = Partial<Record<Exclude<keyof BankCardRequest, 'payPassword'>, string>>;

const FIELDS = [
  { name: 'name', label: 'cards.cardName', placeholder: 'cards.cardNamePlaceholder', max: 64 },
  {
    name: 'accountName',
    label: 'cards.accountName',
    placeholder: 'cards.accountNamePlaceholder',
    max: 64,
  },
  {
    name: 'accountNumber',
    label: 'cards.accountNumber',
    placeholder: 'cards.accountNumberPlaceholder',
    max: 34,
  },
  { name: 'bankName', label: 'cards.bankName', placeholder: 'cards.bankNamePlaceholder', max: 64 },
  { name: 'iban', label: 'cards.iban', placeholder: 'cards.ibanPlaceholder', max: 42 },
  { name: 'bic', label: 'cards.bic', placeholder: 'cards.bicPlaceholder', max: 11 },
  { name: 'branch', label: 'cards.branch', placeholder: 'cards.optional', max: 64, optional: true },
  {
    name: 'bankCode',
    label: 'cards.bankCode',
    placeholder: 'cards.optional',
    max: 32,
    optional: true,
  },
] as const;

/** Bind a bank card: every field checked by the shared schema, then the pay password. */
export const BankCardForm = ({
  onDone,
  onError,
}: {
  onDone: (card: BankCard) => void;
  onError: (error: unknown) => void;
}) => {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Values | null>(null);
  const mutation = useAddBankCard({
    onSuccess: (card) => {
      setPending(null);
      onDone(card);
    },
    onError,
  });

  const confirm = (payPassword: string): void => {
    if (!pending) return;
    const parsed = bankCardRequest.safeParse({
      ...pending,
      branch: pending.branch?.trim() || undefined,
      bankCode: pending.bankCode?.trim() || undefined,
      payPassword,
    });
    if (parsed.success) mutation.mutate(parsed.data);
  };

  return (
    <>
      <Form
        layout="vertical"
        className="form-page"
        onFinish={(values: Values) => setPending(values)}
        footer={
          <Button block type="submit" color="primary" size="large" data-testid="bank-card-submit">
            {t('cards.bindCard')}
          </Button>
        }
      >
        {FIELDS.map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={t(field.label)}
            rules={[
              fieldRule(bankCardRequest.shape[field.name], t, t(field.label), {
                optional: 'optional' in field,
              }),
            ]}
          >
            <Input
              placeholder={t(field.placeholder)}
              maxLength={field.max}
              clearable
              autoComplete="off"
              data-testid={`bank-${field.name}`}
            />
          </Form.Item>
        ))}
      </Form>
      <PayPasswordPopup
        visible={pending !== null}
        title={t('cards.confirmBind')}
        loading={mutation.isPending}
        onClose={() => setPending(null)}
        onConfirm={confirm}
      />
    </>
  );
};
