import {
  dailyRate,
  Decimal,
  loanApplication,
  loanAmount,
  periodInterest,
  type LoanTerms,
  type LoanView,
} from '@brokerage/shared';
import { Checkbox, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordRow } from '../../../components/display/record-row';
import { FormField } from '../../../components/forms/form-field';
import { FormFailureLine, useFormFailure } from '../../../components/forms/form-failure';
import { SingleChoice } from '../../../components/forms/single-choice';
import { SubmitButton } from '../../../components/forms/submit-button';
import { UploadField } from '../../../components/forms/upload-field';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import { chosenRule, zodRule } from '../../../lib/forms/zod-rule';
import { useApplyForLoan } from '../api/loans-mutations';
import { AgreementPopup } from './agreement-popup';
import { levelPercent, ratePercent } from './loan-format';
import { LoanRateRows } from './loan-rates';
import { MarginTermRows } from './margin-terms';
import { SignatureField } from './signature-field';

interface Values {
  currency?: string[];
  amount?: string;
  periodDays?: number[];
  imageFileId?: string;
  signatureFileId?: string;
  agreed?: boolean;
}

/** A rule that answers the seed's message for a missing piece (section 5, financing). */
const presentRule = (message: string) => ({
  validator: async (_rule: unknown, value: unknown): Promise<void> => {
    if (value !== true && (typeof value !== 'string' || value === '')) throw new Error(message);
  },
});

/** The server's refusals of the amount are said under it, until it changes. */
const LOAN_FAILURE_FIELDS = {
  LOAN_AMOUNT_OUT_OF_RANGE: 'amount',
  AMOUNT_PRECISION: 'amount',
  AMOUNT_ABOVE_MAXIMUM: 'amount',
} as const;

/**
 * The application (seed sections 3 and 5): currency, a whole amount (typed text is checked,
 * never rewritten: '1.5' is refused with the seed's message), the period, the borrowing power
 * in that currency with the maintenance and liquidation levels (issue 26), the annual rates
 * from the settings with their day-count basis and daily rates, the interest they make over
 * the period, one image, a hand-drawn signature and
 * the agreement, readable before it is ticked.
 */
export const LoanApplyForm = ({
  terms,
  onApplied,
}: {
  terms: LoanTerms;
  onApplied: (loan: LoanView) => void;
}) => {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const [form] = Form.useForm<Values>();
  const [reading, setReading] = useState(false);
  const failure = useFormFailure(form, LOAN_FAILURE_FIELDS);
  const mutation = useApplyForLoan({ onSuccess: onApplied, onError: failure.show });
  const currency = Form.useWatch('currency', form)?.[0] ?? terms.currencies[0]?.currency ?? 'USD';
  const amount = Form.useWatch('amount', form) ?? '';
  const days = Form.useWatch('periodDays', form)?.[0] ?? terms.periods[0] ?? 0;
  const limits = terms.currencies.find((c) => c.currency === currency);
  const amountOk = loanAmount.safeParse(amount).success;
  const interest = amountOk
    ? periodInterest(amount, terms.interestRate, terms.dayCount, days, currency)
    : new Decimal(0);

  const submit = (values: Values): void => {
    const parsed = loanApplication.safeParse({
      currency: values.currency?.[0],
      amount: values.amount,
      periodDays: values.periodDays?.[0],
      imageFileId: values.imageFileId,
      signatureFileId: values.signatureFileId,
      agreed: values.agreed === true,
    });
    // The rules above have passed, so this only fails on a bug: said, never swallowed.
    if (parsed.success) mutation.mutate(parsed.data);
    else failure.say([t(parsed.error.issues[0]?.message ?? 'validation.invalid', { field: '' })]);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      className="loan-form"
      initialValues={{
        currency: [terms.currencies[0]?.currency ?? 'USD'],
        periodDays: [terms.periods[0]],
      }}
      onFinish={submit}
      onValuesChange={failure.clear}
      footer={
        <>
          <FormFailureLine messages={failure.messages} testId="loan-failure" />
          <SubmitButton loading={mutation.isPending} testId="loan-apply">
            {t('loans.apply')}
          </SubmitButton>
        </>
      }
    >
      <FormField
        name="currency"
        label={t('loans.currency')}
        rules={[chosenRule(t, t('loans.currency'))]}
      >
        <SingleChoice
          columns={4}
          showCheckMark={false}
          options={terms.currencies.map((c) => ({ label: c.currency, value: c.currency }))}
        />
      </FormField>
      <FormField
        name="amount"
        label={t('loans.amountIn', { currency })}
        help={
          limits &&
          t('loans.amountRange', {
            minimum: n.money(limits.minimum, currency),
            maximum: n.money(limits.maximum, currency),
            currency,
          })
        }
        rules={[zodRule(loanAmount, t, t('loans.amount'))]}
      >
        <Input inputMode="numeric" autoComplete="off" placeholder="0" data-testid="loan-amount" />
      </FormField>
      <FormField
        name="periodDays"
        label={t('loans.period')}
        rules={[chosenRule(t, t('loans.period'))]}
      >
        <SingleChoice
          columns={3}
          showCheckMark={false}
          options={terms.periods.map((d) => ({ label: t('loans.days', { n: d }), value: d }))}
          data-testid="loan-period"
        />
      </FormField>

      <dl className="record-rows loan-terms" data-testid="loan-terms">
        <MarginTermRows terms={terms} currency={currency} />
        <LoanRateRows
          interestRate={terms.interestRate}
          penaltyRate={terms.penaltyRate}
          dayCount={terms.dayCount}
        />
        {amountOk && (
          <>
            <RecordRow label={t('loans.periodInterest', { n: days })}>
              {n.money(interest.toFixed(), currency)} {currency}
            </RecordRow>
            <RecordRow label={t('loans.dueAtEnd')}>
              {n.money(interest.plus(new Decimal(amount)).toFixed(), currency)} {currency}
            </RecordRow>
          </>
        )}
      </dl>

      <FormField
        name="imageFileId"
        label={t('loans.image')}
        rules={[presentRule(t('validation.loanImageRequired'))]}
      >
        <UploadField purpose="loan" label={t('loans.uploadImage')} testId="loan-image" />
      </FormField>
      <FormField
        name="signatureFileId"
        label={t('loans.signature')}
        rules={[presentRule(t('validation.loanSignatureRequired'))]}
      >
        <SignatureField />
      </FormField>
      <FormField
        name="agreed"
        valuePropName="checked"
        rules={[presentRule(t('validation.loanAgreementRequired'))]}
        className="agree-item"
      >
        <Checkbox data-testid="loan-agree">
          <span className="agree-text">{t('loans.agree')}</span>
        </Checkbox>
      </FormField>
      <button
        type="button"
        className="link-button loan-read-agreement"
        onClick={() => setReading(true)}
        data-testid="loan-read-agreement"
      >
        {t('loans.readAgreement')}
      </button>
      <AgreementPopup
        visible={reading}
        onClose={() => setReading(false)}
        terms={{
          interestRate: ratePercent(terms.interestRate, n.figure),
          penaltyRate: ratePercent(terms.penaltyRate, n.figure),
          dailyInterestRate: ratePercent(dailyRate(terms.interestRate, terms.dayCount), n.figure),
          dailyPenaltyRate: ratePercent(dailyRate(terms.penaltyRate, terms.dayCount), n.figure),
          maintenance: levelPercent(terms.margin.maintenanceLevel, n.figure),
          liquidation: levelPercent(terms.margin.liquidationLevel, n.figure),
          hours: String(terms.margin.callDeadlineHours),
        }}
      />
    </Form>
  );
};
