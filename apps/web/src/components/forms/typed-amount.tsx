import { Decimal, formatMoney } from '@brokerage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  decimalSeparatorOf,
  readAmountText,
  trimTrailingPoint,
  writeAmountText,
  type AmountProblem,
} from '../../lib/forms/amount-text';
import { useLanguageStore } from '../../stores/language-store';
import './typed-amount.css';

interface TypedState {
  /** What the field shows: exactly what was typed. */
  shown: string;
  /** What the form was last told: the amount, or '' while the text is refused. */
  told: string;
  problem: AmountProblem | null;
}

/**
 * The state of an amount field that never changes what was typed: the field shows the text
 * as typed; the form hears the amount it reads, or '' while the text is refused (so nothing
 * can be submitted that the field does not show), and the reason is shown under the field.
 * A value the form sets itself (Max, a reset) replaces the text.
 */
export const useTypedAmount = (
  value: string | undefined,
  onChange: ((value: string) => void) | undefined,
  decimals: number,
  /** The most this field may hold (issue 19 item 8): more is refused, the limit is shown. */
  maximum?: { value: string; currency: string },
) => {
  const language = useLanguageStore((s) => s.key);
  const separator = decimalSeparatorOf(language);
  const [state, setState] = useState<TypedState>({
    shown: writeAmountText(value ?? '', separator),
    told: value ?? '',
    problem: null,
  });
  if (value !== undefined && value !== state.told)
    setState({ shown: writeAmountText(value, separator), told: value, problem: null });

  const tell = (shown: string, told: string, problem: AmountProblem | null) => {
    setState({ shown, told, problem });
    if (told !== state.told) onChange?.(told);
  };
  return {
    shown: state.shown,
    problem: state.problem,
    separator,
    change: (text: string) => {
      const reading = readAmountText(text, decimals, separator);
      if (!reading.ok) tell(text, '', reading.problem);
      else if (maximum && reading.value !== '' && new Decimal(reading.value).gt(maximum.value))
        tell(text, '', {
          key: 'validation.amountAboveMaximum',
          values: {
            maximum: formatMoney(maximum.value, maximum.currency, language),
            currency: maximum.currency,
          },
        });
      else tell(text, reading.value, null);
    },
    blur: () => {
      if (state.problem || state.told === trimTrailingPoint(state.told)) return;
      const trimmed = trimTrailingPoint(state.told);
      tell(trimTrailingPoint(state.shown.trim()), trimmed, null);
    },
  };
};

/** Why the field refuses its text, under it; else the field's maximum, when it has one. */
export const AmountProblemLine = ({
  problem,
  maximum,
  testId,
}: {
  problem: AmountProblem | null;
  maximum?: { value: string; currency: string };
  testId?: string;
}) => {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.key);
  if (!problem)
    return maximum ? (
      <div className="typed-amount-hint" data-testid={testId && `${testId}-maximum`}>
        {t('validation.amountMaximumHint', {
          maximum: formatMoney(maximum.value, maximum.currency, language),
          currency: maximum.currency,
        })}
      </div>
    ) : null;
  return (
    <div className="typed-amount-problem" role="alert" data-testid={testId && `${testId}-problem`}>
      {t(problem.key, problem.values)}
    </div>
  );
};
