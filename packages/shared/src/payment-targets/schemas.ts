import { z } from 'zod/mini';
import { isValidBic, normaliseBic } from './bic.ts';
import { isValidErc20Address } from './evm-address.ts';
import { isValidIban, normaliseIban } from './iban.ts';
import { isValidTrc20Address } from './tron-address.ts';

/**
 * Messages are translation keys (`validation.*`), like the other shared schemas, so the
 * server and the web forms show them in the reader's language.
 */

/** Output is the electronic form, so the server stores one spelling per account. */
export const ibanSchema = z
  .pipe(
    z.string().check(z.refine(isValidIban, 'validation.ibanInvalid')),
    z.transform(normaliseIban),
  )
  .check(z.describe('An IBAN; spaces and lower case are accepted and removed'));

export const bicSchema = z
  .pipe(z.string().check(z.refine(isValidBic, 'validation.bicInvalid')), z.transform(normaliseBic))
  .check(z.describe('A BIC (SWIFT code), 8 or 11 characters'));

export const cryptoNetwork = z.enum(['ERC20', 'TRC20']);
export type CryptoNetwork = z.infer<typeof cryptoNetwork>;

const addressCheckers: Record<CryptoNetwork, (value: string) => boolean> = {
  ERC20: isValidErc20Address,
  TRC20: isValidTrc20Address,
};

/**
 * Surrounding whitespace is trimmed (copy-paste), but the case is kept: it is the
 * EIP-55 checksum for ERC-20 and part of the base58 value for TRC-20.
 */
export const cryptoAddressSchema = (network: CryptoNetwork) =>
  z
    .string()
    .check(
      z.trim(),
      z.refine(addressCheckers[network], 'validation.addressInvalid'),
      z.describe(`A ${network} withdrawal address`),
    );
