import { openPracticeRequest, type OpenPracticeRequest } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/forms/amount-input';
import { SingleChoice } from '../../../components/forms/single-choice';
import { useNumberFormat } from '../../../lib/format/use-number-format';

/** The amounts offered at a tap; any other whole amount in the published range can be typed. */
export const PRACTICE_PRESETS = ['10000', '100000', '1000000'] as const;

/** What the customer picked, as the form keeps it (`amount` as typed). */
export type PracticeChoice = OpenPracticeRequest;

/** The translation key of what stops the choice, or undefined when it can be sent. */
export const practiceChoiceProblem = (choice: PracticeChoice): string | undefined => {
  const parsed = openPracticeRequest.safeParse(choice);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? 'validation.invalid');
};

/**
 * The virtual money of a practice account: its currency (among the platform's) and an amount,
 * picked from three or typed in whole units.
 */
export const PracticeFundingFields = ({
  choice,
  onChange,
  currencies,
  problem,
}: {
  choice: PracticeChoice;
  onChange: (choice: PracticeChoice) => void;
  currencies: readonly string[];
  /** Shown once the customer tried to go on. */
  problem: string | undefined;
}) => {
  const { t } = useTranslation();
  const n = useNumberFormat();
  return (
    <>
      <section className="practice-field">
        <div className="field-label">{t('practice.setup.currency')}</div>
        <SingleChoice
          columns={4}
          showCheckMark={false}
          value={[choice.currency]}
          options={currencies.map((code) => ({ label: code, value: code }))}
          onChange={([currency]) => currency && onChange({ ...choice, currency })}
          data-testid="practice-currency"
        />
      </section>
      <section className="practice-field">
        <div className="field-label">{t('practice.setup.amount')}</div>
        <SingleChoice
          columns={3}
          showCheckMark={false}
          value={PRACTICE_PRESETS.includes(choice.amount as never) ? [choice.amount] : []}
          options={PRACTICE_PRESETS.map((amount) => ({
            label: n.money(amount, choice.currency).replace(/[.,]00$/, ''),
            value: amount,
          }))}
          onChange={([amount]) => amount && onChange({ ...choice, amount })}
          data-testid="practice-presets"
        />
        <AmountInput
          value={choice.amount}
          onChange={(amount) => onChange({ ...choice, amount })}
          placeholder={t('practice.setup.custom')}
          decimals={0}
          testId="practice-amount"
        />
        {problem ? (
          <div className="practice-problem" data-testid="practice-problem">
            {t(problem)}
          </div>
        ) : null}
      </section>
    </>
  );
};
