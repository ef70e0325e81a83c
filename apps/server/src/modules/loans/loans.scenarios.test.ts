import { addDays } from '@brokerage/shared/market-time/dates';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/invariants.ts';
import { postEntry } from '../../ledger/entries.ts';
import { as, usd } from '../../../test/support/funding.ts';
import { loanKit, pageText, type Borrower } from '../../../test/support/loans.ts';
import { createTestApp, signUpCustomer, type TestApp } from '../../../test/test-app.ts';
import { runLoanAccrual, runLoanServicing } from './loan-servicing.ts';

let t: TestApp;
/** The test clock's start (10:00 UTC, 05:00 in New York, whose days USD loans count). */
const START = '2026-03-02';
/** The clock at 10:00 UTC `days` calendar days after the start (the kernel's day arithmetic). */
const onDay = (days: number) => {
  t.clock.now = new Date(`${addDays(START, days)}T10:00:00Z`);
};

beforeAll(async () => {
  t = await createTestApp();
});

const { borrower, apply, review, approvedLoan, detail, repay } = loanKit(() => t);

const platform = async (kind: string) => {
  const result = await t.database.pool.query(
    `SELECT COALESCE(SUM(balance), 0)::numeric(38,2)::text AS balance FROM ledger_accounts
      WHERE owner_type = 'platform' AND kind = $1 AND currency = 'USD'`,
    [kind],
  );
  return result.rows[0].balance as string;
};

/** The customer's cash leaves the platform (a test's stand-in for a passed withdrawal). */
const spend = (customerId: number, amount: string) =>
  t.database.db.transaction((tx) =>
    postEntry(tx, {
      type: 'withdrawal',
      customerId,
      description: 'test spending',
      actor: 'system:test',
      legs: [
        { account: { customerId, kind: 'cash', currency: 'USD' }, amount: `-${amount}` },
        { account: { platform: 'bank', currency: 'USD' }, amount },
      ],
    }),
  );

const inboxTitles = async (b: Borrower) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/inbox', headers: as(b.token) }))
    .json()
    .data.items.map((m: { title: string }) => m.title);

describe('loan applications', () => {
  it('shows the terms from the settings and copies the rates into the application', async () => {
    const b = await borrower();
    const terms = await t.app.inject({
      method: 'GET',
      url: '/api/v1/loans/terms',
      headers: as(b.token),
    });
    expect(terms.json().data).toMatchObject({
      interestRate: '0.1825',
      penaltyRate: '0.365',
      dayCount: 'actual/365',
    });
    const applied = await apply(b);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data).toMatchObject({
      status: 'applied',
      approvalStatus: 'review',
      disbursed: false,
      amount: '1000.00000000',
      interestRate: '0.18250000',
      penaltyRate: '0.36500000',
      dayCount: 'actual/365',
      timeZone: 'America/New_York',
    });
  });

  it.each([
    ['a fractional amount', { amount: '1.5' }, 'The amount must be a whole number.'],
    ['no signature', { signatureFileId: undefined }, 'Signature required.'],
    ['no image', { imageFileId: undefined }, 'Please upload an image.'],
    ['the agreement not ticked', { agreed: false }, 'You must agree to the agreement.'],
  ])('refuses %s with the seed message and records nothing', async (_, overrides, message) => {
    const b = await borrower();
    const refused = await apply(b, overrides);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(message);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/loans', headers: as(b.token) });
    expect(list.json().data.total).toBe(0);
  });

  it('refuses a period or amount outside the terms, and a file of another customer', async () => {
    const b = await borrower();
    const other = await borrower();
    expect((await apply(b, { periodDays: 8 })).json().code).toBe('LOAN_PERIOD_UNSUPPORTED');
    expect((await apply(b, { amount: '99' })).json()).toMatchObject({
      code: 'LOAN_AMOUNT_OUT_OF_RANGE',
      message: 'The amount must be between 100.00 and 100,000.00 USD.',
    });
    expect((await apply(b, { signatureFileId: other.signatureFileId })).json().code).toBe(
      'FILE_REQUIRED',
    );
    // The signature must have been uploaded as a signature, not as the loan image.
    expect((await apply(b, { signatureFileId: b.imageFileId })).json().code).toBe('FILE_REQUIRED');
  });
});

