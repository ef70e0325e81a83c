import { addDays } from '@brokerage/shared/market-time/dates';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/invariants.ts';
import { as } from '../../../test/support/funding.ts';
import { loanKit, pageText, type Borrower } from '../../../test/support/loans.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { runLoanAccrual } from './loan-servicing.ts';

/**
 * Issue 23: a loan's arithmetic by its published rule, checked against figures worked out by
 * hand. Terms: 18 % a year interest, 30 % a year penalty, actual/365, so a day on 1,000 USD is
 * 1000 x 0.18 / 365 = 0.493150684931... -> 0.49315068 interest and 1000 x 0.30 / 365 =
 * 0.821917808219... -> 0.82191780 penalty (cut to 8 decimals; rounding would give ...81).
 * USD loans count New York days.
 */
let t: TestApp;
const kit = loanKit(() => t);

beforeAll(async () => {
  t = await createTestApp();
  await t.database.pool.query(
    `UPDATE settings SET value = value || '{"interestRate": "0.18", "penaltyRate": "0.3"}'::jsonb
      WHERE key = 'loans.terms'`,
  );
});

const at = (iso: string) => {
  t.clock.now = new Date(iso);
};

/** Day by day what the loan's accrual rows say, and the receivable posting each day made. */
const accrualRows = async (loanId: number) =>
  (
    await t.database.pool.query(
      `SELECT a.day::text AS day, a.interest::text AS interest, a.penalty::text AS penalty,
              p.amount::text AS receivable
         FROM loan_accruals a
         LEFT JOIN postings p ON p.entry_id = a.entry_id
         LEFT JOIN ledger_accounts la ON la.id = p.account_id
        WHERE a.loan_id = $1 AND (la.kind IS NULL OR la.kind = 'loan_interest_receivable')
        ORDER BY a.day`,
      [loanId],
    )
  ).rows as { day: string; interest: string; penalty: string; receivable: string | null }[];

/** The sum of a platform account's postings made for one loan. */
const loanPostings = async (loanId: number, kind: string) =>
  (
    await t.database.pool.query(
      `SELECT COALESCE(SUM(p.amount), 0)::text AS total
         FROM postings p
         JOIN ledger_accounts la ON la.id = p.account_id
         JOIN journal_entries e ON e.id = p.entry_id
        WHERE e.reference = $1 AND la.kind = $2`,
      [`loan:${loanId}`, kind],
    )
  ).rows[0].total as string;

// The hand-made table. Each row: the New York day, its interest, its penalty, the posting to
// the receivable, and then the loan as it stands once that day has ended.
// prettier-ignore
const TABLE: [string, string, string, string, string, string, string, string][] = [
  // day,        interest,     penalty,      receivable,    interestDue,  penaltyDue,   repaymentAmount, status
  ['2026-03-02', '0.49315068', '0.00000000', '-0.49315068', '0.49315068', '0.00000000', '1000.49000000', 'disbursed'],
  ['2026-03-03', '0.49315068', '0.00000000', '-0.49315068', '0.98630136', '0.00000000', '1000.98000000', 'disbursed'],
  ['2026-03-04', '0.49315068', '0.00000000', '-0.49315068', '1.47945204', '0.00000000', '1001.47000000', 'disbursed'],
  ['2026-03-05', '0.49315068', '0.00000000', '-0.49315068', '1.97260272', '0.00000000', '1001.97000000', 'disbursed'],
  ['2026-03-06', '0.49315068', '0.00000000', '-0.49315068', '2.46575340', '0.00000000', '1002.46000000', 'disbursed'],
  ['2026-03-07', '0.49315068', '0.00000000', '-0.49315068', '2.95890408', '0.00000000', '1002.95000000', 'disbursed'],
  // 8 March: New York changes to summer time; a day is still one calendar day.
  ['2026-03-08', '0.49315068', '0.00000000', '-0.49315068', '3.45205476', '0.00000000', '1003.45000000', 'disbursed'],
  // The due date itself: interest, no penalty. Once it has ended the loan is overdue.
  ['2026-03-09', '0.49315068', '0.00000000', '-0.49315068', '3.94520544', '0.00000000', '1003.94000000', 'overdue'],
  // The days after it: the penalty as well.
  ['2026-03-10', '0.49315068', '0.82191780', '-1.31506848', '4.43835612', '0.82191780', '1005.25000000', 'overdue'],
  ['2026-03-11', '0.49315068', '0.82191780', '-1.31506848', '4.93150680', '1.64383560', '1006.57000000', 'overdue'],
];

