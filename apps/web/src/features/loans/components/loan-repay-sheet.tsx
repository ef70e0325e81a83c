import { Decimal, positiveAmount, type LoanView } from '@brokerage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordRow } from '../../../components/display/record-row';
import { AmountInput } from '../../../components/forms/amount-input';
import { PayPasswordPopup } from '../../../components/forms/pay-password-popup';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import { useRepayLoan } from '../api/loans-mutations';

/**
 * Early repayment: the amount (the whole debt by default, never more), confirmed with the pay
 * password. The server accrues to today first and refuses more than the debt or the cash.
 */
export const LoanRepaySheet = ({
  loan,
  visible,
  onClose,
  onRepaid,
  onError,
}: {
  loan: LoanView;
  visible: boolean;
  onClose: () => void;
  onRepaid: (loan: LoanView) => void;
  onError: (error: unknown) => void;
}) => {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const debt = new Decimal(loan.repaymentAmount).toDecimalPlaces(2).toFixed(2);
  const [amount, setAmount] = useState(debt);
  const mutation = useRepayLoan(loan.id, { onSuccess: onRepaid, onError });
  const valid = positiveAmount.safeParse(amount).success;
  const above = valid && new Decimal(amount).gt(debt);

  return (
    <PayPasswordPopup
      visible={visible}
      title={t('loans.repayTitle')}
      loading={mutation.isPending}
      onClose={onClose}
      onConfirm={(payPassword) => {
        if (valid && !above) mutation.submit({ request: { amount, payPassword } });
      }}
    >
      <dl className="record-rows pin-summary">
        <RecordRow label={t('loans.repaymentAmount')}>
          {n.money(loan.repaymentAmount, loan.currency)} {loan.currency}
        </RecordRow>
      </dl>
      <label className="field-label" htmlFor="loan-repay-amount">
        {t('loans.repayAmountIn', { currency: loan.currency })}
      </label>
      <div id="loan-repay-amount" className="loan-repay-amount">
        <AmountInput
          value={amount}
          onChange={(value) => {
            setAmount(value);
            mutation.resetKey();
          }}
          decimals={2}
          testId="loan-repay-amount"
        />
      </div>
      {above && (
        <div className="field-error" role="alert">
          {t('errors.LOAN_REPAY_ABOVE_DEBT', {
            debt: n.money(debt, loan.currency),
            currency: loan.currency,
          })}
        </div>
      )}
    </PayPasswordPopup>
  );
};
