import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { DomainError } from '../domain-error.ts';
import { escapeLike } from '../../db/like.ts';

/** Failures allowed before the first lock; each further failure doubles the wait. */
export const FREE_FAILURES = 5;
const FIRST_LOCK_SECONDS = 30;
const MAX_LOCK_SECONDS = 15 * 60;
/** 30 s doubled ten times is past 15 min: the exponent is capped so SQL's power() stays finite. */
const MAX_DOUBLINGS = 10;
/** A check under way longer than this was lost (a crashed process): its slot is free again. */
const STALE_PENDING_SECONDS = 60;
/** How long a try waits for a check under way to free a slot before it is refused. */
const SLOT_WAIT_MS = 15_000;

export const lockSeconds = (failures: number): number =>
  failures < FREE_FAILURES
    ? 0
    : Math.min(
        FIRST_LOCK_SECONDS * 2 ** Math.min(failures - FREE_FAILURES, MAX_DOUBLINGS),
        MAX_LOCK_SECONDS,
      );

/** A try let through to a check of its secret; resolve it with `releaseAttempt` or `failAttempt`. */
export interface AttemptClaim {
  key: string;
  /** The number of this try on the key (refused tries count too). */
  try: number;
  /** Failures the key allows before its first lock (FREE_FAILURES unless said otherwise). */
  free: number;
}

// Constants go in as literals: as parameters PostgreSQL could not type them inside LEAST.
const [FIRST, MAX, DOUBLINGS, STALE] = [
  FIRST_LOCK_SECONDS,
  MAX_LOCK_SECONDS,
  MAX_DOUBLINGS,
  STALE_PENDING_SECONDS,
].map((n) => sql.raw(String(n)));
/** A key's free failures as a literal too; only a whole number ever reaches the SQL. */
const freeLiteral = (free: number) => {
  if (!Number.isSafeInteger(free) || free < 1) throw new Error(`bad free failures: ${free}`);
  return sql.raw(String(free));
};

/** Raw rows: drizzle's execute leaves timestamps as the driver's text. */
type ClaimRow = {
  tries: number;
  granted_try: number;
  locked_until: string | null;
} & Record<string, unknown>;

type Outcome =
  | { granted: AttemptClaim }
  | { lockedFor: number; firstRefusal: boolean }
  | { full: true };

/**
 * A try refused before its secret was checked: the key is locked (or its slots stayed taken).
 * `firstRefusal`: the first try a lock refused since the key last let one through, so a
 * caller can record "locked" once per lock rather than once per refused try (which would cost
 * an attacker nothing and the log a row each).
 */
export class AttemptRefused extends DomainError {
  constructor(
    seconds: number,
    readonly firstRefusal: boolean,
  ) {
    super('TOO_MANY_ATTEMPTS', { seconds });
  }
}

/**
 * One try at a slot, in one statement. A try is let through while no lock runs and the
 * failures plus the checks under way (`pending`) stay below FREE_FAILURES (after a lock ran
 * out, one check at a time): a check under way counts against the limit until it resolves, so
 * a burst of parallel guesses cannot all read "4 failures so far" and all be checked.
 */
const tryClaim = async (db: Executor, key: string, now: Date, free: number): Promise<Outcome> => {
  const FREE = freeLiteral(free);
  const pending = sql`CASE WHEN t.updated_at < ${now}::timestamptz - make_interval(secs => ${STALE})
                      THEN 0 ELSE t.pending END`;
  const open = sql`((t.locked_until IS NULL OR t.locked_until <= ${now}::timestamptz)
                    AND (${pending} = 0 OR t.failures + ${pending} < ${FREE}))`;
  const claimed = await db.execute<ClaimRow>(sql`
    INSERT INTO auth_throttles AS t (key, failures, pending, tries, granted_try, updated_at)
    VALUES (${key}, 0, 1, 1, 1, ${now})
    ON CONFLICT (key) DO UPDATE
       SET tries = t.tries + 1,
           pending = CASE WHEN ${open} THEN ${pending} + 1 ELSE ${pending} END,
           granted_try = CASE WHEN ${open} THEN t.tries + 1 ELSE t.granted_try END,
           -- Only a grant or a resolution moves it, so pending slots can go stale.
           updated_at = CASE WHEN ${open} THEN excluded.updated_at ELSE t.updated_at END
    RETURNING t.tries, t.granted_try, t.locked_until`);
  const [row] = claimed.rows;
  if (!row) throw new Error('attempt claim returned nothing');
  if (row.granted_try === row.tries) return { granted: { key, try: row.tries, free } };
  const until = row.locked_until ? new Date(row.locked_until).getTime() : 0;
  return until > now.getTime()
    ? {
        lockedFor: Math.ceil((until - now.getTime()) / 1000),
        firstRefusal: row.tries === row.granted_try + 1,
      }
    : { full: true };
};

