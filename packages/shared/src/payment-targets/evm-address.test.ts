import { describe, expect, it } from 'vitest';
import { isValidErc20Address, toChecksumAddress } from './evm-address.ts';

// Test vectors from the EIP-55 specification.
const CHECKSUMMED = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];
const ALL_CAPS = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50516077A9',
];
const ALL_LOWER = [
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
];

/** Flips the case of the first letter at or after `from`, leaving digits alone. */
const flipCaseAt = (address: string, from: number): string => {
  for (let i = from; i < address.length; i += 1) {
    const char = address.charAt(i);
    const flipped = char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase();
    if (flipped !== char) return address.slice(0, i) + flipped + address.slice(i + 1);
  }
  throw new Error('no letter to flip');
};

describe('isValidErc20Address', () => {
  it.each(CHECKSUMMED)('accepts the EIP-55 example %s', (address) => {
    expect(isValidErc20Address(address)).toBe(true);
  });
  it.each([...ALL_CAPS, ...ALL_LOWER])('accepts the single-case example %s', (address) => {
    expect(isValidErc20Address(address)).toBe(true);
  });
  it('accepts every example in lower and upper case', () => {
    for (const address of CHECKSUMMED) {
      expect(isValidErc20Address(address.toLowerCase())).toBe(true);
      expect(isValidErc20Address(`0x${address.slice(2).toUpperCase()}`)).toBe(true);
    }
  });
  it.each(CHECKSUMMED)('rejects %s with one letter case flipped', (address) => {
    expect(isValidErc20Address(flipCaseAt(address, 2))).toBe(false);
    expect(isValidErc20Address(flipCaseAt(address, 30))).toBe(false);
  });
  it('rejects wrong shapes', () => {
    expect(isValidErc20Address('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    expect(isValidErc20Address('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe')).toBe(false);
    expect(isValidErc20Address('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed0')).toBe(false);
    expect(isValidErc20Address('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaeg')).toBe(false);
    expect(isValidErc20Address('0X5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(false);
    expect(isValidErc20Address('')).toBe(false);
  });
});

describe('toChecksumAddress', () => {
  it.each(CHECKSUMMED)('restores %s from lower and upper case', (address) => {
    expect(toChecksumAddress(address.toLowerCase())).toBe(address);
    expect(toChecksumAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(address);
  });
  it('throws on something that is not an address', () => {
    expect(() => toChecksumAddress('0x1234')).toThrow();
  });
});
