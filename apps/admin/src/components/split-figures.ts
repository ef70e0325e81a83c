import { formatDigits, type LanguageKey, type SplitRatio } from '@brokerage/shared';
import type { TFunction } from 'i18next';

/** A reverse split: fewer shares after it than before (1 for 10). */
export const isReverseSplit = (ratio: SplitRatio): boolean => ratio.to < ratio.from;

/**
 * A split's ratio as operators say it, new shares first: `3 for 1`, and a reverse split said to
 * be one (`1 for 10 (reverse)`), so a ratio typed the wrong way round stands out.
 */
export const splitRatioText = (ratio: SplitRatio, t: TFunction, language: LanguageKey): string =>
  t(isReverseSplit(ratio) ? 'corporate.ratioReverse' : 'corporate.ratio', {
    to: formatDigits(String(ratio.to), language),
    from: formatDigits(String(ratio.from), language),
  });
