import type { PlanRunView } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { usePriceFormat } from '../../../lib/market/use-price-format';
import { useLanguageStore } from '../../../stores/language-store';
import { runOutcome } from '../utils/plan-text';
import './plans.css';

/**
 * What a run did, coloured by how it went (green bought, red bought nothing): not the price
 * colours, which swap in Chinese and Japanese, since this is success or failure, not up or down.
 */
export const PlanRunOutcome = ({
  run,
  instrumentKey,
  currency,
  testId = 'plan-run-outcome',
}: {
  run: PlanRunView;
  instrumentKey: string;
  currency: string;
  testId?: string;
}) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const price = usePriceFormat(instrumentKey);
  const outcome = runOutcome(run, currency, language, t, price);
  return (
    <span
      className={`plan-run-outcome ${outcome.tone}`}
      data-testid={testId}
      data-tone={outcome.tone}
    >
      {outcome.text}
    </span>
  );
};
