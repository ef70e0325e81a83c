import { z } from 'zod/mini';
import { decimalString, positiveAmount } from './common.ts';

// Not in funding.ts: the order rules' fee schedule, the quant funds' and the operators'
// settings need these without funding's bank and wallet checks (the IBAN, EVM and TRON address
// libraries), which came with them into Trade's and the quote's first load.

/** Fiat currencies on the platform have cents; USDT has 6 decimals (the `currencies` table). */
export const FIAT_DECIMALS = 2;
export const USDT_DECIMALS = 6;

/** Digits after the decimal point of a decimal string ('1.50' has 2). */
export const decimalPlaces = (value: string): number => {
  const dot = value.indexOf('.');
  return dot === -1 ? 0 : value.length - dot - 1;
};

/**
 * The currency-unit rule of a typed amount: at most `decimals` places, the currency's minor
 * unit (a trailing zero still counts as a place, as in '1.000'). The server applies the same
 * rule with the `currencies` table's decimals where the currency is only known there.
 */
const withinUnits = (decimals: number) => (value: string) => decimalPlaces(value) <= decimals;

/** A positive amount of at most `decimals` places: nothing below the currency's minor unit. */
export const amountInUnits = (decimals: number) =>
  positiveAmount.check(z.refine(withinUnits(decimals), { message: 'validation.amountInvalid' }));

/** The same rule for an amount that may be zero (a minimum, a fee floor). */
export const nonNegativeAmountInUnits = (decimals: number) =>
  decimalString.check(
    z.refine((value) => !value.startsWith('-') && withinUnits(decimals)(value), {
      message: 'validation.amountInvalid',
    }),
  );
