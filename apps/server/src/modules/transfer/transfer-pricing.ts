import { Decimal } from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { fxRate } from '../fx/fx.service.ts';
import { currencyPlaces, refuseFinerThanUnit } from '../reference/currency-units.ts';
import { getFxSpread } from './fx-spread.ts';

/** Rates are stored and shown with 8 decimals, like every amount in the ledger. */
const RATE_PLACES = 8;

export interface TransferRate {
  marketRate: Decimal;
  spread: Decimal;
  /** The stored rate x (1 - spread), truncated once to 8 decimals. */
  rate: Decimal;
  toDecimals: number;
  fromDecimals: number;
}

/** The customer's rate from one of their currency accounts to another. */
export const transferRate = async (
  db: Executor,
  from: string,
  to: string,
): Promise<TransferRate> => {
  if (from === to) throw new DomainError('TRANSFER_SAME_CURRENCY');
  const [fromDecimals, toDecimals] = [await currencyPlaces(db, from), await currencyPlaces(db, to)];
  // Rounding, once: the unrounded stored (or inverse, or cross) rate x (1 - spread) is cut
  // DOWN to 8 decimals, and that rate is the one used and shown. Cutting the market rate
  // first and the product again would lose a unit of the 8th decimal (issue 23: USD -> TWD
  // 32.09677418 instead of 32.09677419). The market rate is cut to 8 decimals for display.
  const exact = await fxRate(db, from, to);
  const spread = await getFxSpread(db);
  const rate = exact
    .times(new Decimal(1).minus(spread))
    .toDecimalPlaces(RATE_PLACES, Decimal.ROUND_DOWN);
  return {
    marketRate: exact.toDecimalPlaces(RATE_PLACES, Decimal.ROUND_DOWN),
    spread,
    rate,
    fromDecimals,
    toDecimals,
  };
};

/**
 * What `amount` in the source currency buys. Refuses an amount with more decimals than
 * its currency has, and one that would buy nothing after rounding.
 */
export const convert = (price: TransferRate, amountText: string, to: string): Decimal => {
  const amount = new Decimal(amountText);
  refuseFinerThanUnit(amount, price.fromDecimals);
  // Rounding: DOWN to the target currency's decimals (currencies table); the fraction of
  // the smallest unit that cannot be paid stays with the platform's FX account.
  const receive = amount.times(price.rate).toDecimalPlaces(price.toDecimals, Decimal.ROUND_DOWN);
  if (!receive.isPositive() || receive.isZero())
    throw new DomainError('TRANSFER_AMOUNT_TOO_SMALL', { currency: to });
  return receive;
};
