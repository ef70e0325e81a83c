import { Decimal } from '@brokerage/shared';

/**
 * decimal.js with enough significant digits that products of 38-digit amounts and
 * 8-decimal rates stay exact until the one rounding each caller names; the default
 * precision of 20 would round earlier, silently.
 */
export const Exact = Decimal.clone({ precision: 80 });
