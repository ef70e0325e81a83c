import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps use it: SHA-1, six digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** One step either side: a phone clock a little off, or a code typed as it turned. */
const DRIFT_STEPS = 1;
const ISSUER = 'Brokerage console';

const totpOf = (secret: string, label = 'operator', issuer = ISSUER) =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app reads from a QR code (customers name their issuer). */
export const totpUri = (secret: string, username: string, issuer = ISSUER): string =>
  totpOf(secret, username, issuer).toString();

export const stepAt = (now: Date): number => Math.floor(now.getTime() / 1000 / PERIOD_SECONDS);

/**
 * The step a code belongs to when it is valid now (within one step of drift), or null. The
 * caller still has to claim the step (`claimTotpStep`): a valid code is accepted only once.
 */
export const totpStepOf = (secret: string, code: string, now: Date): number | null => {
  const delta = totpOf(secret).validate({
    token: code,
    timestamp: now.getTime(),
    window: DRIFT_STEPS,
  });
  return delta === null ? null : stepAt(now) + delta;
};

/** For tests and the seed: the code of a step. */
export const totpCodeAt = (secret: string, at: Date): string =>
  totpOf(secret).generate({ timestamp: at.getTime() });

const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const RECOVERY_CODE_COUNT = 10;

/** Ten characters from an alphabet without look-alikes, shown as XXXXX-XXXXX. */
export const newRecoveryCode = (): string => {
  const chars = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

/** Codes are compared without the dash and case-insensitively; only this hash is stored. */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(code.replace('-', '').toUpperCase()).digest('hex');
