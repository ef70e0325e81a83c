import { randomBytes, randomInt } from 'node:crypto';
import {
  EDITABLE_SETTINGS,
  kycStatus,
  type ChangePasswordRequest,
  type ChangePayPasswordRequest,
  type FactorProof,
  type LoginAnswer,
  type LoginRequest,
  type LoginResponse,
  type PhoneLoginRequest,
  type Profile,
  type RegisterRequest,
  type ResetPasswordRequest,
  type SendCodeRequest,
  type SetPayPasswordRequest,
} from '@brokerage/shared';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { customerBalances } from '../../ledger/accounts.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { getSetting } from '../reference/reference.repository.ts';
import { getCustomerScript } from '../reference/reference.service.ts';
import { burnVerification, hashSecret, verifySecret } from '../security/passwords.ts';
import type { CodeSendLimits } from '../security/code-send-limits.ts';
import {
  createSession,
  endTradeUnlocks,
  revokeOtherSessions,
  revokeSession,
  type SessionMeta,
} from '../security/sessions.ts';
import { clearFailures, guardedAttempt } from '../../lib/throttle/throttle.ts';
import { passLoginTicket, secondFactorGate } from '../second-factor/login-second-factor.ts';
import { rememberDevice } from '../second-factor/second-factor.service.ts';
import { requireStepUp } from '../second-factor/step-up.ts';
import type { RequestHost } from '../second-factor/webauthn.ts';
import { consumeCode, issueCode } from '../security/verification-codes.ts';
import {
  findCustomerByAccount,
  findCustomerByEmail,
  findCustomerById,
  findCustomerByInviteCode,
  findCustomerByPhone,
  insertCustomer,
  updateCustomer,
  type CustomerRow,
} from './member.repository.ts';
import { isUniqueViolation } from '../../db/pg-error.ts';

type Channel =
  | { channel: 'email'; mail: string }
  | { channel: 'phone'; phone: string; areaCode: string };

const recipientOf = (input: Channel): string =>
  input.channel === 'email' ? input.mail.toLowerCase() : `+${input.areaCode}${input.phone}`;

const findByChannel = (deps: AppDeps, input: Channel) =>
  input.channel === 'email'
    ? findCustomerByEmail(deps.db, input.mail)
    : findCustomerByPhone(deps.db, input.areaCode, input.phone);

const requireCustomer = async (deps: AppDeps, customerId: number): Promise<CustomerRow> => {
  const customer = await findCustomerById(deps.db, customerId);
  if (!customer) throw new DomainError('UNAUTHORIZED');
  return customer;
};

const startSession = async (
  deps: AppDeps,
  customerId: number,
  meta: SessionMeta,
): Promise<LoginResponse> => ({
  token: await createSession(deps.db, customerId, meta, deps.now()),
  customer: await getCustomerScript(deps),
});

/**
 * What a code request sends: the code when it can be used, otherwise a note saying why (an
 * account exists already, or none does), so the answer and the work are the same either way.
 */
const codeMessage = (purpose: SendCodeRequest['purpose'], exists: boolean, code: string) => {
  if (purpose === 'register' && exists)
    return {
      subject: 'You already have an account',
      body: 'Someone asked to sign up with this address, which already has an account. If it was you, log in, or reset your password if you forgot it.',
    };
  if (purpose === 'reset' && !exists)
    return {
      subject: 'Password reset requested',
      body: 'Someone asked to reset the password of an account with this address, but there is none. If it was you, you can sign up with it.',
    };
  return {
    subject: 'Your verification code',
    body: `Your verification code is ${code}. It expires in 10 minutes.`,
    code,
  };
};

/**
 * Sends a verification code, or a note when a code would be of no use (finding 8): a known
 * and an unknown address get the same answer, after the same limits (per target and per
 * address) and the same work (a code stored, a message sent), so neither the status nor the
 * time tells whether an account exists.
 */
export const sendCode = async (
  deps: AppDeps,
  limits: CodeSendLimits,
  input: SendCodeRequest,
  ip: string,
): Promise<void> => {
  const to = recipientOf(input);
  await limits.consume(to, input.purpose, ip);
  const exists = (await findByChannel(deps, input)) !== null;
  // Stored even when not sent, so the work is the same; nobody learns it, so nobody can use it.
  const code = await issueCode(
    deps.db,
    { channel: input.channel, recipient: to, purpose: input.purpose },
    deps.now(),
  );
  await deps.notifier.send({
    channel: input.channel,
    to,
    ...codeMessage(input.purpose, exists, code),
  });
};

/** Eight digits, not starting with 0: the user ID customers can log in with. */
const newUid = () => String(randomInt(10_000_000, 100_000_000));
/** Six characters without look-alikes (0/O, 1/I). */
const newInviteCode = () =>
  Array.from(randomBytes(6), (byte) => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[byte % 32]).join('');

