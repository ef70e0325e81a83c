import { secp256k1 } from '@noble/curves/secp256k1.js';
import { HDKey } from '@scure/bip32';
import { describe, expect, it } from 'vitest';
import { DEMO_CHAIN_XPUB } from '../../../config.ts';
import {
  addressDeriver,
  addressOfKey,
  displayAddress,
  normaliseTxHash,
} from './deposit-address.ts';

describe('deposit addresses', () => {
  it('EVM = last 20 bytes of keccak(uncompressed key), TRON = base58check(0x41 ‖ the same)', () => {
    // Private key 1: its public key is the curve's generator, whose addresses are well known.
    const generator = secp256k1.Point.BASE.toBytes(true);
    expect(displayAddress('ERC20', addressOfKey('ERC20', generator))).toBe(
      '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
    );
    expect(addressOfKey('TRC20', generator)).toBe('TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC');
  });

  it('derives the demo key’s children deterministically, distinct per index', () => {
    const derive = addressDeriver(DEMO_CHAIN_XPUB, '0');
    expect(derive('ERC20', 0)).toBe(derive('ERC20', 0));
    expect(derive('ERC20', 0)).not.toBe(derive('ERC20', 1));
  });

  it('refuses an extended private key', () => {
    const seed = new Uint8Array(16).fill(7);
    expect(() => addressDeriver(HDKey.fromMasterSeed(seed).privateExtendedKey, '0')).toThrow();
  });

  it('stores one form of a hash', () => {
    const bare = 'ab'.repeat(32);
    expect(normaliseTxHash(`0x${bare.toUpperCase()}`)).toBe(bare);
    expect(normaliseTxHash(bare)).toBe(bare);
  });
});
