import type { LanguageKey } from '@brokerage/shared';
import type { TFunction } from 'i18next';
import { perShareFigure, withholdingFigure } from '../../components/dividend-figures';
import { splitRatioText } from '../../components/split-figures';
import type { CorporateAction } from './queries';

type Terms = Pick<
  CorporateAction,
  'kind' | 'currency' | 'amountPerShare' | 'withholdingRate' | 'splitTo' | 'splitFrom'
>;

/**
 * An action's terms on one line of the list: a dividend's amount per share in its currency and
 * its withholding rate as a percent (`0.25 USD per share · 30 % tax`), a split's ratio
 * (`3 for 1`, `1 for 10 (reverse)`). A dash for terms the row does not carry.
 */
export const actionTerms = (action: Terms, t: TFunction, language: LanguageKey): string => {
  if (action.kind === 'split')
    return action.splitTo === null || action.splitFrom === null
      ? '—'
      : splitRatioText({ to: action.splitTo, from: action.splitFrom }, t, language);
  if (action.amountPerShare === null || action.withholdingRate === null) return '—';
  return t('corporate.dividendTerms', {
    perShare: `${perShareFigure(action.amountPerShare, action.currency, language)} ${action.currency}`,
    rate: t('corporate.percent', { value: withholdingFigure(action.withholdingRate, language) }),
  });
};