describe('loan review and disbursement', () => {
  it('approval disburses the principal from the loan book, with an audit row and a message', async () => {
    const b = await borrower();
    const loansBefore = await platform('loans');
    const loan = await approvedLoan(b);
    expect(await detail(b, loan.id)).toMatchObject({
      status: 'disbursed',
      approvalStatus: 'approved',
      disbursed: true,
      dueDate: '2026-03-09',
      repaymentAmount: '1000.00000000',
    });
    expect(await usd(t, b.token)).toMatchObject({ available: '1100.00000000' });
    expect(Number(await platform('loans'))).toBe(Number(loansBefore) - 1000);
    expect(await inboxTitles(b)).toContain('Loan approved and disbursed');
    const audit = await t.database.pool.query(
      "SELECT before->>'status' AS before, after->>'status' AS after FROM audit_log WHERE action = 'loan.approve' AND subject_id = $1",
      [String(loan.id)],
    );
    expect(audit.rows).toEqual([{ before: 'applied', after: 'disbursed' }]);
  });

  it('a decision on a stale read is refused, a second decision too, and a rejection needs a reason', async () => {
    const b = await borrower();
    const applied = (await apply(b)).json().data;
    expect(
      (await review(applied.id, { decision: 'approve', version: applied.version + 1 })).json().code,
    ).toBe('RECORD_CHANGED');
    expect(
      (await review(applied.id, { decision: 'reject', version: applied.version })).statusCode,
    ).toBe(400);
    const rejected = await review(applied.id, {
      decision: 'reject',
      reason: 'Income not shown',
      version: applied.version,
    });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reason: 'Income not shown' });
    expect(
      (await review(applied.id, { decision: 'approve', version: applied.version })).json().code,
    ).toBe('ALREADY_REVIEWED');
    expect(await usd(t, b.token)).toMatchObject({ available: '100.00000000' });
    // A rejected application no longer blocks a new one.
    expect((await apply(b)).statusCode).toBe(200);
  });

  it('the agreement PDF carries the terms, the amount and the signature, for its owner only', async () => {
    const b = await borrower();
    const loan = await approvedLoan(b, { amount: '2500' });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/loans/${loan.id}/agreement`,
      headers: as(b.token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const bytes = pdf.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = bytes.toString('latin1');
    expect(text).toContain('/Subtype /Image');
    expect(pageText(bytes)).toContain('2,500 USD');
    const stranger = await signUpCustomer(t);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/v1/loans/${loan.id}/agreement`,
      headers: as(stranger.token),
    });
    expect(refused.statusCode).toBe(404);
  });
});

