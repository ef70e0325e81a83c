import type { AppDeps } from '../../deps.ts';
import {
  claimAttempt,
  clearFailuresUnder,
  failAttempt,
  FREE_FAILURES,
  freeSlot,
  releaseAttempt,
  type AttemptClaim,
} from '../../lib/throttle/throttle.ts';

/**
 * Failures a name allows from all addresses together before it locks: well above one
 * address's five, so a guesser from one address cannot lock the name out for everyone, yet
 * the slow attack from many addresses still meets a lock.
 */
export const ACCOUNT_FREE_FAILURES = 20;

/** The sign-in counters' account of an operator. */
export const operatorAccount = (operatorId: number) => `operator-login:operator:${operatorId}`;
/** ... and of a name no operator has (so a guess at an unknown name costs what one at a known name does). */
export const unknownNameAccount = (username: string) =>
  `operator-login:unknown:${username.toLowerCase()}`;

/**
 * The counters every check of an operator's secret is counted on (lib/throttle/throttle.ts):
 * the pair of the account and the address it comes from, and the account from every address.
 * Sign-in, the current password of a password change and the code that regenerates recovery
 * codes all count here: one allowance of guesses, however the guesses are sent.
 */
const countersOf = (account: string, ip: string | undefined): [string, number][] => [
  [`${account}:address:${ip ?? 'unknown'}`, FREE_FAILURES],
  [account, ACCOUNT_FREE_FAILURES],
];

/** A try counted on every counter of an account, to be resolved by the answer of its check. */
export interface CountedTry {
  /** A wrong secret: a failure on every counter. Answers the seconds of the lock now on (0: none). */
  fail(): Promise<number>;
  /** The right secret: forgives the failures (see `releaseAttempt`). */
  release(): Promise<void>;
  /** Neither right nor wrong (or the check failed): the slots go back unjudged. */
  free(): Promise<void>;
}

/**
 * Counts a try on the account's counters BEFORE any secret is checked: a refused claim throws
 * (`AttemptRefused`, TOO_MANY_ATTEMPTS), slots already taken given back. Runs on the pool,
 * never inside a transaction a wrong answer would roll back.
 */
export const claimSecretCheck = async (
  deps: AppDeps,
  account: string,
  ip: string | undefined,
): Promise<CountedTry> => {
  const now = deps.now();
  const claims: AttemptClaim[] = [];
  try {
    for (const [key, free] of countersOf(account, ip))
      claims.push(await claimAttempt(deps.db, key, now, free));
  } catch (error) {
    for (const claim of claims) await freeSlot(deps.db, claim);
    throw error;
  }
  return {
    fail: async () => {
      let lockedFor = 0;
      for (const claim of claims)
        lockedFor = Math.max(lockedFor, await failAttempt(deps.db, claim, now));
      return lockedFor;
    },
    release: async () => {
      for (const claim of claims) await releaseAttempt(deps.db, claim);
    },
    free: async () => {
      for (const claim of claims) await freeSlot(deps.db, claim);
    },
  };
};

/**
 * Runs `check` as a counted try on the account: answers its verdict with the try still to be
 * resolved; a check that throws gives its slots back.
 */
export const countedSecretCheck = async <T>(
  deps: AppDeps,
  account: string,
  ip: string | undefined,
  check: () => Promise<T>,
): Promise<{ verdict: T; counted: CountedTry }> => {
  const counted = await claimSecretCheck(deps, account, ip);
  try {
    return { verdict: await check(), counted };
  } catch (error) {
    await counted.free();
    throw error;
  }
};

/** An admin set a new password: the account's failures, from every address, are forgotten. */
export const forgetOperatorFailures = (deps: AppDeps, operatorId: number) =>
  clearFailuresUnder(deps.db, operatorAccount(operatorId));
