import {
  dividendRequest,
  splitRequest,
  type DividendRequest,
  type LanguageKey,
  type SplitRequest,
} from '@brokerage/shared';
import type { TFunction } from 'i18next';
import { perShareFigure, withholdingFigure } from '../../components/dividend-figures';
import { splitRatioText } from '../../components/split-figures';

/** A cash dividend proposal's input (what the approval enters), or null if it is not one. */
export const dividendOf = (after: unknown): DividendRequest | null => {
  const parsed = dividendRequest.safeParse(after);
  return parsed.success ? parsed.data : null;
};

/** A split proposal's input (what the approval enters), or null if it is not one. */
export const splitOf = (after: unknown): SplitRequest | null => {
  const parsed = splitRequest.safeParse(after);
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

/** A split a second admin approves, in words: its ratio (a reverse split said to be one), its ex-date. */
export const splitSummary = (split: SplitRequest, t: TFunction, language: LanguageKey): string =>
  t('approvals.split', {
    ratio: splitRatioText({ to: split.to, from: split.from }, t, language),
    exDate: split.exDate,
  });

/**
 * A corporate action proposal's terms in words and its note, by its kind; null for another
 * kind's proposal, or an input that is not the kind's (no terms rather than wrong ones).
 */
export const corporateTerms = (
  proposal: { kind: string; after: unknown; currency: string | null },
  t: TFunction,
  language: LanguageKey,
): { text: string; note: string | undefined } | null => {
  if (proposal.kind === 'corporate.dividend') {
    const dividend = dividendOf(proposal.after);
    return dividend
      ? { text: dividendSummary(dividend, proposal.currency, t, language), note: dividend.note }
      : null;
  }
  if (proposal.kind === 'corporate.split') {
    const split = splitOf(proposal.after);
    return split ? { text: splitSummary(split, t, language), note: split.note } : null;
  }
  return null;
};
