import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/invariants.ts';
import {
  as,
  bindBankCard,
  fund,
  markKycPassed,
  setPayPassword,
} from '../../../test/support/funding.ts';
import {
  createTestApp,
  signInOperatorSessions,
  signUpCustomer,
  type TestApp,
} from '../../../test/test-app.ts';

let t: TestApp;
let proposer: string;
/** 100 sessions of four reviewers other than the proposer. */
let approvers: string[];

const PARALLEL = 100;

beforeAll(async () => {
  t = await createTestApp();
  [proposer] = (await signInOperatorSessions(t, 'reviewer', 1)) as [string];
  approvers = (
    await Promise.all([1, 2, 3, 4].map(() => signInOperatorSessions(t, 'reviewer', PARALLEL / 4)))
  ).flat();
}, 120_000);

/** A waiting withdrawal of 20,000 USD: above the default threshold of 10,000. */
const bigWithdrawal = async () => {
  const customer = await signUpCustomer(t);
  await setPayPassword(t, customer.token);
  await markKycPassed(t, customer.customerId);
  await fund(t, customer.customerId, '50000');
  const cardId = await bindBankCard(t, customer.token);
  const requested = await t.app.inject({
    method: 'POST',
    url: '/api/v1/withdraw',
    headers: as(customer.token),
    payload: {
      type: 'bank',
      targetId: cardId,
      currency: 'USD',
      amount: '20000',
      payPassword: '123456',
    },
  });
  const withdrawal = requested.json().data as { id: number };
  const { rows } = await t.database.pool.query('SELECT version FROM withdrawals WHERE id = $1', [
    withdrawal.id,
  ]);
  return { ...customer, id: withdrawal.id, version: rows[0].version as number };
};

const propose = (token: string, id: number, version: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/withdrawals/${id}/review`,
    headers: as(token),
    payload: { decision: 'pass', version },
  });

const count = async (query: string, params: unknown[]) =>
  Number((await t.database.pool.query(query, params)).rows[0].n);

describe('four-eyes races', () => {
  it('100 parallel proposals to pass one withdrawal leave exactly one open proposal', async () => {
    const w = await bigWithdrawal();
    const answers = await Promise.all(approvers.map((token) => propose(token, w.id, w.version)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.json().code === 'PROPOSAL_ALREADY_OPEN')).toHaveLength(
      PARALLEL - 1,
    );
    expect(
      await count(
        "SELECT count(*) AS n FROM four_eyes_proposals WHERE subject = $1 AND status = 'open'",
        [`withdrawal:${w.id}`],
      ),
    ).toBe(1);
    expect(
      await count('SELECT count(*) AS n FROM withdrawals WHERE id = $1 AND status = 0', [w.id]),
    ).toBe(1);
  });

  it('100 parallel approvals of one proposal by different sessions pay out once: one ledger entry, one message', async () => {
    const w = await bigWithdrawal();
    const proposed = await propose(proposer, w.id, w.version);
    const id = proposed.json().data.proposal.id as number;
    const answers = await Promise.all(
      approvers.map((token) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/admin/approvals/${id}/decision`,
          headers: as(token),
          payload: { decision: 'approve' },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.json().code === 'PROPOSAL_NOT_OPEN')).toHaveLength(PARALLEL - 1);
    expect(
      await count(
        "SELECT count(*) AS n FROM journal_entries WHERE customer_id = $1 AND type = 'withdrawal.post'",
        [w.customerId],
      ),
    ).toBe(1);
    expect(
      await count('SELECT count(*) AS n FROM inbox_messages WHERE customer_id = $1', [
        w.customerId,
      ]),
    ).toBe(1);
    expect(
      await count(
        "SELECT count(*) AS n FROM audit_log WHERE action = 'withdrawal.pass' AND subject_id = $1",
        [String(w.id)],
      ),
    ).toBe(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('four eyes in the database', () => {
  it('refuses a proposal decided by its proposer or by nobody, whatever the application does', async () => {
    const w = await bigWithdrawal();
    const id = (await propose(proposer, w.id, w.version)).json().data.proposal.id as number;
    for (const decidedBy of ['proposed_by', 'NULL'])
      await expect(
        t.database.pool.query(
          `UPDATE four_eyes_proposals SET status = 'approved', decided_by = ${decidedBy} WHERE id = $1`,
          [id],
        ),
      ).rejects.toThrow(/four_eyes_two_operators/);
  });
});
