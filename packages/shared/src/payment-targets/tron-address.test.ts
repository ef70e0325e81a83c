import { describe, expect, it } from 'vitest';
import { isValidTrc20Address } from './tron-address.ts';

// USDT's TRC-20 contract (hex 41a614f803b6fd780986a42c78ec9c7f77e6ded13c), a mainnet account, and the well-known all-zero "black hole" address.
const VALID = [
  'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
  'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
];

describe('isValidTrc20Address', () => {
  it.each(VALID)('accepts %s', (address) => {
    expect(isValidTrc20Address(address)).toBe(true);
  });
  it('rejects a changed last character (checksum)', () => {
    expect(isValidTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(isValidTrc20Address('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU8')).toBe(false);
  });
  it('rejects a commonly mis-copied spelling of the USDT contract (wrong checksum)', () => {
    expect(isValidTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pLc1pQ6ajxTjt')).toBe(false);
  });
  it('rejects two swapped characters', () => {
    expect(isValidTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjL6jt')).toBe(false);
  });
  it('rejects case changes, which change the base58 value', () => {
    expect(isValidTrc20Address('TR7NHQjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
  });
  it('rejects characters outside the base58 alphabet', () => {
    expect(isValidTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60')).toBe(false);
    expect(isValidTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6l')).toBe(false);
  });
  it('rejects a valid base58check address of another chain (Bitcoin genesis, prefix 0x00)', () => {
    expect(isValidTrc20Address('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false);
  });
  it('rejects wrong lengths, an EVM address and empty input', () => {
    expect(isValidTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6')).toBe(false);
    expect(isValidTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6tt')).toBe(false);
    expect(isValidTrc20Address('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    expect(isValidTrc20Address('')).toBe(false);
  });
});