describe('a loan due on a date, day by day (actual/365, New York days)', () => {
  it('accrues exactly, charges no penalty on the due date, posts each day to the receivable, and repays to the cent', async () => {
    const b = await kit.borrower('100');
    // 03:00 UTC on 3 March is still 2 March in New York (22:00): the loan's first day is the
    // 2nd and it is due on the 9th, not the 10th a UTC day would give.
    at('2026-03-03T03:00:00Z');
    const loan = await kit.approvedLoan(b);
    expect(await kit.detail(b, loan.id)).toMatchObject({
      dueDate: '2026-03-09',
      timeZone: 'America/New_York',
      dayCount: 'actual/365',
      interestRate: '0.18000000',
      penaltyRate: '0.30000000',
    });

    for (const [index, row] of TABLE.entries()) {
      const [day, , , , interestDue, penaltyDue, repaymentAmount, status] = row;
      // 03:00 UTC two dates later: late evening of the day after `day` in New York, so `day`
      // has just ended there and the day after it has not.
      at(`${addDays(day, 2)}T03:00:00Z`);
      await runLoanAccrual(t.app.deps);
      const expected = TABLE.slice(0, index + 1).map(([d, i, p, r]) => ({
        day: d,
        interest: i,
        penalty: p,
        receivable: r,
      }));
      expect(await accrualRows(loan.id), `after ${day}`).toEqual(expected);
      expect(await kit.detail(b, loan.id), `after ${day}`).toMatchObject({
        interestDue,
        penaltyDue,
        repaymentAmount,
        status,
        accruedThrough: day,
      });
    }

    // Still 12 March in New York: 1000 + 4.93 (4.93150680 cut) + 1.64 (1.64383560 cut).
    expect((await kit.repay(b, loan.id, '1006.58')).json().code).toBe('LOAN_REPAY_ABOVE_DEBT');
    const repaid = await kit.repay(b, loan.id, '1006.57');
    expect(repaid.json().data).toMatchObject({
      status: 'repaid',
      interestDue: '0.00000000',
      penaltyDue: '0.00000000',
      repaymentAmount: '0.00000000',
    });
    const history = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/loans/${loan.id}/history`,
        headers: as(b.token),
      })
    ).json().data;
    expect(history.repayments).toMatchObject([
      {
        amount: '1006.57000000',
        principal: '1000.00000000',
        interest: '4.93000000',
        penalty: '1.64000000',
      },
    ]);
    // The receivable this loan built up is settled: 6.57 paid, 0.0053424 below a cent waived;
    // the income it earned is what was charged.
    expect(await loanPostings(loan.id, 'loan_interest_receivable')).toBe('0.00000000');
    expect(await loanPostings(loan.id, 'loan_interest_income')).toBe('6.57000000');
    expect(await loanPostings(loan.id, 'loans')).toBe('0.00000000');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('the daily job run by many copies at once', () => {
  it('100 parallel runs after five days of downtime post each loan and day exactly once', async () => {
    at('2026-04-01T15:00:00Z');
    const borrowers: Borrower[] = [];
    for (let i = 0; i < 3; i += 1) borrowers.push(await kit.borrower('100'));
    const ids: number[] = [];
    for (const b of borrowers) ids.push((await kit.approvedLoan(b)).id);
    // Five New York days (1 to 5 April) end while no job runs.
    at('2026-04-06T15:00:00Z');
    await Promise.all(Array.from({ length: 100 }, () => runLoanAccrual(t.app.deps)));
    await runLoanAccrual(t.app.deps);
    const counts = await t.database.pool.query(
      `SELECT a.loan_id::int AS loan, count(*)::int AS days, count(DISTINCT a.entry_id)::int AS entries,
              (SELECT count(*)::int FROM journal_entries e
                WHERE e.type = 'loan.accrue' AND e.reference = 'loan:' || a.loan_id) AS posted
         FROM loan_accruals a WHERE a.loan_id = ANY($1::bigint[])
        GROUP BY a.loan_id ORDER BY a.loan_id`,
      [ids],
    );
    expect(counts.rows).toEqual(ids.map((loan) => ({ loan, days: 5, entries: 5, posted: 5 })));
    for (const [index, id] of ids.entries()) {
      expect(await kit.detail(borrowers[index] as Borrower, id)).toMatchObject({
        interestDue: '2.46575340',
        accruedThrough: '2026-04-05',
      });
      expect(await loanPostings(id, 'loan_interest_receivable')).toBe('-2.46575340');
    }
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('the rate as the customer reads it before signing and in the agreement', () => {
  it('shows the annual rates, the actual/365 basis and the daily rates derived from them', async () => {
    const b = await kit.borrower('100');
    const terms = await t.app.inject({
      method: 'GET',
      url: '/api/v1/loans/terms',
      headers: as(b.token),
    });
    expect(terms.json().data).toMatchObject({
      interestRate: '0.18',
      penaltyRate: '0.3',
      dayCount: 'actual/365',
    });
    at('2026-05-04T15:00:00Z');
    const loan = await kit.approvedLoan(b);
    const text = pageText((await kit.agreement(b, loan.id)).rawPayload);
    for (const line of [
      'Interest rate',
      '18 % per year',
      'Day count',
      'actual/365 (calendar days, year of 365)',
      'Daily interest rate',
      'about 0.04931507 % (18 % / 365)',
      'Penalty rate',
      '30 % per year, after the due date',
      'Daily penalty rate',
      'about 0.08219178 % (30 % / 365)',
      'Days counted in',
      'America/New_York',
    ])
      expect(text).toContain(line);
  });
});
