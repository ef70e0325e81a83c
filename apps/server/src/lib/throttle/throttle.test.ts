import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { DomainError } from '../domain-error.ts';
import {
  AttemptRefused,
  claimAttempt,
  clearFailuresUnder,
  failAttempt,
  guardedAttempt,
  lockSeconds,
  releaseAttempt,
} from './throttle.ts';

let database: DatabaseHandle;
const now = new Date('2026-03-02T10:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** One counted attempt whose secret is right or wrong; answers 'right', 'wrong' or the refusal. */
const attempt = (key: string, right: boolean, at = now): Promise<string> =>
  guardedAttempt(
    database.db,
    key,
    at,
    async () => (await sleep(5), right),
    () => new Error('wrong'),
  ).then(
    () => 'right',
    (error: unknown) => (error instanceof DomainError ? error.code : 'wrong'),
  );

const count = (results: string[], value: string) => results.filter((r) => r === value).length;

describe('brute-force backoff', () => {
  it('lets a few mistakes pass, then doubles the wait up to 15 minutes', () => {
    expect(lockSeconds(4)).toBe(0);
    expect(lockSeconds(5)).toBe(30);
    expect(lockSeconds(6)).toBe(60);
    expect(lockSeconds(7)).toBe(120);
    expect(lockSeconds(30)).toBe(900);
    expect(lockSeconds(5000)).toBe(900);
  });

  it('checks exactly five of 200 parallel wrong attempts on one key', async () => {
    const results = await Promise.all(Array.from({ length: 200 }, () => attempt('k:a', false)));
    expect(count(results, 'wrong')).toBe(5);
    expect(count(results, 'TOO_MANY_ATTEMPTS')).toBe(195);
  });

  it('lets 100 parallel right attempts through (a customer placing orders with the PIN)', async () => {
    const results = await Promise.all(Array.from({ length: 100 }, () => attempt('k:b', true)));
    expect(count(results, 'right')).toBe(100);
  });

  it('locks for 30 s after five failures, then for twice as long after each next one', async () => {
    for (let i = 0; i < 5; i += 1) expect(await attempt('k:c', false)).toBe('wrong');
    expect(await attempt('k:c', true, later(29))).toBe('TOO_MANY_ATTEMPTS');
    expect(await attempt('k:c', false, later(30))).toBe('wrong');
    expect(await attempt('k:c', true, later(89))).toBe('TOO_MANY_ATTEMPTS');
    expect(await attempt('k:c', true, later(90))).toBe('right');
    // Nothing else was tried since the right one: the failures are forgiven.
    for (let i = 0; i < 5; i += 1) expect(await attempt('k:c', false, later(90))).toBe('wrong');
  });

  it('a right answer in the middle of a burst does not reset the failures', async () => {
    for (let i = 0; i < 3; i += 1) expect(await attempt('k:d', false)).toBe('wrong');
    const right = await claimAttempt(database.db, 'k:d', now);
    const wrong = await claimAttempt(database.db, 'k:d', now);
    await releaseAttempt(database.db, right);
    await failAttempt(database.db, wrong, now);
    // Four failures, not one: a single check is left before the lock.
    expect(await attempt('k:d', false)).toBe('wrong');
    expect(await attempt('k:d', true)).toBe('TOO_MANY_ATTEMPTS');
  });

  it('says which failure set a lock, and which refused try was the first of that lock', async () => {
    const locks: number[] = [];
    for (let i = 0; i < 5; i += 1)
      locks.push(await failAttempt(database.db, await claimAttempt(database.db, 'k:e', now), now));
    expect(locks).toEqual([0, 0, 0, 0, 30]);
    const refusals = [];
    for (let i = 0; i < 3; i += 1)
      refusals.push(await claimAttempt(database.db, 'k:e', later(10)).catch((error) => error));
    expect(refusals.every((error) => error instanceof AttemptRefused)).toBe(true);
    expect(refusals.map((error: AttemptRefused) => error.firstRefusal)).toEqual([
      true,
      false,
      false,
    ]);
    expect((refusals[0] as AttemptRefused).params).toEqual({ seconds: 20 });
    // After the lock, a try is let through again; the next lock has a first refusal of its own.
    const again = await claimAttempt(database.db, 'k:e', later(30));
    expect(await failAttempt(database.db, again, later(30))).toBe(60);
    const next = await claimAttempt(database.db, 'k:e', later(31)).catch((error) => error);
    expect((next as AttemptRefused).firstRefusal).toBe(true);
  });

  it('forgets a key with the keys under it, and no other', async () => {
    for (const key of ['k:f', 'k:f:address:1', 'k:f:address:2', 'k:fg', 'k:g'])
      await failAttempt(database.db, await claimAttempt(database.db, key, now), now);
    await clearFailuresUnder(database.db, 'k:f');
    const left = await database.db.execute<{ key: string }>(
      sql`SELECT key FROM auth_throttles WHERE key LIKE 'k:f%' OR key = 'k:g' ORDER BY key`,
    );
    expect(left.rows.map((row) => row.key)).toEqual(['k:fg', 'k:g']);
  });
});
