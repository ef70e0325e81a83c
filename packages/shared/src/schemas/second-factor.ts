import { z } from 'zod/mini';
import { loginResponse } from './auth.ts';
import { safeString } from './common.ts';

/**
 * Customer second factor (issue 24): TOTP and passkeys as alternatives, ten recovery codes.
 * Once a customer has a factor, these actions need a fresh step-up proof (header `X-Step-Up`)
 * bound to the session and the action: a withdrawal, binding a bank card or wallet, changing
 * the password or pay password, and changing the factors themselves.
 */
export const stepUpAction = z.enum(['withdraw', 'payee', 'password', 'pay-password', 'factors']);
export type StepUpAction = z.infer<typeof stepUpAction>;

/**
 * The headers of a step-up proof and of a remembered device: in enums.ts, so the app's HTTP
 * client sends them without these schemas.
 */
export { DEVICE_TOKEN_HEADER, STEP_UP_HEADER } from '../enums.ts';

export const secondFactorMethod = z.enum(['totp', 'passkey', 'recovery']);
export type SecondFactorMethod = z.infer<typeof secondFactorMethod>;

const base64url = (max: number) =>
  z
    .string()
    .check(
      z.maxLength(max, 'validation.invalid'),
      z.regex(/^[A-Za-z0-9_-]*$/, 'validation.invalid'),
    );

export const totpCodeSchema = z
  .string()
  .check(z.trim(), z.regex(/^\d{6}$/, 'validation.codeInvalid'));

/** XXXXX-XXXXX as shown; typed with or without the dash, in any case. */
export const recoveryCodeSchema = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, 'validation.recoveryCodeInvalid'));

/** The browser's answer to a sign-in challenge (WebAuthn, as SimpleWebAuthn's JSON). */
export const passkeyAssertion = z.object({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key'),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(1024),
    userHandle: z.optional(base64url(1024)),
  }),
});

/** The browser's answer to a registration challenge. */
export const passkeyAttestation = z.object({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key'),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16384),
    transports: z.optional(z.array(z.string().check(z.maxLength(20))).check(z.maxLength(10))),
  }),
});

/** One of the customer's factors, as proof: a TOTP code, a recovery code or a passkey. */
export const factorProof = z.discriminatedUnion('method', [
  z.object({ method: z.literal('totp'), code: totpCodeSchema }),
  z.object({ method: z.literal('recovery'), code: recoveryCodeSchema }),
  z.object({ method: z.literal('passkey'), assertion: passkeyAssertion }),
]);
export type FactorProof = z.infer<typeof factorProof>;

/** POST member/2fa/step-up: a factor passed for one action answers a single-use proof. */
export const stepUpRequest = z.object({ action: stepUpAction, proof: factorProof });
export const stepUpResponse = z.object({ stepUp: z.string(), expiresAt: z.string() });

/** WebAuthn options as SimpleWebAuthn makes them; the browser library reads them whole. */
export const webauthnOptions = z.record(z.string(), z.unknown());

/** POST member/2fa/passkey/challenge: a sign-in challenge for a step-up of `action`. */
export const passkeyChallengeRequest = z.object({ action: stepUpAction });

const loginTicket = z
  .string()
  .check(z.trim(), z.minLength(1, 'validation.invalid'), z.maxLength(64, 'validation.invalid'));

/** POST member/login/passkey-challenge: the challenge of a sign-in waiting for its factor. */
export const loginPasskeyChallengeRequest = z.object({ ticket: loginTicket });

/** POST member/login/second-factor: completes a sign-in from a new device. */
export const loginSecondFactorRequest = z.object({ ticket: loginTicket, proof: factorProof });

/** A right password from a new device of a customer with a factor: the factor is asked next. */
export const secondFactorAsked = z.object({
  secondFactor: z.object({ ticket: z.string(), methods: z.array(secondFactorMethod) }),
});

export const passkeyView = z.object({
  id: z.int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
});

/** GET member/2fa: what the customer has enrolled. */
export const secondFactorStatus = z.object({
  totp: z.boolean(),
  totpId: z.nullable(z.int()),
  passkeys: z.array(passkeyView),
  recoveryCodesLeft: z.int(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatus>;

/** POST member/2fa/totp: a new secret to scan (QR of `uri`) or type (`secret`). */
export const totpEnrolmentStart = z.object({ secret: z.string(), uri: z.string() });

/** POST member/2fa/totp/confirm: the first code from the app switches TOTP on. */
export const totpEnrolmentConfirm = z.object({ code: totpCodeSchema });

/** POST member/2fa/passkey: the new credential and the name the customer gave it. */
export const passkeyRegisterRequest = z.object({
  name: safeString().check(
    z.trim(),
    z.minLength(1, 'validation.passkeyNameRequired'),
    z.maxLength(40, 'validation.tooLong'),
  ),
  attestation: passkeyAttestation,
});

/**
 * What enrolling answers: with the first factor, ten recovery codes (shown this once) and a
 * token that remembers this device; with a later one, neither.
 */
export const enrolmentResult = z.object({
  recoveryCodes: z.array(z.string()),
  deviceToken: z.nullable(z.string()),
});
export type EnrolmentResult = z.infer<typeof enrolmentResult>;

/** A new set of ten recovery codes (shown this once); every earlier code stopped working. */
export const recoveryCodesResult = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResult = z.infer<typeof recoveryCodesResult>;

/** What a password sign-in answers: a session, or (new device, factor enrolled) a ticket. */
export const loginAnswer = z.union([loginResponse, secondFactorAsked]);
export type LoginAnswer = z.infer<typeof loginAnswer>;
