import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';

// Base58check as TRON (and Bitcoin) use it: payload + first 4 bytes of sha256(sha256(payload)).
const base58check = createBase58check(sha256);

/** TRON mainnet account addresses are 0x41 followed by the 20-byte account id. */
const MAINNET_PREFIX = 0x41;
const PAYLOAD_LENGTH = 21;
const ADDRESS_LENGTH = 34;

const decodes = (value: string): Uint8Array | undefined => {
  try {
    return base58check.decode(value);
  } catch {
    // Bad alphabet or checksum mismatch: both just mean "not an address".
    return undefined;
  }
};

/**
 * The 'T' and length checks are cheap and give the form a quick answer; the checksum
 * and the 0x41 prefix are what actually keep a mistyped or foreign-chain address out.
 */
export const isValidTrc20Address = (value: string): boolean => {
  if (value.length !== ADDRESS_LENGTH || !value.startsWith('T')) return false;
  const payload = decodes(value);
  return payload?.length === PAYLOAD_LENGTH && payload[0] === MAINNET_PREFIX;
};
