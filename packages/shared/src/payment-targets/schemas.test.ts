import { describe, expect, it } from 'vitest';
import { bicSchema, cryptoAddressSchema, cryptoNetwork, ibanSchema } from './index.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('ibanSchema', () => {
  it('accepts a printed IBAN and outputs the electronic form', () => {
    expect(ibanSchema.parse('gb82 west 1234 5698 7654 32')).toBe('GB82WEST12345698765432');
  });
  it('rejects with the translation key', () => {
    expect(firstMessage(ibanSchema.safeParse('DE89 3704 0044 0532 0130 01'))).toBe(
      'validation.ibanInvalid',
    );
  });
});

describe('bicSchema', () => {
  it('accepts and upper-cases', () => {
    expect(bicSchema.parse('deutdeff500')).toBe('DEUTDEFF500');
  });
  it('rejects with the translation key', () => {
    expect(firstMessage(bicSchema.safeParse('DEUT12FF'))).toBe('validation.bicInvalid');
  });
});

describe('cryptoNetwork', () => {
  it('lists ERC20 and TRC20 only', () => {
    expect(cryptoNetwork.options).toEqual(['ERC20', 'TRC20']);
    expect(cryptoNetwork.safeParse('BEP20').success).toBe(false);
  });
});

describe('cryptoAddressSchema', () => {
  const erc20 = cryptoAddressSchema('ERC20');
  const trc20 = cryptoAddressSchema('TRC20');

  it('accepts an address of its network, trimming pasted whitespace', () => {
    expect(erc20.parse(' 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed\n')).toBe(
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    );
    expect(trc20.parse('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    );
  });
  it('rejects an address of the other network with the translation key', () => {
    expect(firstMessage(erc20.safeParse('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'))).toBe(
      'validation.addressInvalid',
    );
    expect(firstMessage(trc20.safeParse('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'))).toBe(
      'validation.addressInvalid',
    );
  });
  it('rejects a bad EIP-55 checksum with the translation key', () => {
    expect(firstMessage(erc20.safeParse('0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'))).toBe(
      'validation.addressInvalid',
    );
  });
});
