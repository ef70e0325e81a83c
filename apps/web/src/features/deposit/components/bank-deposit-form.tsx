import { depositRequest, type DepositView } from '@brokerage/shared';
import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { SubmitForm } from '../../../components/forms/submit-form';
import { AmountInput } from '../../../components/forms/amount-input';
import { UploadField } from '../../../components/forms/upload-field';
import { chosenRule, fieldRule, zodRule } from '../../../lib/forms/zod-rule';
import { useAmountLimits } from '../../../lib/settings/amount-limits';
import { useCreateDeposit } from '../api/create-deposit';
import { SingleChoice } from '../../../components/forms/single-choice';
import './deposit.css';

interface Values {
  money?: string;
  currency?: string[];
  proof?: string;
}

const proofSchema = depositRequest.def.options[0].shape.proof;
/** At most cents, the shared rule the server applies too (with the currency table). */
const moneySchema = depositRequest.def.options[0].shape.money;

/**
 * Amount, currency and the transfer proof ('Upload credentials are required'), declared under
 * the reference the customer was shown before making the transfer.
 */
export const BankDepositForm = ({
  reference,
  currencies,
  initialAmount,
  onDone,
  onError,
}: {
  reference: string;
  currencies: string[];
  initialAmount?: string;
  onDone: (deposit: DepositView) => void;
  onError: (error: unknown) => void;
}) => {
  const { t } = useTranslation();
  const mutation = useCreateDeposit({ onSuccess: onDone, onError });
  const maximumOf = useAmountLimits();
  return (
    <SubmitForm
      className="form-card"
      initialValues={{ money: initialAmount, currency: currencies.slice(0, 1) }}
      parse={(values: Values) =>
        depositRequest.safeParse({
          type: 'bank',
          reference,
          currency: values.currency?.[0],
          money: values.money,
          proof: values.proof,
        })
      }
      mutation={mutation}
      submitLabel={t('deposit.submitTransfer')}
      submitTestId="bank-deposit-submit"
    >
      <Form.Item
        name="currency"
        label={t('deposit.currency')}
        rules={[chosenRule(t, t('deposit.currency'))]}
      >
        <SingleChoice
          options={currencies.map((code) => ({ label: code, value: code }))}
          columns={4}
          showCheckMark={false}
        />
      </Form.Item>
      <Form.Subscribe to={['currency']}>
        {({ currency }: Values) => (
          <Form.Item
            name="money"
            label={t('deposit.amount')}
            rules={[fieldRule(moneySchema, t, t('deposit.amount'))]}
          >
            <AmountInput
              placeholder={t('deposit.amountPlaceholder')}
              decimals={2}
              maximum={currency?.[0] ? maximumOf('deposit', currency[0]) : undefined}
              testId="deposit-amount"
            />
          </Form.Item>
        )}
      </Form.Subscribe>
      <Form.Item name="proof" label={t('deposit.proof')} rules={[zodRule(proofSchema, t)]}>
        <UploadField
          purpose="deposit-proof"
          label={t('deposit.uploadProof')}
          allowPdf
          testId="deposit-proof"
        />
      </Form.Item>
    </SubmitForm>
  );
};
