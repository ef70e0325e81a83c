import { amountLimits, Decimal, type AmountLimitKind, type AmountLimits } from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { getSetting } from './reference.repository.ts';

/** Per-currency maximums of one movement; about a million dollars, ten for an order. */
const limit = (million: string) => {
  const m = new Decimal(million).times(1_000_000);
  return {
    deposit: m.toFixed(),
    withdrawal: m.toFixed(),
    transfer: m.toFixed(),
    order: m.times(10).toFixed(),
  };
};
export const DEFAULT_AMOUNT_LIMITS: AmountLimits = {
  USD: limit('1'),
  USDT: limit('1'),
  EUR: limit('1'),
  HKD: limit('8'),
  CNY: limit('7'),
  MYR: limit('4.5'),
  TWD: limit('30'),
  SGD: limit('1.3'),
};

/** The maximums operators set (settings `limits.maximums`), the defaults until they do. */
export const getAmountLimits = async (db: Executor): Promise<AmountLimits> => {
  const stored = amountLimits.safeParse(await getSetting(db, 'limits.maximums'));
  return stored.success ? stored.data : DEFAULT_AMOUNT_LIMITS;
};

/**
 * Refuses a movement above its currency's maximum (issue 19 item 8); a currency the table
 * does not name has no movement to make here (the services refuse it as unsupported).
 */
export const assertWithinMaximum = async (
  db: Executor,
  kind: AmountLimitKind,
  currency: string,
  amount: Decimal.Value,
): Promise<void> => {
  refuseAboveMaximum((await getAmountLimits(db))[currency]?.[kind], currency, amount);
};

/** Refuses an amount above `maximum` (a figure already read, e.g. with the order's context). */
export const refuseAboveMaximum = (
  maximum: string | undefined,
  currency: string,
  amount: Decimal.Value,
): void => {
  if (maximum !== undefined && new Decimal(amount).gt(maximum))
    throw new DomainError('AMOUNT_ABOVE_MAXIMUM', { maximum, currency });
};
