import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  bindBankCard,
  fund,
  markKycPassed,
  setPayPassword,
  waitingBankDeposit,
} from '../../../test/support/funding.ts';
import { loanKit } from '../../../test/support/loans.ts';
import {
  createTestApp,
  signInOperator,
  signUpCustomer,
  type TestApp,
} from '../../../test/test-app.ts';

/**
 * Issue 28 item 3: a decision carries the message the customer reads (`comment` / `reason`) and,
 * apart from it, the operators' internal note. The note is on the decision's audit row and in
 * the console's lists; no answer the customer's API gives carries it.
 */
let t: TestApp;
let admin: string;
let reviewerA: string;
let reviewerB: string;

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: as(token),
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInOperator(t, 'superadmin');
  reviewerA = await signInOperator(t, 'reviewer');
  reviewerB = await signInOperator(t, 'reviewer');
  // Payouts above 500 USD take two operators; loans keep the default (one operator here).
  // Only tightening: a loosening would itself wait for a second admin.
  const thresholds = await call(admin, 'PUT', '/admin/settings/approvals.thresholds', {
    value: { USD: { withdrawal: '500', adjustment: '500', loan: '10000' } },
  });
  expect(thresholds.json().data, thresholds.body).toMatchObject({ key: 'approvals.thresholds' });
});

/** Everything the customer's API answers about their money, identity, loans and messages. */
const customerAnswers = async (token: string) => {
  const answers: string[] = [];
  for (const url of [
    '/inbox',
    '/statement',
    '/deposit/records',
    '/withdraw/records',
    '/kyc',
    '/loans',
  ]) {
    const answer = await call(token, 'GET', url);
    expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
    answers.push(answer.body);
  }
  return answers.join('\n');
};

const inboxBodies = async (token: string) =>
  ((await call(token, 'GET', '/inbox')).json().data.items as { title: string; body: string }[]).map(
    (item) => `${item.title}: ${item.body}`,
  );

/** The audit log as the console reads it, for one record. */
const auditOf = async (subjectType: string, id: number) =>
  (await call(admin, 'GET', `/admin/audit?subjectType=${subjectType}&subjectId=${id}`)).json().data
    .items as { action: string; comment: string | null; note: string | null }[];

const listed = async <T extends { id: number }>(url: string, id: number) =>
  ((await call(reviewerA, 'GET', url)).json().data.items as T[]).find((item) => item.id === id);

const verifiedCustomer = async () => {
  const customer = await signUpCustomer(t);
  await setPayPassword(t, customer.token);
  await markKycPassed(t, customer.customerId);
  return customer;
};

