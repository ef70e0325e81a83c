import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/support/funding.ts';
import {
  customerData,
  customerStepUp,
  enrolCustomerTotp,
} from '../../../test/support/second-factor.ts';
import { createTestApp, signUpCustomer, type TestApp } from '../../../test/test-app.ts';
import { hashRecoveryCode } from '../security/totp.ts';
import { insertStepUp } from './second-factor.repository.ts';

/** Issue 24: a customer replaces their recovery codes; the old ones stop working at once. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

const regenerate = (token: string, stepUp?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/member/2fa/recovery-codes',
    headers: { ...as(token), ...(stepUp ? { 'x-step-up': stepUp } : {}) },
  });

const storedHashes = async (customerId: number) =>
  (
    await t.database.pool.query<{ code_hash: string }>(
      'SELECT code_hash FROM customer_recovery_codes WHERE customer_id = $1 AND used_at IS NULL',
      [customerId],
    )
  ).rows.map((row) => row.code_hash);

describe('regenerating recovery codes', () => {
  it('takes a step-up; the new ten work and every old code stops at once', async () => {
    const c = await signUpCustomer(t);
    const noFactor = await regenerate(c.token);
    expect(noFactor.statusCode).toBe(404);
    const { secret, recoveryCodes: old } = await enrolCustomerTotp(t, c.token);
    const bare = await regenerate(c.token);
    expect(bare.statusCode).toBe(403);
    expect(bare.json().code).toBe('STEP_UP_REQUIRED');
    // A proof for another action does not do.
    const forWithdrawal = await customerStepUp(t, c.token, 'withdraw', { method: 'totp', secret });
    expect((await regenerate(c.token, forWithdrawal)).json().code).toBe('STEP_UP_INVALID');
    const proof = await customerStepUp(t, c.token, 'factors', { method: 'totp', secret });
    const fresh = await regenerate(c.token, proof);
    expect(fresh.statusCode, fresh.body).toBe(200);
    const codes = fresh.json().data.recoveryCodes as string[];
    expect(new Set(codes).size).toBe(10);
    expect(codes.some((code) => old.includes(code))).toBe(false);
    expect(await storedHashes(c.customerId)).toEqual(
      expect.arrayContaining(codes.map(hashRecoveryCode)),
    );
    // The proof was used up; an old code proves nothing now, a new one does.
    expect((await regenerate(c.token, proof)).json().code).toBe('STEP_UP_INVALID');
    await expect(
      customerStepUp(t, c.token, 'withdraw', { method: 'recovery', code: old[0] ?? '' }),
    ).rejects.toThrow(/400|403/);
    await customerStepUp(t, c.token, 'withdraw', { method: 'recovery', code: codes[0] ?? '' });
    const status = await customerData<{ recoveryCodesLeft: number }>(
      t,
      'GET',
      'member/2fa',
      c.token,
    );
    expect(status.recoveryCodesLeft).toBe(9);
  });

  it('100 parallel regenerations, each with its own proof, leave exactly one valid set', async () => {
    const c = await signUpCustomer(t);
    const { secret } = await enrolCustomerTotp(t, c.token);
    // One real proof tells which session the customer's proofs belong to; 99 more alike.
    const first = await customerStepUp(t, c.token, 'factors', { method: 'totp', secret });
    const [session] = (
      await t.database.pool.query<{ id: string }>(
        'SELECT session_id AS id FROM customer_step_ups WHERE customer_id = $1',
        [c.customerId],
      )
    ).rows;
    const proofs = [first];
    for (let i = 1; i < 100; i += 1) {
      const token = randomBytes(32).toString('base64url');
      await insertStepUp(t.database.db, {
        token,
        customerId: c.customerId,
        sessionId: Number(session?.id),
        action: 'factors',
        expiresAt: new Date(t.clock.now.getTime() + 60_000),
      });
      proofs.push(token);
    }
    const answers = await Promise.all(proofs.map((proof) => regenerate(c.token, proof)));
    expect(answers.map((a) => a.statusCode)).toEqual(proofs.map(() => 200));
    const stored = await storedHashes(c.customerId);
    expect(stored).toHaveLength(10);
    const valid = answers.filter((a) =>
      (a.json().data.recoveryCodes as string[]).every((code) =>
        stored.includes(hashRecoveryCode(code)),
      ),
    );
    expect(valid).toHaveLength(1);
    const partly = answers.filter((a) =>
      (a.json().data.recoveryCodes as string[]).some((code) =>
        stored.includes(hashRecoveryCode(code)),
      ),
    );
    expect(partly).toHaveLength(1);
  }, 120_000);
});
