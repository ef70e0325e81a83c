import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpCustomer, type TestApp } from '../../../test/test-app.ts';
import { operators, sessions, verificationCodes } from '../../db/schema/index.ts';
import { hashSecret } from './passwords.ts';

/**
 * Security issue 14, findings 3 and 5: limits on guessing secrets hold under truly parallel
 * requests (all fired at once, on a pool of 30 connections), not only one after another.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/${url}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** How many answers carried each status/code, e.g. { '400 PAY_PASSWORD_WRONG': 5 }. */
const tally = (responses: { statusCode: number; json: () => { code?: string } }[]) => {
  const counts: Record<string, number> = {};
  for (const response of responses) {
    const label =
      response.statusCode === 200 ? '200' : `${response.statusCode} ${response.json().code}`;
    counts[label] = (counts[label] ?? 0) + 1;
  }
  return counts;
};

/** `n` distinct six-digit strings, none equal to `except`. */
const wrongCodes = (n: number, except: string) =>
  Array.from({ length: n + 1 }, (_, i) => String((123_457 + i * 7919) % 1_000_000).padStart(6, '0'))
    .filter((code) => code !== except)
    .slice(0, n);

describe('verification codes under a parallel burst (finding 3)', () => {
  it('150 parallel reset attempts: 5 tries counted, the right code refused after them, the owner stays logged in', async () => {
    const owner = await signUpCustomer(t);
    expect(
      (await post('member/code', { channel: 'email', mail: owner.mail, purpose: 'reset' }))
        .statusCode,
    ).toBe(200);
    const code = t.lastCode(owner.mail);
    const guesses = wrongCodes(149, code);
    guesses.splice(100, 0, code);
    const responses = await Promise.all(
      guesses.map((guess) =>
        post('member/password/reset', {
          channel: 'email',
          mail: owner.mail,
          code: guess,
          password: 'taken0ver',
        }),
      ),
    );
    const [row] = await t.database.db
      .select({ attempts: verificationCodes.attempts, consumedAt: verificationCodes.consumedAt })
      .from(verificationCodes)
      .where(
        and(eq(verificationCodes.recipient, owner.mail), eq(verificationCodes.purpose, 'reset')),
      );
    console.info('reset burst', tally(responses), 'attempts recorded', row?.attempts);
    expect(row?.attempts).toBeLessThanOrEqual(5);
    expect(row?.consumedAt).toBeNull();
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(0);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/member/profile',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(
      (await post('member/login', { mail: owner.mail, password: 'taken0ver' })).statusCode,
    ).not.toBe(200);
  });
});

describe('pay password under a parallel burst (finding 5)', () => {
  it('250 parallel guesses on one token: at most 5 checked, trading stays locked', async () => {
    const victim = await signUpCustomer(t);
    expect(
      (
        await post(
          'member/paypwd',
          { password: victim.password, payPassword: '482913' },
          victim.token,
        )
      ).statusCode,
    ).toBe(200);
    const guesses = wrongCodes(249, '482913');
    guesses.splice(200, 0, '482913');
    const responses = await Promise.all(
      guesses.map((payPassword) => post('member/trade-unlock', { payPassword }, victim.token)),
    );
    const counts = tally(responses);
    console.info('pay password burst', counts);
    expect(counts['400 PAY_PASSWORD_WRONG'] ?? 0).toBeLessThanOrEqual(5);
    expect(counts['200']).toBeUndefined();
    expect((counts['400 PAY_PASSWORD_WRONG'] ?? 0) + (counts['429 TOO_MANY_ATTEMPTS'] ?? 0)).toBe(
      250,
    );
    const [session] = await t.database.db
      .select({ until: sessions.tradeUnlockedUntil })
      .from(sessions)
      .where(eq(sessions.customerId, victim.customerId));
    expect(session?.until).toBeNull();
  });
});

describe('customer login under a parallel burst (finding 5)', () => {
  it('120 parallel guesses alternating email and user ID share one counter: at most 5 checked', async () => {
    const victim = await signUpCustomer(t);
    const uid = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/member/profile',
        headers: { authorization: `Bearer ${victim.token}` },
      })
    ).json().data.uid as string;
    const responses = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        post('member/login', { mail: i % 2 === 0 ? victim.mail : uid, password: `wrong-${i}` }),
      ),
    );
    const counts = tally(responses);
    console.info('customer login burst', counts);
    expect(counts['400 INVALID_CREDENTIALS'] ?? 0).toBeLessThanOrEqual(5);
    expect(counts['429 TOO_MANY_ATTEMPTS'] ?? 0).toBeGreaterThanOrEqual(115);
    // The account is locked whichever identifier is typed, even with the right password.
    expect((await post('member/login', { mail: uid, password: victim.password })).statusCode).toBe(
      429,
    );
    expect(
      (await post('member/login', { mail: victim.mail, password: victim.password })).statusCode,
    ).toBe(429);
  });

  it('a right password in the middle of a burst does not reset the counter', async () => {
    const victim = await signUpCustomer(t);
    for (let i = 0; i < 3; i += 1)
      await post('member/login', { mail: victim.mail, password: `first-${i}` });
    const passwords = Array.from({ length: 120 }, (_, i) => `wrong-${i}`);
    passwords.splice(1, 0, victim.password);
    const responses = await Promise.all(
      passwords.map((password) => post('member/login', { mail: victim.mail, password })),
    );
    const counts = tally(responses);
    console.info('burst with the right password', counts);
    // Two failures were left: the right password, if checked, hands out no more than those.
    expect(counts['400 INVALID_CREDENTIALS'] ?? 0).toBeLessThanOrEqual(2);
    expect(
      (await post('member/login', { mail: victim.mail, password: victim.password })).statusCode,
    ).toBe(429);
  });
});

describe('operator login under a parallel burst (finding 5)', () => {
  it('120 parallel guesses on one operator: at most 5 checked', async () => {
    const username = `ops-${randomBytes(3).toString('hex')}`;
    await t.database.db.insert(operators).values({
      username,
      role: 'reviewer',
      passwordHash: await hashSecret('operator-password-1'),
    });
    const responses = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        post('user/login', { username, password: `wrong-password-${i}` }),
      ),
    );
    const counts = tally(responses);
    console.info('operator login burst', counts);
    expect(counts['400 INVALID_CREDENTIALS'] ?? 0).toBeLessThanOrEqual(5);
    expect(counts['429 TOO_MANY_ATTEMPTS'] ?? 0).toBeGreaterThanOrEqual(115);
    expect(
      (await post('user/login', { username, password: 'operator-password-1' })).statusCode,
    ).toBe(429);
  });
});
