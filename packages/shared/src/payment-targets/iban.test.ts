import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban, normaliseIban } from './iban.ts';

const VALID = [
  'DE89 3704 0044 0532 0130 00',
  'GB82 WEST 1234 5698 7654 32',
  'FR14 2004 1010 0505 0001 3M02 606',
  'ES91 2100 0418 4502 0005 1332',
  'CH93 0076 2011 6238 5295 7',
];

describe('isValidIban', () => {
  it.each(VALID)('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });
  it('accepts lower case, no spaces, and pasted separators', () => {
    expect(isValidIban('de89370400440532013000')).toBe(true);
    expect(isValidIban('gb82 west 1234 5698 7654 32')).toBe(true);
    expect(isValidIban(' DE89-3704-0044-0532-0130-00\u00a0')).toBe(true);
  });
  it('rejects a changed digit (mod-97 checksum)', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(isValidIban('GB82 WEST 1234 5698 7654 33')).toBe(false);
    expect(isValidIban('DE88 3704 0044 0532 0130 00')).toBe(false);
  });
  it('rejects a wrong length for the country', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 0')).toBe(false);
    expect(isValidIban('DE89 3704 0044 0532 0130 000')).toBe(false);
  });
  it('rejects an unknown country', () => {
    expect(isValidIban('XX89 3704 0044 0532 0130 00')).toBe(false);
    expect(isValidIban('US64 SVBK US6S 3300 9673 1')).toBe(false);
  });
  it('rejects a Swiss QR-IBAN, which only takes QR-bill payments', () => {
    expect(isValidIban('CH44 3199 9123 0008 8901 2')).toBe(false);
  });
  it('rejects empty and junk input', () => {
    expect(isValidIban('')).toBe(false);
    expect(isValidIban('not an iban')).toBe(false);
  });
});

describe('normaliseIban', () => {
  it('removes spaces and hyphens and upper-cases', () => {
    expect(normaliseIban(' gb82 west-1234 5698 7654 32 ')).toBe('GB82WEST12345698765432');
  });
});

describe('formatIban', () => {
  it('groups in fours from any input spelling', () => {
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('FR1420041010050500013M02606')).toBe('FR14 2004 1010 0505 0001 3M02 606');
  });
});
