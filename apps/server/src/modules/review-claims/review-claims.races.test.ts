import { beforeAll, describe, expect, it } from 'vitest';
import { as, waitingBankDeposit } from '../../../test/support/funding.ts';
import {
  createTestApp,
  signInOperatorSessions,
  signUpCustomer,
  type TestApp,
} from '../../../test/test-app.ts';

let t: TestApp;
/** Ten reviewers with ten sessions each: 100 claims, each reviewer's ten alike. */
let reviewers: string[][];

const OPERATORS = 10;
const SESSIONS = 10;

beforeAll(async () => {
  t = await createTestApp();
  reviewers = await Promise.all(
    Array.from({ length: OPERATORS }, () => signInOperatorSessions(t, 'reviewer', SESSIONS)),
  );
}, 180_000);

describe('a claim under 100 parallel requests', () => {
  it('goes to one reviewer: every session of theirs is answered with it, every other refused', async () => {
    const customer = await signUpCustomer(t);
    const { id: recordId } = await waitingBankDeposit(t, customer.token);
    const attempts = reviewers.flatMap((sessions, reviewer) =>
      sessions.map((token) => ({ reviewer, token })),
    );
    expect(attempts).toHaveLength(100);
    const answers = await Promise.all(
      attempts.map(async ({ reviewer, token }) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/admin/review-claims',
          headers: as(token),
          payload: { queue: 'deposits', recordId },
        });
        return { reviewer, status: response.statusCode, body: response.json() };
      }),
    );
    const won = answers.filter((answer) => answer.status === 200);
    const holders = new Set(won.map((answer) => answer.reviewer));
    expect(holders.size).toBe(1);
    expect(won).toHaveLength(SESSIONS);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(100 - SESSIONS);
    expect(new Set(refused.map((answer) => answer.body.code))).toEqual(
      new Set(['CLAIMED_BY_ANOTHER']),
    );
    const { rows } = await t.database.pool.query(
      "SELECT count(*)::int AS claims FROM review_claims WHERE queue = 'deposits' AND record_id = $1",
      [recordId],
    );
    expect(rows[0].claims).toBe(1);
  });
});
