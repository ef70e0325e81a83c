import { depositRequest, type CryptoNetwork, type DepositView } from '@brokerage/shared';
import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { SubmitForm } from '../../../components/forms/submit-form';
import { AmountInput } from '../../../components/forms/amount-input';
import { fieldRule } from '../../../lib/forms/zod-rule';
import { useCreateDeposit } from '../api/create-deposit';
import { useAmountLimits } from '../../../lib/settings/amount-limits';
import './deposit.css';

interface Values {
  money?: string;
  txHash?: string;
}

const txHashSchema = depositRequest.def.options[1].shape.txHash.def.innerType;
/** At most 6 decimals, the shared rule the server applies too. */
const moneySchema = depositRequest.def.options[1].shape.money;

/**
 * After sending USDT: the amount and, optionally, the transaction hash. Neither credits
 * anything: the transfer to the customer's own address is credited automatically after the
 * confirmations; the hash only helps match it to this record sooner.
 */
export const CryptoDepositForm = ({
  network,
  initialAmount,
  onDone,
  onError,
}: {
  network: CryptoNetwork;
  initialAmount?: string;
  onDone: (deposit: DepositView) => void;
  onError: (error: unknown) => void;
}) => {
  const { t } = useTranslation();
  const mutation = useCreateDeposit({ onSuccess: onDone, onError });
  const maximum = useAmountLimits()('deposit', 'USDT');
  return (
    <SubmitForm
      className="form-card"
      initialValues={{ money: initialAmount }}
      parse={(values: Values) =>
        depositRequest.safeParse({
          type: 'crypto',
          network,
          money: values.money,
          txHash: values.txHash?.trim() ? values.txHash : undefined,
        })
      }
      mutation={mutation}
      submitLabel={t('deposit.submitCrypto')}
      submitTestId="crypto-deposit-submit"
    >
      <Form.Item
        name="money"
        label={t('deposit.amountUsdt')}
        rules={[fieldRule(moneySchema, t, t('deposit.amountUsdt'))]}
      >
        <AmountInput
          placeholder={t('deposit.amountPlaceholder')}
          decimals={6}
          maximum={maximum}
          testId="deposit-amount"
        />
      </Form.Item>
      <Form.Item
        name="txHash"
        label={t('deposit.txHash')}
        rules={[fieldRule(txHashSchema, t, t('deposit.txHash'), { optional: true })]}
        description={t('deposit.txHashHint')}
      >
        <Input
          placeholder="0x…"
          maxLength={66}
          clearable
          autoComplete="off"
          data-testid="deposit-txhash"
        />
      </Form.Item>
    </SubmitForm>
  );
};
