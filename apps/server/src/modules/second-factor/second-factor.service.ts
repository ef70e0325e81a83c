import { randomBytes } from 'node:crypto';
import {
  type EnrolmentResult,
  type RecoveryCodesResult,
  type SecondFactorStatus,
  passkeyRegisterRequest,
} from '@brokerage/shared';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { lockCustomer, type Transaction } from '../../db/customer-lock.ts';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { transactionWithEvents } from '../../lib/events/event-outbox.ts';
import { addInboxMessage } from '../inbox/inbox.service.ts';
import {
  hashRecoveryCode,
  newRecoveryCode,
  newTotpSecret,
  RECOVERY_CODE_COUNT,
  totpStepOf,
  totpUri,
} from '../security/totp.ts';
import {
  countUnusedRecoveryCodes,
  deleteFactor,
  findAccountLabel,
  findPasskey,
  findTotpFactor,
  forgetSecondFactorState,
  hasFactor,
  insertChallenge,
  insertDevice,
  insertFactor,
  listFactors,
  peekChallenge,
  replaceRecoveryCodes,
  takeChallenge,
} from './second-factor.repository.ts';
import { requireStepUp } from './step-up.ts';
import {
  CHALLENGE_TTL_MS,
  registrationOptions,
  relyingPartyFor,
  sessionBinding,
  verifyRegistration,
  type RequestHost,
} from './webauthn.ts';

/** The name authenticator apps show beside the customer's codes. */
const TOTP_ISSUER = 'Brokerage';
/** The stored name of the TOTP factor (the web app shows its own translated label). */
const TOTP_NAME = 'Authenticator app';
/** A TOTP secret shown for scanning waits this long for its first code. */
const TOTP_ENROLMENT_TTL_MS = 10 * 60_000;

export const getSecondFactorStatus = async (
  deps: AppDeps,
  actor: CustomerActor,
): Promise<SecondFactorStatus> => {
  const factors = await listFactors(deps.db, actor.customerId);
  const totp = factors.find((factor) => factor.kind === 'totp');
  return {
    totp: totp !== undefined,
    totpId: totp?.id ?? null,
    passkeys: factors
      .filter((factor) => factor.kind === 'passkey')
      .map((factor) => ({
        id: factor.id,
        name: factor.name,
        createdAt: factor.createdAt.toISOString(),
        lastUsedAt: factor.lastUsedAt?.toISOString() ?? null,
      })),
    recoveryCodesLeft: await countUnusedRecoveryCodes(deps.db, actor.customerId),
  };
};

const accountLabel = async (deps: AppDeps, customerId: number): Promise<string> => {
  const label = await findAccountLabel(deps.db, customerId);
  if (label === null) throw new DomainError('UNAUTHORIZED');
  return label;
};

/** A token the app keeps to sign in from this device with the password alone. */
export const rememberDevice = async (
  db: Executor,
  customerId: number,
  userAgent: string | undefined,
): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await insertDevice(db, { token, customerId, userAgent });
  return token;
};

/**
 * Adds a factor under the customer's lock: with one enrolled already a step-up for
 * 'factors' is used up first (a stolen session cannot add its own factor); the first one
 * brings ten recovery codes (shown once, stored hashed) and remembers this device. The
 * customer's inbox says so, in case it was not them.
 */
const enrol = async (
  deps: AppDeps,
  actor: CustomerActor,
  factor: { name: string; stepUp: string | undefined; userAgent: string | undefined },
  insert: (tx: Transaction) => Promise<unknown>,
): Promise<EnrolmentResult> => {
  return transactionWithEvents(deps, async (tx) => {
    await lockCustomer(tx, actor.customerId);
    await requireStepUp(tx, actor, 'factors', factor.stepUp, deps.now());
    const first = !(await hasFactor(tx, actor.customerId));
    await insert(tx);
    await addInboxMessage(tx, actor.customerId, 'secondFactorAdded', { name: factor.name });
    if (!first) return { recoveryCodes: [], deviceToken: null };
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await replaceRecoveryCodes(tx, actor.customerId, recoveryCodes.map(hashRecoveryCode));
    const deviceToken = await rememberDevice(tx, actor.customerId, factor.userAgent);
    return { recoveryCodes, deviceToken };
  });
};

/** TOTP, step one: a new secret for the QR code, kept server-side until a code confirms it. */
export const startTotpEnrolment = async (deps: AppDeps, actor: CustomerActor) => {
  if (await findTotpFactor(deps.db, actor.customerId)) throw new DomainError('TOTP_EXISTS');
  const secret = newTotpSecret();
  await insertChallenge(deps.db, {
    customerId: actor.customerId,
    purpose: 'totp-enrol',
    binding: sessionBinding(actor.sessionId, 'register'),
    challenge: secret,
    expiresAt: new Date(deps.now().getTime() + TOTP_ENROLMENT_TTL_MS),
  });
  return {
    secret,
    uri: totpUri(secret, await accountLabel(deps, actor.customerId), TOTP_ISSUER),
  };
};

