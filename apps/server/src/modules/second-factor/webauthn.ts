import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransportFuture,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { FactorProof, StepUpAction } from '@brokerage/shared';
import { passkeyAttestation } from '@brokerage/shared';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { FactorRow } from './second-factor.repository.ts';

/** The site passkeys are made for: its domain (RP ID), the origins the app runs at, a name. */
export interface RelyingParty {
  id: string;
  origins: string[];
  name: string;
}

/** Where a request came to (host without port, and scheme://host:port). */
export interface RequestHost {
  hostname: string;
  origin: string;
}

/**
 * The relying party from config; outside production what is unset is taken from the
 * request's host, so a dev server answers on whatever name and port it is opened at. In
 * production without WEBAUTHN_RP_ID passkeys are off (a Host header is the caller's word).
 */
export const relyingPartyFor = (config: AppConfig, host: RequestHost): RelyingParty => {
  const { rpId, origins, rpName } = config.webauthn;
  if (config.env === 'production') {
    if (!rpId) throw new DomainError('PASSKEY_UNAVAILABLE');
    return { id: rpId, origins: origins ?? [`https://${rpId}`], name: rpName };
  }
  return { id: rpId ?? host.hostname, origins: origins ?? [host.origin], name: rpName };
};

/** A challenge is answered within this time (the browser's own prompt waits as long). */
export const CHALLENGE_TTL_MS = 5 * 60_000;

const TRANSPORTS: readonly AuthenticatorTransportFuture[] = [
  'ble',
  'cable',
  'hybrid',
  'internal',
  'nfc',
  'smart-card',
  'usb',
];
const knownTransports = (values: readonly string[] | undefined): AuthenticatorTransportFuture[] =>
  TRANSPORTS.filter((transport) => values?.includes(transport));

const credentialsOf = (passkeys: FactorRow[]) =>
  passkeys.flatMap((passkey) =>
    passkey.credentialId
      ? [{ id: passkey.credentialId, transports: knownTransports(passkey.transports) }]
      : [],
  );

/** Options for `navigator.credentials.create`; a passkey already registered is not made twice. */
export const registrationOptions = async (
  rp: RelyingParty,
  customer: { id: number; name: string },
  existing: FactorRow[],
) => ({
  // Spread into a plain object type, which the route's record schema accepts.
  ...(await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: customer.name,
    userID: new TextEncoder().encode(`customer:${customer.id}`),
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: credentialsOf(existing),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  })),
});

/** Options for `navigator.credentials.get`, limited to this customer's passkeys. */
export const authenticationOptions = async (rp: RelyingParty, passkeys: FactorRow[]) => ({
  ...(await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: credentialsOf(passkeys),
    timeout: CHALLENGE_TTL_MS,
    userVerification: 'preferred',
  })),
});

export interface NewPasskey {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

/** Checks a registration against the challenge taken for it; a bad one is PASSKEY_INVALID. */
export const verifyRegistration = async (
  rp: RelyingParty,
  attestation: z.infer<typeof passkeyAttestation>,
  expectedChallenge: string,
): Promise<NewPasskey> => {
  const transports = knownTransports(attestation.response.transports);
  const result = await verifyRegistrationResponse({
    response: {
      ...attestation,
      response: { ...attestation.response, transports },
      clientExtensionResults: {},
    },
    expectedChallenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) throw new DomainError('PASSKEY_INVALID');
  const { credential } = result.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports,
  };
};

type Assertion = Extract<FactorProof, { method: 'passkey' }>['assertion'];

/**
 * Checks a sign-in answer of `passkey` against the challenge taken for it (origin, RP ID,
 * signature, counter above the stored one); answers the new counter, or null when wrong.
 * User verification is preferred, not required: a security key without a PIN is still a
 * second factor beside the password.
 */
export const verifyAssertion = async (
  rp: RelyingParty,
  assertion: Assertion,
  expectedChallenge: string,
  passkey: FactorRow,
): Promise<number | null> => {
  if (!passkey.credentialId || !passkey.publicKey) return null;
  const result = await verifyAuthenticationResponse({
    response: { ...assertion, clientExtensionResults: {} },
    expectedChallenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.signCount,
      transports: knownTransports(passkey.transports),
    },
    requireUserVerification: false,
  }).catch(() => null);
  return result?.verified ? result.authenticationInfo.newCounter : null;
};

/** Who may answer a challenge: a session for a step-up or enrolment, or a pending sign-in. */
export const sessionBinding = (sessionId: number, action: StepUpAction | 'register') =>
  `session:${sessionId}:${action}`;
export const ticketBinding = (ticketId: number) => `ticket:${ticketId}`;
