import { friendlyFormatIBAN, isValidIBAN } from 'ibantools';

/**
 * People paste IBANs as printed on statements: grouped, lower case, sometimes with
 * hyphens or non-breaking spaces. We store and compare the electronic form only.
 */
export const normaliseIban = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

/**
 * Country length, BBAN structure and the ISO 13616 mod-97 checksum come from ibantools,
 * whose per-country table is maintained against the SWIFT IBAN registry.
 * QR-IBANs (Swiss, IID 30000-31999) are refused: banks accept them only for QR-bill
 * payments carrying a QR reference, so a plain withdrawal to one would bounce.
 */
export const isValidIban = (value: string): boolean =>
  isValidIBAN(normaliseIban(value), { allowQRIBAN: false });

/** Groups of four, as printed on cards and statements, so people can compare by eye. */
export const formatIban = (value: string): string => {
  const normalised = normaliseIban(value);
  // ibantools only returns null for a non-string input, which the type rules out.
  return friendlyFormatIBAN(normalised) ?? normalised;
};