/** TOTP, step two: the app's first right code turns the secret on (its step counts as used). */
export const confirmTotpEnrolment = async (
  deps: AppDeps,
  actor: CustomerActor,
  code: string,
  context: { stepUp: string | undefined; userAgent: string | undefined },
): Promise<EnrolmentResult> => {
  const now = deps.now();
  const where = {
    customerId: actor.customerId,
    purpose: 'totp-enrol' as const,
    binding: sessionBinding(actor.sessionId, 'register'),
  };
  const secret = await peekChallenge(deps.db, where, now);
  if (secret === null) throw new DomainError('TOTP_NOT_STARTED');
  const step = totpStepOf(secret, code, now);
  if (step === null) throw new DomainError('TOTP_INVALID');
  const factor = { name: TOTP_NAME, ...context };
  return enrol(deps, actor, factor, async (tx) => {
    if (await findTotpFactor(tx, actor.customerId)) throw new DomainError('TOTP_EXISTS');
    // Taken in the transaction: a second confirmation of the same secret finds it used.
    if ((await takeChallenge(tx, where, now)) !== secret) throw new DomainError('TOTP_NOT_STARTED');
    await insertFactor(tx, {
      customerId: actor.customerId,
      kind: 'totp',
      name: TOTP_NAME,
      totpSecret: secret,
      totpLastStep: step,
      lastUsedAt: now,
    });
  });
};

/** Passkey, step one: options for the browser, the challenge kept server-side for one answer. */
export const passkeyRegistrationOptions = async (
  deps: AppDeps,
  actor: CustomerActor,
  host: RequestHost,
) => {
  const rp = relyingPartyFor(deps.config, host);
  const options = await registrationOptions(
    rp,
    { id: actor.customerId, name: await accountLabel(deps, actor.customerId) },
    (await listFactors(deps.db, actor.customerId)).filter((factor) => factor.kind === 'passkey'),
  );
  await insertChallenge(deps.db, {
    customerId: actor.customerId,
    purpose: 'passkey-register',
    binding: sessionBinding(actor.sessionId, 'register'),
    challenge: options.challenge,
    expiresAt: new Date(deps.now().getTime() + CHALLENGE_TTL_MS),
  });
  return options;
};

/** Passkey, step two: the browser's new credential, checked against the challenge, named. */
export const registerPasskey = async (
  deps: AppDeps,
  actor: CustomerActor,
  input: z.infer<typeof passkeyRegisterRequest>,
  context: { host: RequestHost; stepUp: string | undefined; userAgent: string | undefined },
): Promise<EnrolmentResult> => {
  const rp = relyingPartyFor(deps.config, context.host);
  const challenge = await takeChallenge(
    deps.db,
    {
      customerId: actor.customerId,
      purpose: 'passkey-register',
      binding: sessionBinding(actor.sessionId, 'register'),
    },
    deps.now(),
  );
  if (challenge === null) throw new DomainError('PASSKEY_INVALID');
  const passkey = await verifyRegistration(rp, input.attestation, challenge);
  const factor = { name: input.name, stepUp: context.stepUp, userAgent: context.userAgent };
  return enrol(deps, actor, factor, async (tx) => {
    if (await findPasskey(tx, actor.customerId, passkey.credentialId))
      throw new DomainError('PASSKEY_INVALID');
    await insertFactor(tx, {
      customerId: actor.customerId,
      kind: 'passkey',
      name: input.name,
      credentialId: passkey.credentialId,
      publicKey: passkey.publicKey,
      signCount: passkey.counter,
      transports: passkey.transports,
    });
  });
};

/**
 * A new set of recovery codes, after a step-up for 'factors': the old set is deleted in the
 * same transaction, under the customer's lock, so parallel regenerations queue and exactly
 * the last set stays valid.
 */
export const regenerateRecoveryCodes = async (
  deps: AppDeps,
  actor: CustomerActor,
  stepUp: string | undefined,
): Promise<RecoveryCodesResult> => {
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await deps.db.transaction(async (tx) => {
    await lockCustomer(tx, actor.customerId);
    // Without a factor there is nothing to recover (and no step-up would be asked).
    if (!(await hasFactor(tx, actor.customerId))) throw new DomainError('NOT_FOUND');
    await requireStepUp(tx, actor, 'factors', stepUp, deps.now());
    await replaceRecoveryCodes(tx, actor.customerId, recoveryCodes.map(hashRecoveryCode));
  });
  return { recoveryCodes };
};

/**
 * Removing a factor takes a step-up for 'factors' (made with any factor, the removed one
 * too). With the last one gone, recovery codes and remembered devices go with it.
 */
export const removeFactor = async (
  deps: AppDeps,
  actor: CustomerActor,
  factorId: number,
  stepUp: string | undefined,
): Promise<void> => {
  await transactionWithEvents(deps, async (tx) => {
    await lockCustomer(tx, actor.customerId);
    await requireStepUp(tx, actor, 'factors', stepUp, deps.now());
    const [removed] = await deleteFactor(tx, actor.customerId, factorId);
    if (!removed) throw new DomainError('NOT_FOUND');
    if (!(await hasFactor(tx, actor.customerId)))
      await forgetSecondFactorState(tx, actor.customerId);
    await addInboxMessage(tx, actor.customerId, 'secondFactorRemoved', { name: removed.name });
  });
};
