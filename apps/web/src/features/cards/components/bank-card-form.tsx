import { bankCardRequest, type BankCardRequest } from '@brokerage/shared';
import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { fieldRule } from '../../../lib/forms/zod-rule';
import { useAddBankCard } from '../api/add-bank-card';
import type { BankCard } from '../api/get-bank-cards';
import { BindTargetForm } from './bind-target-form';

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
  // Seed section 5: a bank withdrawal needs the branch and the bank code as well.
  {
    name: 'branch',
    label: 'cards.branch',
    placeholder: 'bankWithdrawal.branchPlaceholder',
    max: 64,
  },
  {
    name: 'bankCode',
    label: 'cards.bankCode',
    placeholder: 'bankWithdrawal.bankCodePlaceholder',
    max: 32,
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
  return (
    <BindTargetForm
      useBind={useAddBankCard}
      toRequest={(values: Values, payPassword) => {
        const parsed = bankCardRequest.safeParse({ ...values, payPassword });
        return parsed.success ? parsed.data : undefined;
      }}
      submitLabel={t('cards.bindCard')}
      submitTestId="bank-card-submit"
      confirmTitle={t('cards.confirmBind')}
      onDone={onDone}
      onError={onError}
    >
      {FIELDS.map((field) => (
        <Form.Item
          key={field.name}
          name={field.name}
          label={t(field.label)}
          // Seed section 5 asks for every one of them: each label says so before the customer
          // types, not only the error after.
          required
          rules={[fieldRule(bankCardRequest.shape[field.name], t, t(field.label))]}
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
    </BindTargetForm>
  );
};
