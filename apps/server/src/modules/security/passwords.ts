import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

/** ARCHITECTURE.md section 7: Argon2id, 19 MiB, two passes. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashSecret = (secret: string): Promise<string> => hash(secret, OPTIONS);

export const verifySecret = async (storedHash: string, secret: string): Promise<boolean> => {
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
};

let dummyHash: Promise<string> | undefined;
/**
 * Verifying against a throwaway hash when no account matches keeps a login for an
 * unknown account as slow as one with a wrong password, so timing does not reveal
 * which accounts exist.
 */
export const burnVerification = async (secret: string): Promise<void> => {
  dummyHash ??= hashSecret('not-a-real-password');
  await verifySecret(await dummyHash, secret);
};