describe('accrual and repayment', () => {
  it('accrues once per day however often and however many copies run', async () => {
    const b = await borrower();
    const loan = await approvedLoan(b);
    onDay(3);
    await Promise.all([runLoanAccrual(t.app.deps), runLoanAccrual(t.app.deps)]);
    await runLoanAccrual(t.app.deps);
    const history = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/loans/${loan.id}/history`,
        headers: as(b.token),
      })
    ).json().data;
    expect(history.accruals.map((a: { day: string }) => a.day)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ]);
    expect(await detail(b, loan.id)).toMatchObject({
      interestDue: '1.50000000',
      penaltyDue: '0.00000000',
      repaymentAmount: '1001.50000000',
    });
    onDay(0);
  });

  it('early repayment takes principal + interest to date, once; the loan book is back to even', async () => {
    const b = await borrower();
    const loansBefore = await platform('loans');
    const receivableBefore = await platform('loan_interest_receivable');
    const incomeBefore = await platform('loan_interest_income');
    const loan = await approvedLoan(b);
    onDay(2);
    // Not accrued by the job yet: the repayment accrues to today itself.
    expect((await repay(b, loan.id, '1001.01')).json()).toMatchObject({
      code: 'LOAN_REPAY_ABOVE_DEBT',
      message: 'The repayment is more than the debt of 1,001.00 USD.',
    });
    expect((await repay(b, loan.id, '1.001')).json().code).toBe('AMOUNT_PRECISION');
    const part = await repay(b, loan.id, '400.50');
    expect(part.json().data).toMatchObject({
      status: 'disbursed',
      principalDue: '600.50000000',
      interestDue: '0.00000000',
    });
    const full = await repay(b, loan.id, '600.50');
    expect(full.json().data).toMatchObject({ status: 'repaid', repaymentAmount: '0.00000000' });
    expect(await usd(t, b.token)).toMatchObject({ available: '99.00000000' });
    expect(await platform('loans')).toBe(loansBefore);
    expect(await platform('loan_interest_receivable')).toBe(receivableBefore);
    expect(Number(await platform('loan_interest_income')) - Number(incomeBefore)).toBe(1);
    expect((await repay(b, loan.id, '1')).json().code).toBe('LOAN_NOT_OPEN');
    onDay(0);
  });

  it('past the due date the loan is overdue, a penalty accrues daily, and each notice is sent once', async () => {
    const b = await borrower('500');
    const loan = await approvedLoan(b);
    onDay(5); // 2026-03-07: due 2026-03-09, within the 3-day reminder
    await runLoanServicing(t.app.deps);
    await runLoanServicing(t.app.deps);
    expect(
      (await inboxTitles(b)).filter((title: string) => title === 'Loan due soon'),
    ).toHaveLength(1);
    onDay(10); // 2026-03-12: the due date 03-09 has ended, then 03-10 and 03-11
    await Promise.all([runLoanServicing(t.app.deps), runLoanServicing(t.app.deps)]);
    const overdue = await detail(b, loan.id);
    expect(overdue).toMatchObject({
      status: 'overdue',
      interestDue: '5.00000000', // 10 days x 0.50
      penaltyDue: '2.00000000', // 03-10 and 03-11 x 1.00, none on the due date
      repaymentAmount: '1007.00000000',
    });
    expect((await inboxTitles(b)).filter((title: string) => title === 'Loan overdue')).toHaveLength(
      1,
    );
    const inbox = (
      await t.app.inject({ method: 'GET', url: '/api/v1/inbox', headers: as(b.token) })
    ).json().data.items;
    expect(inbox.find((m: { title: string }) => m.title === 'Loan overdue').body).toBe(
      'Your loan of 1,000.00 USD was due on 2026-03-09. A penalty of 0.1% per day now accrues until it is repaid.',
    );
    const repaid = await repay(b, loan.id, '1007');
    expect(repaid.json().data).toMatchObject({ status: 'repaid' });
    const history = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/loans/${loan.id}/history`,
        headers: as(b.token),
      })
    ).json().data;
    expect(history.repayments[0]).toMatchObject({
      amount: '1007.00000000',
      principal: '1000.00000000',
      interest: '5.00000000',
      penalty: '2.00000000',
    });
    onDay(0);
  });

  it('a repayment above the available cash takes nothing', async () => {
    const b = await borrower('0');
    const loan = await approvedLoan(b);
    await spend(b.customerId, '600');
    const refused = await repay(b, loan.id, '1000');
    expect(refused.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await usd(t, b.token)).toMatchObject({ available: '400.00000000' });
    expect(await detail(b, loan.id)).toMatchObject({
      status: 'disbursed',
      principalDue: '1000.00000000',
    });
  });

  it('100 concurrent full repayments with different keys take the debt exactly once', async () => {
    const b = await borrower('0');
    const loan = await approvedLoan(b);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => repay(b, loan.id, '1000', `repay-key-${i}-xyz`)),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c === 'LOAN_NOT_OPEN')).toHaveLength(99);
    expect(await usd(t, b.token)).toMatchObject({ available: '0.00000000' });
    const rows = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM loan_repayments WHERE loan_id = $1',
      [loan.id],
    );
    expect(rows.rows[0].n).toBe(1);
  });

  it('100 parallel retries under one Idempotency-Key repay once and answer alike', async () => {
    const b = await borrower('0');
    const loan = await approvedLoan(b);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => repay(b, loan.id, '250', 'one-repayment-key')),
    );
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.json().data.principalDue))).toEqual(
      new Set(['750.00000000']),
    );
    expect(await usd(t, b.token)).toMatchObject({ available: '750.00000000' });
    expect((await repay(b, loan.id, '251', 'one-repayment-key')).json().code).toBe(
      'IDEMPOTENCY_KEY_REUSED',
    );
  });

  it('leaves the ledger balanced', async () => {
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
