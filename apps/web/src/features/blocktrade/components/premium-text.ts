import { formatDigits, type LanguageKey } from '@brokerage/shared';

/** A block deal's premium on the ask as the operator set it, signed: "+2.5 %", "-5 %". */
export const premiumText = (premiumPercent: string, language: LanguageKey): string =>
  `${formatDigits(premiumPercent, language, { sign: true })} %`;