/** The `member.inviteRule` setting; unset (or unreadable) takes a code only if one is given. */
const inviteRule = async (deps: AppDeps) => {
  const rule = EDITABLE_SETTINGS['member.inviteRule'].safeParse(
    await getSetting(deps.db, 'member.inviteRule'),
  );
  return rule.success ? rule.data : 'optional';
};

export const register = async (
  deps: AppDeps,
  input: RegisterRequest,
  meta: SessionMeta,
): Promise<LoginResponse> => {
  if (!input.inviteCode && (await inviteRule(deps)) === 'required')
    throw new DomainError('INVITE_CODE_REQUIRED');
  const inviter = input.inviteCode
    ? await findCustomerByInviteCode(deps.db, input.inviteCode)
    : null;
  if (input.inviteCode && !inviter) throw new DomainError('INVALID_INVITE_CODE');
  // The code first: only who reads the address's mail may learn that it has an account
  // (an existing address is sent a note, not a code, so this is rare).
  await consumeCode(
    deps.db,
    { recipient: recipientOf(input), purpose: 'register', code: input.code },
    deps.now(),
  );
  if (await findByChannel(deps, input)) throw new DomainError('ACCOUNT_EXISTS');
  const passwordHash = await hashSecret(input.password);
  const contact =
    input.channel === 'email'
      ? { email: input.mail, nickname: input.mail.split('@')[0] ?? input.mail }
      : {
          areaCode: input.areaCode,
          phone: input.phone,
          nickname: `+${input.areaCode} ${input.phone.slice(-4)}`,
        };
  for (let attempt = 0; ; attempt += 1) {
    try {
      const customer = await insertCustomer(deps.db, {
        ...contact,
        uid: newUid(),
        inviteCode: newInviteCode(),
        invitedBy: inviter?.id ?? null,
        passwordHash,
      });
      return await startSession(deps, customer.id, meta);
    } catch (error) {
      // Two sign-ups with the same address at once: the unique index decides.
      if (isUniqueViolation(error, 'email') || isUniqueViolation(error, 'phone'))
        throw new DomainError('ACCOUNT_EXISTS');
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
};

/**
 * One counter per account, whichever identifier (email, user ID, phone) was typed; an unknown
 * identifier is counted on its normalised form, with the same work (a throwaway verification)
 * and the same answer, so neither tells whether the account exists.
 */
const loginKey = (customer: CustomerRow | null, typed: string) =>
  customer ? `login:customer:${customer.id}` : `login:unknown:${typed}`;

/** Where a sign-in comes from: the session's metadata and the device token the app kept. */
export type LoginContext = SessionMeta & { deviceToken: string | undefined };

/**
 * After an operator forced a password reset, the password opens no session until a new one is
 * set with a code. Said only to whom gave the right password (issue 28 item 4): a wrong one is
 * answered INVALID_CREDENTIALS as always, so a guesser learns nothing, not even that a reset
 * happened, and whoever knows the password learns only what the inbox already says.
 */
const refusePendingReset = (customer: CustomerRow) => {
  if (customer.passwordResetAt !== null) throw new DomainError('PASSWORD_RESET_REQUIRED');
};

/**
 * A right password opens a session, unless the customer has a second factor and this device
 * is not remembered: then the factor is asked under a ticket (`completeSecondFactorLogin`).
 */
const verifyLogin = async (
  deps: AppDeps,
  customer: CustomerRow | null,
  typed: string,
  password: string,
  context: LoginContext,
): Promise<LoginAnswer> => {
  await guardedAttempt(
    deps.db,
    loginKey(customer, typed),
    deps.now(),
    async () =>
      customer
        ? verifySecret(customer.passwordHash, password)
        : (await burnVerification(password), false),
    () => new DomainError('INVALID_CREDENTIALS'),
  );
  if (!customer) throw new DomainError('INVALID_CREDENTIALS');
  refusePendingReset(customer);
  const asked = await secondFactorGate(deps, customer.id, context.deviceToken);
  if (asked) return { secondFactor: asked };
  return startSession(deps, customer.id, context);
};

/** A sign-in from a new device, finished with its second factor; this device is remembered. */
export const completeSecondFactorLogin = async (
  deps: AppDeps,
  input: { ticket: string; proof: FactorProof },
  context: SessionMeta & { host: RequestHost },
): Promise<LoginResponse> => {
  const customerId = await passLoginTicket(deps, input, context.host);
  // A reset forced while the factor was being asked for stops this sign-in too.
  refusePendingReset(await requireCustomer(deps, customerId));
  const deviceToken = await rememberDevice(deps.db, customerId, context.userAgent);
  return { ...(await startSession(deps, customerId, context)), deviceToken };
};

export const login = async (deps: AppDeps, input: LoginRequest, context: LoginContext) =>
  verifyLogin(
    deps,
    await findCustomerByAccount(deps.db, input.mail),
    input.mail.trim().toLowerCase(),
    input.password,
    context,
  );

export const loginByPhone = async (
  deps: AppDeps,
  input: PhoneLoginRequest,
  context: LoginContext,
) =>
  verifyLogin(
    deps,
    await findCustomerByPhone(deps.db, input.areaCode, input.phone),
    `+${input.areaCode}${input.phone}`,
    input.password,
    context,
  );

export const resetPassword = async (deps: AppDeps, input: ResetPasswordRequest): Promise<void> => {
  const customer = await findByChannel(deps, input);
  // Without an account there is no live code either, so this answers like a wrong code.
  await consumeCode(
    deps.db,
    { recipient: recipientOf(input), purpose: 'reset', code: input.code },
    deps.now(),
  );
  if (!customer) throw new DomainError('INVALID_VERIFICATION_CODE');
  // A new password set with a code ends a reset an operator forced.
  await updateCustomer(deps.db, customer.id, {
    passwordHash: await hashSecret(input.password),
    passwordResetAt: null,
  });
  await revokeOtherSessions(deps.db, customer.id, null, deps.now(), deps.events);
  // The owner proved control of the address: a lock built up by someone else's guesses ends.
  await clearFailures(deps.db, loginKey(customer, ''));
};

export const changePassword = async (
  deps: AppDeps,
  actor: CustomerActor,
  input: ChangePasswordRequest,
  stepUp: string | undefined,
) => {
  const customer = await requireCustomer(deps, actor.customerId);
  await guardedAttempt(
    deps.db,
    `password:${customer.id}`,
    deps.now(),
    () => verifySecret(customer.passwordHash, input.oldPassword),
    () => new DomainError('OLD_PASSWORD_WRONG'),
  );
  const passwordHash = await hashSecret(input.password);
  await deps.db.transaction(async (tx) => {
    await requireStepUp(tx, actor, 'password', stepUp, deps.now());
    await updateCustomer(tx, customer.id, { passwordHash });
  });
  await revokeOtherSessions(deps.db, customer.id, actor.sessionId, deps.now(), deps.events);
};

/**
 * Checks a person's pay password (`actor.personId`: a practice account has none of its own)
 * with its own backoff; every money-moving flow
 * of later modules calls this before it acts. Answers the hash it verified, so that an
 * unlock can be made conditional on the pay password not having changed since.
 */
export const verifyPayPassword = async (
  deps: AppDeps,
  customerId: number,
  payPassword: string,
): Promise<string> => {
  const customer = await requireCustomer(deps, customerId);
  const payPasswordHash = customer.payPasswordHash;
  if (!payPasswordHash) throw new DomainError('PAY_PASSWORD_NOT_SET');
  // Counted before it is checked, on the pool (never in the caller's transaction).
  await guardedAttempt(
    deps.db,
    `paypwd:${customer.id}`,
    deps.now(),
    () => verifySecret(payPasswordHash, payPassword),
    () => new DomainError('PAY_PASSWORD_WRONG'),
  );
  return payPasswordHash;
};

export const setPayPassword = async (
  deps: AppDeps,
  actor: CustomerActor,
  input: SetPayPasswordRequest,
  stepUp: string | undefined,
) => {
  const customer = await requireCustomer(deps, actor.customerId);
  if (customer.payPasswordHash) throw new DomainError('PAY_PASSWORD_ALREADY_SET');
  await guardedAttempt(
    deps.db,
    `password:${customer.id}`,
    deps.now(),
    () => verifySecret(customer.passwordHash, input.password),
    () => new DomainError('INVALID_CREDENTIALS'),
  );
  const payPasswordHash = await hashSecret(input.payPassword);
  await deps.db.transaction(async (tx) => {
    await requireStepUp(tx, actor, 'pay-password', stepUp, deps.now());
    await updateCustomer(tx, customer.id, { payPasswordHash });
  });
};

export const changePayPassword = async (
  deps: AppDeps,
  actor: CustomerActor,
  input: ChangePayPasswordRequest,
  stepUp: string | undefined,
) => {
  await verifyPayPassword(deps, actor.customerId, input.oldPayPassword);
  const payPasswordHash = await hashSecret(input.payPassword);
  // The new PIN and the end of every unlock the old one granted commit together (finding 13).
  await deps.db.transaction(async (tx) => {
    await requireStepUp(tx, actor, 'pay-password', stepUp, deps.now());
    await updateCustomer(tx, actor.customerId, { payPasswordHash });
    await endTradeUnlocks(tx, actor.customerId);
  });
};

export const logout = (deps: AppDeps, actor: CustomerActor): Promise<void> =>
  revokeSession(deps.db, actor.sessionId, deps.now(), deps.events);

export const getProfile = async (deps: AppDeps, actor: CustomerActor): Promise<Profile> => {
  const customer = await requireCustomer(deps, actor.customerId);
  return {
    id: customer.id,
    uid: customer.uid,
    email: customer.email,
    phone: customer.phone,
    areaCode: customer.areaCode,
    nickname: customer.nickname,
    vip: customer.vip,
    kycStatus: kycStatus.parse(customer.kycStatus),
    hasPayPassword: customer.payPasswordHash !== null,
    inviteCode: customer.inviteCode,
    createdAt: customer.createdAt.toISOString(),
    balances: await customerBalances(deps.db, customer.id),
  };
};
