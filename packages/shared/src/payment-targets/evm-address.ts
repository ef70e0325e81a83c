import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;
const LOWER_HEX = /^[0-9a-f]{40}$/;
const UPPER_HEX = /^[0-9A-F]{40}$/;

/**
 * EIP-55: hex letter i is upper case when nibble i of keccak-256(lower-case hex, as
 * ASCII) is 8 or more. Mixed case thus carries a checksum that catches most typos.
 */
const checksumHex = (lowerHex: string): string => {
  const hash = bytesToHex(keccak_256(utf8ToBytes(lowerHex)));
  let out = '';
  for (let i = 0; i < lowerHex.length; i += 1) {
    const char = lowerHex.charAt(i);
    out += Number.parseInt(hash.charAt(i), 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
};

/** Throws on anything that is not `0x` + 40 hex: callers validate first. */
export const toChecksumAddress = (value: string): string => {
  if (!ADDRESS_PATTERN.test(value)) throw new Error('Not an EVM address');
  return `0x${checksumHex(value.slice(2).toLowerCase())}`;
};

/**
 * Single-case addresses predate EIP-55 and carry no checksum, so wallets still emit
 * them and we must accept them; any mixed-case address has to match its checksum.
 */
export const isValidErc20Address = (value: string): boolean => {
  if (!ADDRESS_PATTERN.test(value)) return false;
  const hex = value.slice(2);
  if (LOWER_HEX.test(hex) || UPPER_HEX.test(hex)) return true;
  return checksumHex(hex.toLowerCase()) === hex;
};
