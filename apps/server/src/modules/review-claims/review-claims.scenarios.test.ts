import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, waitingBankDeposit } from '../../../test/support/funding.ts';
import {
  createTestApp,
  signInOperator,
  signUpCustomer,
  type TestApp,
} from '../../../test/test-app.ts';
import { CLAIM_TTL } from './review-claims.service.ts';

const CLAIM_TTL_MS = CLAIM_TTL.minutes * 60_000;

let t: TestApp;
let alice: string;
let bob: string;
let admin: string;
let support: string;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, admin, support] = await Promise.all([
    signInOperator(t, 'reviewer'),
    signInOperator(t, 'reviewer'),
    signInOperator(t, 'superadmin'),
    signInOperator(t, 'support'),
  ]);
}, 120_000);

const call = (token: string, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url: `/api/v1${url}`,
    headers: { ...as(token), 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload }),
  });

const usernameOf = async (token: string) =>
  (await call(token, '/user')).json().data.username as string;

/**
 * Moves the clock on in steps shorter than an operator session's 30 idle minutes, each
 * operator making a request at every step, so that only the claims feel the time.
 */
const advanceKeepingSessions = async (ms: number) => {
  for (let left = ms; left > 0; left -= 10 * 60_000) {
    t.clock.advance(Math.min(left, 10 * 60_000));
    await Promise.all([alice, bob, admin, support].map((token) => call(token, '/user')));
  }
};

const newDeposit = async () => {
  const customer = await signUpCustomer(t);
  return (await waitingBankDeposit(t, customer.token)).id;
};

const claimsOn = async (recordId: number) =>
  (await call(alice, `/admin/review-claims?queue=deposits&ids=${recordId}`)).json().data as {
    username: string;
    assignedBy: string | null;
  }[];

describe('claiming a waiting record', () => {
  it('is one operator at a time: a second reviewer is told who holds it, by name', async () => {
    const recordId = await newDeposit();
    const taken = await call(alice, '/admin/review-claims', { queue: 'deposits', recordId });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data.username).toBe(await usernameOf(alice));

    const refused = await call(bob, '/admin/review-claims', { queue: 'deposits', recordId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CLAIMED_BY_ANOTHER');
    expect(refused.json().message).toBe(
      `${await usernameOf(alice)} is working on this item. It stays theirs until they let it go or their claim lapses.`,
    );
    expect((await claimsOn(recordId)).map((claim) => claim.username)).toEqual([
      await usernameOf(alice),
    ]);
  });

  it('renewing keeps the claim; once it lapses another reviewer may take it', async () => {
    const recordId = await newDeposit();
    const first = await call(alice, '/admin/review-claims', { queue: 'deposits', recordId });
    await advanceKeepingSessions(CLAIM_TTL_MS - 1_000);
    const renewed = await call(alice, '/admin/review-claims', { queue: 'deposits', recordId });
    expect(renewed.json().data.claimedAt).toBe(first.json().data.claimedAt);
    expect(Date.parse(renewed.json().data.expiresAt)).toBeGreaterThan(
      Date.parse(first.json().data.expiresAt),
    );
    await advanceKeepingSessions(CLAIM_TTL_MS - 1_000);
    const stillHeld = await call(bob, '/admin/review-claims', { queue: 'deposits', recordId });
    expect(stillHeld.json().code).toBe('CLAIMED_BY_ANOTHER');
    await advanceKeepingSessions(2_000);
    const lapsed = await call(bob, '/admin/review-claims', { queue: 'deposits', recordId });
    expect(lapsed.statusCode, lapsed.body).toBe(200);
    expect(lapsed.json().data.username).toBe(await usernameOf(bob));
  });

  it('a decided record or one that does not exist cannot be claimed', async () => {
    const recordId = await newDeposit();
    const { rows } = await t.database.pool.query('SELECT version FROM deposits WHERE id = $1', [
      recordId,
    ]);
    const decided = await call(bob, `/admin/deposits/${recordId}/audit`, {
      decision: 'refuse',
      comment: 'No transfer arrived.',
      version: rows[0].version,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const late = await call(alice, '/admin/review-claims', { queue: 'deposits', recordId });
    expect(late.json().code).toBe('ALREADY_REVIEWED');
    const none = await call(alice, '/admin/review-claims', { queue: 'deposits', recordId: 9e12 });
    expect(none.json().code).toBe('NOT_FOUND');
    const unknownQueue = await call(alice, '/admin/review-claims', { queue: 'orders', recordId });
    expect(unknownQueue.statusCode).toBe(400);
  });

  it('support reads claims but cannot claim; only an admin assigns', async () => {
    const recordId = await newDeposit();
    expect(
      (await call(support, `/admin/review-claims?queue=deposits&ids=${recordId}`)).statusCode,
    ).toBe(200);
    expect(
      (await call(support, '/admin/review-claims', { queue: 'deposits', recordId })).statusCode,
    ).toBe(403);
    const bobId = (await call(bob, '/user')).json().data.id as number;
    expect(
      (
        await call(alice, '/admin/review-claims/assign', {
          queue: 'deposits',
          recordId,
          operatorId: bobId,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('assigning and releasing', () => {
  it("an admin hands a held record to another reviewer, audited; a support operator can't be given one", async () => {
    const recordId = await newDeposit();
    await call(alice, '/admin/review-claims', { queue: 'deposits', recordId });
    const bobId = (await call(bob, '/user')).json().data.id as number;
    const assigned = await call(admin, '/admin/review-claims/assign', {
      queue: 'deposits',
      recordId,
      operatorId: bobId,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(await claimsOn(recordId)).toMatchObject([
      { username: await usernameOf(bob), assignedBy: await usernameOf(admin) },
    ]);
    const audit = await t.database.db.execute<{ action: string }>(
      sql`SELECT action FROM audit_log WHERE subject_type = 'deposit' AND subject_id = ${String(recordId)}`,
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['review.assign']);

    const supportId = (await call(support, '/user')).json().data.id as number;
    const refused = await call(admin, '/admin/review-claims/assign', {
      queue: 'deposits',
      recordId,
      operatorId: supportId,
    });
    expect(refused.json().code).toBe('ASSIGNEE_CANNOT_REVIEW');
    expect(await claimsOn(recordId)).toMatchObject([{ username: await usernameOf(bob) }]);
  });

  it("a reviewer releases their own claim, not another's; releasing nothing is no error", async () => {
    const recordId = await newDeposit();
    await call(alice, '/admin/review-claims', { queue: 'deposits', recordId });
    const notTheirs = await call(bob, '/admin/review-claims/release', {
      queue: 'deposits',
      recordId,
    });
    expect(notTheirs.json().code).toBe('CLAIMED_BY_ANOTHER');
    const own = await call(alice, '/admin/review-claims/release', { queue: 'deposits', recordId });
    expect(own.statusCode).toBe(200);
    expect(await claimsOn(recordId)).toEqual([]);
    const again = await call(alice, '/admin/review-claims/release', {
      queue: 'deposits',
      recordId,
    });
    expect(again.statusCode).toBe(200);
  });
});