describe('an internal note stays with the operators', () => {
  it('a deposit approval: the customer reads the message (inbox, record, statement), never the note; the queue and the audit log show both', async () => {
    const customer = await verifiedCustomer();
    const deposit = await waitingBankDeposit(t, customer.token, '250');
    const waiting = await listed<{ id: number; version: number; note: string | null }>(
      '/admin/deposits?status=0&pageSize=100',
      deposit.id,
    );
    expect(waiting?.note).toBeNull();
    const passed = await call(reviewerA, 'POST', `/admin/deposits/${deposit.id}/audit`, {
      decision: 'pass',
      comment: 'Thank you, your transfer arrived.',
      note: 'Paid via SEPA batch 27/11',
      version: waiting?.version,
    });
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.body).not.toContain('SEPA batch');

    expect(await inboxBodies(customer.token)).toContainEqual(
      expect.stringMatching(/^Deposit credited: .*Thank you, your transfer arrived\.$/),
    );
    const answers = await customerAnswers(customer.token);
    expect(answers).toContain('Thank you, your transfer arrived.');
    expect(answers).not.toContain('SEPA batch');

    expect(await auditOf('deposit', deposit.id)).toMatchObject([
      {
        action: 'deposit.pass',
        comment: 'Thank you, your transfer arrived.',
        note: 'Paid via SEPA batch 27/11',
      },
    ]);
    expect(
      await listed<{ id: number; note: string | null; comment: string | null }>(
        '/admin/deposits?status=1&pageSize=100',
        deposit.id,
      ),
    ).toMatchObject({
      comment: 'Thank you, your transfer arrived.',
      note: 'Paid via SEPA batch 27/11',
    });
  });

  it('a payout above the four-eyes threshold: the proposer’s note and payout reference reach the record and the audit log once approved, the customer reads only the message', async () => {
    const customer = await verifiedCustomer();
    await fund(t, customer.customerId, '1000');
    const cardId = await bindBankCard(t, customer.token);
    const requested = await call(customer.token, 'POST', '/withdraw', {
      type: 'bank',
      targetId: cardId,
      currency: 'USD',
      amount: '600',
      payPassword: '123456',
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const id = requested.json().data.id as number;
    const waiting = await listed<{ id: number; version: number }>(
      '/admin/withdrawals?status=0&pageSize=100',
      id,
    );
    const proposed = await call(reviewerA, 'POST', `/admin/withdrawals/${id}/review`, {
      decision: 'pass',
      reference: 'SEPA-2026-0042',
      comment: 'Sent to your Commerzbank account.',
      note: 'Cash desk batch 28/11, called the customer',
      version: waiting?.version,
    });
    expect(proposed.json().data).toMatchObject({ awaitingSecondApprover: true });
    const approved = await call(
      reviewerB,
      'POST',
      `/admin/approvals/${proposed.json().data.proposal.id}/decision`,
      { decision: 'approve', comment: 'Second look: account holder matches' },
    );
    expect(approved.statusCode, approved.body).toBe(200);

    const mine = (await call(customer.token, 'GET', '/withdraw/records')).json().data.items as {
      id: number;
      payoutReference: string | null;
      comment: string | null;
    }[];
    expect(mine.find((w) => w.id === id)).toMatchObject({
      payoutReference: 'SEPA-2026-0042',
      comment: 'Sent to your Commerzbank account.',
    });
    expect(await inboxBodies(customer.token)).toContainEqual(
      expect.stringMatching(/^Withdrawal sent: .*Sent to your Commerzbank account\.$/),
    );
    const answers = await customerAnswers(customer.token);
    expect(answers).not.toContain('Cash desk batch');
    expect(answers).not.toContain('Second look');

    expect(await auditOf('withdrawal', id)).toMatchObject([
      {
        action: 'withdrawal.pass',
        comment: 'Sent to your Commerzbank account.',
        note: 'Cash desk batch 28/11, called the customer',
      },
    ]);
    expect(
      await listed<{ id: number; note: string | null; payoutReference: string | null }>(
        '/admin/withdrawals?status=1&pageSize=100',
        id,
      ),
    ).toMatchObject({
      payoutReference: 'SEPA-2026-0042',
      note: 'Cash desk batch 28/11, called the customer',
    });
  });

  it('a KYC rejection, a loan approval and an unmatched transfer keep their notes to the operators', async () => {
    const customer = await signUpCustomer(t);
    const [submission] = (
      await t.database.db.execute<{ id: number }>(
        sql`INSERT INTO kyc_submissions (customer_id, kind, first_name, last_name, id_number)
            VALUES (${customer.customerId}, 'idcard', 'Ada', 'Lovelace', 'X123') RETURNING id`,
      )
    ).rows;
    const kycId = Number(submission?.id);
    const rejected = await call(reviewerA, 'POST', `/admin/kyc/${kycId}/review`, {
      decision: 'reject',
      reason: 'The photo is blurred',
      note: 'Looks like a screenshot of a screen',
      version: 1,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await inboxBodies(customer.token)).toContainEqual(
      expect.stringContaining('The photo is blurred'),
    );
    expect(await customerAnswers(customer.token)).not.toContain('screenshot');
    expect(await auditOf('kyc_submission', kycId)).toMatchObject([
      { action: 'kyc.reject', note: 'Looks like a screenshot of a screen' },
    ]);
    expect(
      await listed<{ id: number; note: string | null }>('/admin/kyc?pageSize=100', kycId),
    ).toMatchObject({
      reason: 'The photo is blurred',
      note: 'Looks like a screenshot of a screen',
    });

    const { borrower, apply, review } = loanKit(() => t);
    const b = await borrower();
    const applied = (await apply(b)).json().data as { id: number; version: number };
    const approvedLoan = await review(applied.id, {
      decision: 'approve',
      reason: 'Approved: repay on time to keep your limit.',
      note: 'Collateral checked by risk desk',
      version: applied.version,
    });
    expect(approvedLoan.statusCode, approvedLoan.body).toBe(200);
    expect(await inboxBodies(b.token)).toContainEqual(
      expect.stringMatching(/^Loan approved and disbursed: .*repay on time to keep your limit\.$/),
    );
    expect(await customerAnswers(b.token)).not.toContain('risk desk');
    expect(
      await listed<{ id: number; note: string | null }>('/admin/loans?pageSize=100', applied.id),
    ).toMatchObject({ note: 'Collateral checked by risk desk' });
    expect((await call(reviewerA, 'GET', `/admin/loans/${applied.id}`)).json().data).toMatchObject({
      note: 'Collateral checked by risk desk',
    });

    const [transfer] = (
      await t.database.db.execute<{ id: number }>(
        sql`INSERT INTO chain_transfers (network, tx_hash, log_index, token, to_address, raw_amount, status)
            VALUES ('ERC20', ${'d'.repeat(64)}, 0, '0xtoken', '0xsomeone', 5, 'unmatched') RETURNING id`,
      )
    ).rows;
    const transferId = Number(transfer?.id);
    const refused = await call(reviewerA, 'POST', `/admin/chain/unmatched/${transferId}/refuse`, {
      comment: 'spam token',
      note: 'Same sender as last week',
      version: 1,
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().data).toMatchObject({
      comment: 'spam token',
      note: 'Same sender as last week',
    });
    expect(await auditOf('chain_transfer', transferId)).toMatchObject([
      { action: 'chain.refused', comment: 'spam token', note: 'Same sender as last week' },
    ]);
  });

  it('a note is checked like any text: longer than 500 characters is refused and nothing is decided', async () => {
    const customer = await verifiedCustomer();
    const deposit = await waitingBankDeposit(t, customer.token, '30');
    const refused = await call(reviewerA, 'POST', `/admin/deposits/${deposit.id}/audit`, {
      decision: 'pass',
      note: 'x'.repeat(501),
      version: 1,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await auditOf('deposit', deposit.id)).toEqual([]);
  });
});
