import { randomBytes } from 'node:crypto';
import type { FactorProof, SecondFactorMethod } from '@brokerage/shared';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { checkFactor } from './factor-check.ts';
import {
  findLoginTicket,
  insertChallenge,
  insertLoginTicket,
  listFactors,
  touchDevice,
  useLoginTicket,
} from './second-factor.repository.ts';
import {
  authenticationOptions,
  CHALLENGE_TTL_MS,
  relyingPartyFor,
  ticketBinding,
  type RequestHost,
} from './webauthn.ts';

/** A right password waits this long for its second factor. */
const LOGIN_TICKET_TTL_MS = 5 * 60_000;

/**
 * After a right password: null when the sign-in may go on (no factor enrolled, or a device
 * remembered by its token), else a ticket under which the second factor is asked next.
 */
export const secondFactorGate = async (
  deps: AppDeps,
  customerId: number,
  deviceToken: string | undefined,
): Promise<{ ticket: string; methods: SecondFactorMethod[] } | null> => {
  const factors = await listFactors(deps.db, customerId);
  if (factors.length === 0) return null;
  const now = deps.now();
  if (deviceToken && (await touchDevice(deps.db, customerId, deviceToken, now))) return null;
  const ticket = randomBytes(32).toString('base64url');
  await insertLoginTicket(deps.db, {
    token: ticket,
    customerId,
    expiresAt: new Date(now.getTime() + LOGIN_TICKET_TTL_MS),
  });
  const kinds = new Set(factors.map((factor) => factor.kind));
  const methods: SecondFactorMethod[] = [
    ...(kinds.has('passkey') ? (['passkey'] as const) : []),
    ...(kinds.has('totp') ? (['totp'] as const) : []),
    'recovery',
  ];
  return { ticket, methods };
};

const liveTicket = async (deps: AppDeps, ticket: string) => {
  const found = await findLoginTicket(deps.db, ticket, deps.now());
  if (!found) throw new DomainError('LOGIN_TICKET_INVALID');
  return found;
};

/** A passkey challenge for a sign-in waiting under `ticket`. */
export const loginPasskeyChallenge = async (deps: AppDeps, ticket: string, host: RequestHost) => {
  const rp = relyingPartyFor(deps.config, host);
  const found = await liveTicket(deps, ticket);
  const passkeys = (await listFactors(deps.db, found.customerId)).filter(
    (factor) => factor.kind === 'passkey',
  );
  if (passkeys.length === 0) throw new DomainError('NOT_FOUND');
  const options = await authenticationOptions(rp, passkeys);
  await insertChallenge(deps.db, {
    customerId: found.customerId,
    purpose: 'passkey-verify',
    binding: ticketBinding(found.id),
    challenge: options.challenge,
    expiresAt: new Date(deps.now().getTime() + CHALLENGE_TTL_MS),
  });
  return options;
};

/**
 * The second factor of a waiting sign-in: checked (and counted) like a step-up, then the
 * ticket is used up once; answers the customer whose session may now start.
 */
export const passLoginTicket = async (
  deps: AppDeps,
  input: { ticket: string; proof: FactorProof },
  host: RequestHost,
): Promise<number> => {
  const found = await liveTicket(deps, input.ticket);
  await checkFactor(deps, found.customerId, input.proof, {
    host,
    binding: ticketBinding(found.id),
  });
  if (!(await useLoginTicket(deps.db, found.id, deps.now())))
    throw new DomainError('LOGIN_TICKET_INVALID');
  return found.customerId;
};