/**
 * Counts an attempt on `key` BEFORE the secret is verified (see `tryClaim`). A try that finds
 * a lock is refused at once, without verifying; one that finds the slots taken by checks under
 * way waits for them (they may turn out right, as the customer's own parallel orders with their
 * PIN do) and is refused only if they fail into a lock. `free` is the key's allowance of
 * failures before its first lock (a wider key, such as an account tried from any address, may
 * allow more). Runs on its own (autocommit): call it
 * with the pool, never inside a transaction that a wrong answer would roll back.
 */
export const claimAttempt = async (
  db: Executor,
  key: string,
  now: Date,
  free = FREE_FAILURES,
): Promise<AttemptClaim> => {
  const deadline = Date.now() + SLOT_WAIT_MS;
  for (let round = 0; ; round += 1) {
    const outcome = await tryClaim(db, key, now, free);
    if ('granted' in outcome) return outcome.granted;
    if ('lockedFor' in outcome) throw new AttemptRefused(outcome.lockedFor, outcome.firstRefusal);
    if (Date.now() >= deadline) throw new AttemptRefused(1, false);
    // Growing and jittered, so that waiting tries do not all hit the row at once.
    await sleep(Math.min(200, 10 * 1.5 ** round) * (0.5 + Math.random()));
  }
};

/**
 * A wrong secret: the check's slot becomes a failure, and enough failures lock the key.
 * Answers the seconds the key is now locked for (0: not locked).
 */
export const failAttempt = async (
  db: Executor,
  claim: AttemptClaim,
  now: Date,
): Promise<number> => {
  const FREE = freeLiteral(claim.free);
  const lockFor = (failures: SQL) =>
    sql`CASE WHEN ${failures} >= ${FREE} THEN ${now}::timestamptz + make_interval(secs => LEAST(
          ${FIRST} * power(2, LEAST(${failures} - ${FREE}, ${DOUBLINGS})), ${MAX})) END`;
  const failed = await db.execute<{ locked_until: string | null } & Record<string, unknown>>(sql`
    UPDATE auth_throttles AS t
       SET failures = t.failures + 1,
           pending = GREATEST(t.pending - 1, 0),
           locked_until = COALESCE(${lockFor(sql`t.failures + 1`)}, t.locked_until),
           updated_at = ${now}
     WHERE key = ${claim.key}
    RETURNING t.locked_until`);
  const until = failed.rows[0]?.locked_until;
  const left = until ? new Date(until).getTime() - now.getTime() : 0;
  return left > 0 ? Math.ceil(left / 1000) : 0;
};

/** Gives a check's slot back without judging its answer. */
export const freeSlot = async (db: Executor, claim: AttemptClaim): Promise<void> => {
  await db.execute(
    sql`UPDATE auth_throttles SET pending = GREATEST(pending - 1, 0) WHERE key = ${claim.key}`,
  );
};

/**
 * A right secret forgives the key's failures, but only when no other try came since this one
 * (granted or refused): a right guess in the middle of a burst must not hand the rest of the
 * burst fresh tries. Otherwise it only gives its own slot back (a right answer is no failure).
 */
export const releaseAttempt = async (db: Executor, claim: AttemptClaim): Promise<void> => {
  const forgiven = await db.execute(
    sql`DELETE FROM auth_throttles WHERE key = ${claim.key} AND tries = ${claim.try} RETURNING key`,
  );
  if (forgiven.rows.length === 0) await freeSlot(db, claim);
};

/** Forgets a key outright (after the owner proved control another way, e.g. a reset code). */
export const clearFailures = async (db: Executor, key: string): Promise<void> => {
  await db.execute(sql`DELETE FROM auth_throttles WHERE key = ${key}`);
};

/**
 * Forgets a key and every key under it (`key:` followed by anything: the same account tried
 * from each address), e.g. when an admin set a new password for the account.
 */
export const clearFailuresUnder = async (db: Executor, key: string): Promise<void> => {
  const under = `${escapeLike(key)}:%`;
  await db.execute(sql`DELETE FROM auth_throttles WHERE key = ${key} OR key LIKE ${under}`);
};

/**
 * Runs `check` (which verifies the secret and answers whether it was right) as one counted
 * attempt on `key`; a wrong answer throws `wrong`. A check that throws frees its slot.
 */
export const guardedAttempt = async (
  db: Executor,
  key: string,
  now: Date,
  check: () => Promise<boolean>,
  wrong: () => Error,
): Promise<void> => {
  const claim = await claimAttempt(db, key, now);
  let right: boolean;
  try {
    right = await check();
  } catch (error) {
    await freeSlot(db, claim);
    throw error;
  }
  if (!right) {
    await failAttempt(db, claim, now);
    throw wrong();
  }
  await releaseAttempt(db, claim);
};
