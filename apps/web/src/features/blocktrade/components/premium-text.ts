import type { LanguageKey } from '@brokerage/shared';
import { formatDecimal } from '../../../lib/market/format';

/** A block deal's premium on the ask as the operator set it, signed: "+2.5 %", "-5 %". */
export const premiumText = (premiumPercent: string, language: LanguageKey): string =>
  `${formatDecimal(premiumPercent, language, { sign: true })} %`;
