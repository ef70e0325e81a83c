import { isValidBIC } from 'ibantools';

/** Forms receive BICs typed with stray spaces or in lower case; SWIFT codes are upper case. */
export const normaliseBic = (value: string): string => value.replace(/\s/g, '').toUpperCase();

/**
 * ISO 9362: 4 letters bank, 2 letters country, 2 alphanumerics location, optional
 * 3 alphanumerics branch (8 or 11 characters). ibantools also rejects country codes
 * it does not know, which catches typos the shape alone lets through.
 */
export const isValidBic = (value: string): boolean => isValidBIC(normaliseBic(value));
