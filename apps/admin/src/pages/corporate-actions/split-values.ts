import {
  formatDigits,
  splitLot,
  type LanguageKey,
  type SplitRatio,
  type SplitRequest,
} from '@brokerage/shared';
import type { TFunction } from 'i18next';
import { blankToUndefined, EXAMPLE_SHARES } from './entry-values';

/** The split form's fields, as typed: the ratio as two whole numbers of shares. */
export interface SplitFormValues {
  key?: string;
  /** New shares… */
  to?: string;
  /** …for every this many held. */
  from?: string;
  exDate?: string;
  note?: string;
}

/**
 * The request the form's values make, for the shared schema to check (which takes the two
 * sides of the ratio as whole numbers from 1 to 1000, and refuses them equal). A blank side is
 * left out, so it is said to be required rather than not a ratio.
 */
export const splitInput = (
  values: SplitFormValues,
): Partial<Record<keyof SplitRequest, string>> => {
  const note = blankToUndefined(values.note);
  return {
    key: blankToUndefined(values.key),
    to: blankToUndefined(values.to),
    from: blankToUndefined(values.from),
    exDate: blankToUndefined(values.exDate),
    ...(note ? { note } : {}),
  };
};

/**
 * What a lot of `EXAMPLE_SHARES` shares becomes by the published rule (shared split-rule.ts), to
 * check a ratio typed the wrong way round: its whole shares, and the fraction of a new share
 * paid in cash ('0' when none is).
 */
export const exampleSplit = (ratio: SplitRatio) => {
  const lot = splitLot({ quantity: EXAMPLE_SHARES, cost: 0, openFee: 0 }, ratio, 0, 'USD');
  return { shares: lot.shares.toFixed(), fraction: lot.fraction.toFixed() };
};

const SIDE = /^[1-9]\d{0,3}$/;
const MAX_SIDE = 1000;

/**
 * The ratio the two fields say while they are typed, for the form to read it back in words; null
 * until both are whole numbers from 1 to 1000 and differ (what the shared schema takes).
 */
export const typedRatio = (to: string | undefined, from: string | undefined): SplitRatio | null => {
  const [newShares, oldShares] = [to?.trim() ?? '', from?.trim() ?? ''];
  if (!SIDE.test(newShares) || !SIDE.test(oldShares)) return null;
  const ratio = { to: Number(newShares), from: Number(oldShares) };
  if (ratio.to > MAX_SIDE || ratio.from > MAX_SIDE || ratio.to === ratio.from) return null;
  return ratio;
};

/** What `EXAMPLE_SHARES` shares become, in words: `300 shares`, or `33 shares + 0.33333333 … in cash`. */
export const exampleSplitText = (ratio: SplitRatio, t: TFunction, language: LanguageKey) => {
  const { shares, fraction } = exampleSplit(ratio);
  return fraction === '0'
    ? t('corporate.splitShares', { shares: formatDigits(shares, language) })
    : t('corporate.splitSharesAndCash', {
        shares: formatDigits(shares, language),
        fraction: formatDigits(fraction, language),
      });
};
