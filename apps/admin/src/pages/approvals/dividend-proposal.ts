import { dividendRequest, type DividendRequest, type LanguageKey } from '@brokerage/shared';
import type { TFunction } from 'i18next';
import { perShareFigure, withholdingFigure } from '../../components/dividend-figures';

/** A cash dividend proposal's input (what the approval enters), or null if it is not one. */
export const dividendOf = (after: unknown): DividendRequest | null => {
  const parsed = dividendRequest.safeParse(after);
  return parsed.success ? parsed.data : null;
};

/**
 * What a second admin approves, in words: the amount per share in the instrument's currency,
 * the withholding rate as a percent, the ex-date and the pay date (days in the market's zone).
 */
export const dividendSummary = (
  dividend: DividendRequest,
  currency: string | null,
  t: TFunction,
  language: LanguageKey,
): string =>
  t('approvals.dividend', {
    perShare: currency
      ? `${perShareFigure(dividend.amountPerShare, currency, language)} ${currency}`
      : dividend.amountPerShare,
    withholding: withholdingFigure(dividend.withholdingRate, language),
    exDate: dividend.exDate,
    payDate: dividend.payDate,
  });
