import { randomBytes, randomInt } from 'node:crypto';
import {
  kycStatus,
  type ChangePasswordRequest,
  type ChangePayPasswordRequest,
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
import { getCustomerScript } from '../reference/reference.service.ts';
import { burnVerification, hashSecret, verifySecret } from '../security/passwords.ts';
import {
  createSession,
  revokeOtherSessions,
  revokeSession,
  type SessionMeta,
} from '../security/sessions.ts';
import { assertNotLocked, clearFailures, recordFailure } from '../security/throttle.ts';
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

/** Sends a verification code; a reset for an unknown account answers alike but sends nothing. */
export const sendCode = async (deps: AppDeps, input: SendCodeRequest): Promise<void> => {
  const existing = await findByChannel(deps, input);
  if (input.purpose === 'register' && existing) throw new DomainError('ACCOUNT_EXISTS');
  if (input.purpose === 'reset' && !existing) return;
  const to = recipientOf(input);
  const code = await issueCode(
    deps.db,
    { channel: input.channel, recipient: to, purpose: input.purpose },
    deps.now(),
  );
  await deps.notifier.send({
    channel: input.channel,
    to,
    subject: 'Your verification code',
    body: `Your verification code is ${code}. It expires in 10 minutes.`,
    code,
  });
};

/** Eight digits, not starting with 0: the user ID customers can log in with. */
const newUid = () => String(randomInt(10_000_000, 100_000_000));
/** Six characters without look-alikes (0/O, 1/I). */
const newInviteCode = () =>
  Array.from(randomBytes(6), (byte) => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[byte % 32]).join('');

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const pgError = cause as { code?: string; constraint?: string };
  return (
    pgError.code === UNIQUE_VIOLATION &&
    (constraint === undefined || pgError.constraint?.includes(constraint) === true)
  );
};

export const register = async (
  deps: AppDeps,
  input: RegisterRequest,
  meta: SessionMeta,
): Promise<LoginResponse> => {
  if (await findByChannel(deps, input)) throw new DomainError('ACCOUNT_EXISTS');
  const inviter = input.inviteCode
    ? await findCustomerByInviteCode(deps.db, input.inviteCode)
    : null;
  if (input.inviteCode && !inviter) throw new DomainError('INVALID_INVITE_CODE');
  await consumeCode(
    deps.db,
    { recipient: recipientOf(input), purpose: 'register', code: input.code },
    deps.now(),
  );
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

const verifyLogin = async (
  deps: AppDeps,
  throttleKey: string,
  customer: CustomerRow | null,
  password: string,
  meta: SessionMeta,
): Promise<LoginResponse> => {
  const now = deps.now();
  await assertNotLocked(deps.db, throttleKey, now);
  const valid = customer
    ? await verifySecret(customer.passwordHash, password)
    : (await burnVerification(password), false);
  if (!customer || !valid) {
    await recordFailure(deps.db, throttleKey, now);
    throw new DomainError('INVALID_CREDENTIALS');
  }
  await clearFailures(deps.db, throttleKey);
  return startSession(deps, customer.id, meta);
};

export const login = async (deps: AppDeps, input: LoginRequest, meta: SessionMeta) =>
  verifyLogin(
    deps,
    `login:${input.mail.toLowerCase()}`,
    await findCustomerByAccount(deps.db, input.mail),
    input.password,
    meta,
  );

export const loginByPhone = async (deps: AppDeps, input: PhoneLoginRequest, meta: SessionMeta) =>
  verifyLogin(
    deps,
    `login:+${input.areaCode}${input.phone}`,
    await findCustomerByPhone(deps.db, input.areaCode, input.phone),
    input.password,
    meta,
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
  await updateCustomer(deps.db, customer.id, { passwordHash: await hashSecret(input.password) });
  await revokeOtherSessions(deps.db, customer.id, null, deps.now());
  await clearFailures(deps.db, `login:${(customer.email ?? '').toLowerCase()}`);
};

export const changePassword = async (
  deps: AppDeps,
  actor: CustomerActor,
  input: ChangePasswordRequest,
) => {
  const customer = await requireCustomer(deps, actor.customerId);
  const key = `password:${customer.id}`;
  await assertNotLocked(deps.db, key, deps.now());
  if (!(await verifySecret(customer.passwordHash, input.oldPassword))) {
    await recordFailure(deps.db, key, deps.now());
    throw new DomainError('OLD_PASSWORD_WRONG');
  }
  await clearFailures(deps.db, key);
  await updateCustomer(deps.db, customer.id, { passwordHash: await hashSecret(input.password) });
  await revokeOtherSessions(deps.db, customer.id, actor.sessionId, deps.now());
};

/**
 * Checks a customer's pay password with its own backoff; every money-moving flow
 * of later modules calls this before it acts.
 */
export const verifyPayPassword = async (
  deps: AppDeps,
  customerId: number,
  payPassword: string,
): Promise<void> => {
  const customer = await requireCustomer(deps, customerId);
  if (!customer.payPasswordHash) throw new DomainError('PAY_PASSWORD_NOT_SET');
  const key = `paypwd:${customer.id}`;
  await assertNotLocked(deps.db, key, deps.now());
  if (!(await verifySecret(customer.payPasswordHash, payPassword))) {
    await recordFailure(deps.db, key, deps.now());
    throw new DomainError('PAY_PASSWORD_WRONG');
  }
  await clearFailures(deps.db, key);
};

export const setPayPassword = async (
  deps: AppDeps,
  actor: CustomerActor,
  input: SetPayPasswordRequest,
) => {
  const customer = await requireCustomer(deps, actor.customerId);
  if (customer.payPasswordHash) throw new DomainError('PAY_PASSWORD_ALREADY_SET');
  const key = `password:${customer.id}`;
  await assertNotLocked(deps.db, key, deps.now());
  if (!(await verifySecret(customer.passwordHash, input.password))) {
    await recordFailure(deps.db, key, deps.now());
    throw new DomainError('INVALID_CREDENTIALS');
  }
  await updateCustomer(deps.db, customer.id, {
    payPasswordHash: await hashSecret(input.payPassword),
  });
};

export const changePayPassword = async (
  deps: AppDeps,
  actor: CustomerActor,
  input: ChangePayPasswordRequest,
) => {
  await verifyPayPassword(deps, actor.customerId, input.oldPayPassword);
  await updateCustomer(deps.db, actor.customerId, {
    payPasswordHash: await hashSecret(input.payPassword),
  });
};

export const logout = (deps: AppDeps, actor: CustomerActor): Promise<void> =>
  revokeSession(deps.db, actor.sessionId, deps.now());

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
