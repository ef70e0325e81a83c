import { toChecksumAddress, type CryptoNetwork } from '@brokerage/shared';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { createBase58check } from '@scure/base';
import { HDKey } from '@scure/bip32';

const base58check = createBase58check(sha256);
const TRON_PREFIX = 0x41;

/** The 20-byte account id of a secp256k1 key: the last 20 bytes of keccak-256(x ‖ y). */
const accountId = (compressedPublicKey: Uint8Array): Uint8Array => {
  const uncompressed = secp256k1.Point.fromBytes(compressedPublicKey).toBytes(false);
  return keccak_256(uncompressed.subarray(1)).subarray(-20);
};

/** EVM form used for matching and storage: lower-case 0x + 40 hex. */
export const evmAddressOf = (id: Uint8Array): string => `0x${bytesToHex(id)}`;
/** TRON form: base58check(0x41 ‖ account id). */
export const tronAddressOf = (id: Uint8Array): string => {
  const payload = new Uint8Array(21);
  payload[0] = TRON_PREFIX;
  payload.set(id, 1);
  return base58check.encode(payload);
};

/**
 * A TRON address as an event reports it, in base58 form: TronGrid's event results spell the
 * account id in hex (`0x` + 20 bytes, or `41` + 20 bytes); a base58 address is kept as is.
 * Null for anything else, so a malformed event never matches a watched address.
 */
export const tronAddressFromEvent = (value: string): string | null => {
  const hex = /^(?:0x|41)([0-9a-fA-F]{40})$/.exec(value)?.[1];
  if (hex) return tronAddressOf(hexToBytes(hex.toLowerCase()));
  return /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(value) ? value : null;
};

/** The address of a compressed secp256k1 public key on `network`, in matching form. */
export const addressOfKey = (network: CryptoNetwork, compressedPublicKey: Uint8Array): string => {
  const id = accountId(compressedPublicKey);
  return network === 'ERC20' ? evmAddressOf(id) : tronAddressOf(id);
};

/**
 * Derives receiving addresses from an extended public key: the private key stays with
 * whoever sweeps the funds, never on the server. `prefix` is the non-hardened path below the
 * key (default `0`), so child `index` is at `<prefix>/<index>`.
 */
export const addressDeriver = (xpub: string, prefix: string) => {
  const root = HDKey.fromExtendedKey(xpub);
  if (root.privateKey) throw new Error('CHAIN_XPUB must be an extended public key');
  const base = prefix === '' ? root : root.derive(`m/${prefix}`);
  return (network: CryptoNetwork, index: number): string => {
    const { publicKey } = base.deriveChild(index);
    if (!publicKey) throw new Error('derived key has no public key');
    return addressOfKey(network, publicKey);
  };
};

/** How an address is shown: EIP-55 mixed case on EVM, as is on TRON. */
export const displayAddress = (network: CryptoNetwork, address: string): string =>
  network === 'ERC20' ? toChecksumAddress(address) : address;

/** The matching form of an address a node reports. */
export const matchingAddress = (network: CryptoNetwork, address: string): string =>
  network === 'ERC20' ? address.toLowerCase() : address;

/** The one stored form of a transaction hash: 64 lower-case hex digits, without 0x. */
export const normaliseTxHash = (hash: string): string =>
  hash.trim().replace(/^0x/i, '').toLowerCase();
