import { beforeAll, describe, expect, it } from 'vitest';
import { answerAppropriateness } from '../../../test/support/appropriateness.ts';
import { ClosingBoard } from '../../../test/support/closing-board.ts';
import { as, fund, setPayPassword, signInAgain } from '../../../test/support/funding.ts';
import { giveLot, loanKit } from '../../../test/support/loans.ts';
import { FUND } from '../../../test/support/quant.ts';
import {
  createTestApp,
  signInOperator,
  signUpCustomer,
  type TestApp,
} from '../../../test/test-app.ts';

let t: TestApp;
let fundId: number;
const DAY = 24 * 3_600_000;
const kit = loanKit(() => t);

beforeAll(async () => {
  let clock = () => new Date('2026-03-02T10:00:00Z');
  const board = new ClosingBoard(() => clock(), { alwaysOpen: true });
  t = await createTestApp({ MARKETS_ALWAYS_OPEN: '1' }, { marketData: board });
  clock = () => t.clock.now;
  for (const day of ['2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01']) {
    board.close('US:AAPL', day, '100');
    board.close('US:KO', day, '50');
  }
  board.set('US:AAPL', '100');
  board.set('US:KO', '50');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/quant-funds',
    headers: as(await signInOperator(t, 'superadmin')),
    // Open long enough for a retake after the 30 days' wait.
    payload: { ...FUND, subscriptionEnd: '2026-06-01T00:00:00Z' },
  });
  expect(created.statusCode, created.body).toBe(200);
  fundId = created.json().data.id;
});

/**
 * A customer with cash, holdings to borrow against (far more than the loan), a pay password and
 * the loan's files, who has not answered yet: the questionnaire is all that stands in the way.
 */
const newcomer = async () => {
  const customer = await signUpCustomer(t);
  await setPayPassword(t, customer.token);
  await fund(t, customer.customerId, '10000');
  await giveLot(t, customer.customerId, 'US:AAPL', '10000', '100');
  return {
    ...customer,
    imageFileId: await kit.upload(customer.token, 'loan'),
    signatureFileId: await kit.upload(customer.token, 'signature'),
  };
};
type Newcomer = Awaited<ReturnType<typeof newcomer>>;

/** Moves the clock by `days` and signs the customer in again (a session lasts 30 days). */
const later = async (c: Newcomer, days: number) => {
  t.clock.advance(days * DAY);
  await signInAgain(t, c);
};

const buyFund = (c: Newcomer, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/quant/funds/${fundId}/buy`,
    headers: { ...as(c.token), 'accept-language': language },
    payload: { amount: '500', payPassword: '123456' },
  });

const status = async (c: Newcomer) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/v1/appropriateness', headers: as(c.token) })
  ).json().data;

/** What the two products left behind for the customer: loans, holdings and cash. */
const traces = async (c: Newcomer) => {
  const { rows } = await t.database.pool.query(
    `SELECT (SELECT count(*) FROM loans WHERE customer_id = $1)::int AS loans,
            (SELECT count(*) FROM quant_holdings WHERE customer_id = $1)::int AS holdings,
            (SELECT balance::text FROM ledger_accounts
              WHERE owner_type = 'customer' AND customer_id = $1 AND kind = 'cash'
                AND currency = 'USD') AS cash`,
    [c.customerId],
  );
  return rows[0];
};

describe('the appropriateness questionnaire', () => {
  it('refuses the loan application and the quant purchase before it is answered, translated, and records nothing', async () => {
    const c = await newcomer();
    expect(await status(c)).toMatchObject({ state: 'none', version: 1, answeredAt: null });
    const loan = await kit.apply(c);
    expect(loan.statusCode).toBe(409);
    expect(loan.json()).toMatchObject({
      code: 'APPROPRIATENESS_REQUIRED',
      message: expect.stringContaining('appropriateness questionnaire'),
    });
    const bought = await buyFund(c, 'de');
    expect(bought.statusCode).toBe(409);
    expect(bought.json()).toMatchObject({
      code: 'APPROPRIATENESS_REQUIRED',
      message: expect.stringContaining('Fragebogen zur Angemessenheit'),
    });
    expect(await traces(c)).toEqual({ loans: 0, holdings: 0, cash: '10000.00000000' });
  });

  it('a failing answer keeps both products closed, with the reasons, until a retake after 30 days passes', async () => {
    const c = await newcomer();
    const failed = await answerAppropriateness(t, c.token, {
      experience: 'none',
      lossesBeyondInvestment: false,
    });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().data).toMatchObject({
      state: 'failed',
      reasons: ['experience', 'losses'],
      // 30 days on the platform's clock (New York): 05:00 EST, then 05:00 EDT after March 8.
      retakeFrom: '2026-04-01T09:00:00.000Z',
    });
    expect((await kit.apply(c)).json().code).toBe('APPROPRIATENESS_FAILED');
    expect((await buyFund(c)).json().code).toBe('APPROPRIATENESS_FAILED');
    expect(await traces(c)).toEqual({ loans: 0, holdings: 0, cash: '10000.00000000' });

    const early = await answerAppropriateness(t, c.token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'APPROPRIATENESS_RETAKE_LATER',
      message: expect.stringContaining('Apr 1, 2026'),
    });

    await later(c, 30);
    const passed = await answerAppropriateness(t, c.token);
    expect(passed.json().data).toMatchObject({ state: 'passed', reasons: [], retakeFrom: null });
    expect((await kit.apply(c)).statusCode).toBe(200);
    expect((await buyFund(c)).statusCode).toBe(200);
    expect(await traces(c)).toMatchObject({ loans: 1, holdings: 1, cash: '9500.00000000' });
    t.clock.now = new Date('2026-03-02T10:00:00Z');
  });

  it('a pass stands: a second answer is refused and the products stay open', async () => {
    const c = await newcomer();
    expect((await answerAppropriateness(t, c.token)).statusCode).toBe(200);
    const again = await answerAppropriateness(t, c.token, { experience: 'none' });
    expect(again.json().code).toBe('APPROPRIATENESS_ALREADY_PASSED');
    expect(await status(c)).toMatchObject({ state: 'passed' });
    expect((await buyFund(c)).statusCode).toBe(200);
  });

  it('100 parallel answers of one customer record exactly one', async () => {
    const c = await newcomer();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        answerAppropriateness(t, c.token, i % 2 ? {} : { incomeBand: 'under20k' }),
      ),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
    expect(
      codes.every((code) =>
        ['ok', 'APPROPRIATENESS_ALREADY_PASSED', 'APPROPRIATENESS_RETAKE_LATER'].includes(code),
      ),
    ).toBe(true);
    const { rows } = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM appropriateness_answers WHERE customer_id = $1',
      [c.customerId],
    );
    expect(rows[0].n).toBe(1);
  });

  it('refuses an answer to another version or a missing answer with a translated message', async () => {
    const c = await newcomer();
    const outdated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/appropriateness',
      headers: { ...as(c.token), 'accept-language': 'zh-Hans' },
      payload: { version: 99, answers: { experience: 'none' } },
    });
    expect(outdated.statusCode).toBe(400);
    expect(outdated.json().code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(outdated.json().message)).not.toMatch(/expected|invalid_/i);
    expect(await status(c)).toMatchObject({ state: 'none' });
  });

  it('shows operators every answer, newest first, and customers cannot read them', async () => {
    const c = await newcomer();
    await answerAppropriateness(t, c.token, { pledgeMaySell: false });
    await later(c, 31);
    await answerAppropriateness(t, c.token);
    t.clock.now = new Date('2026-03-02T10:00:00Z');
    const url = `/api/v1/admin/customers/${c.customerId}/appropriateness`;
    const shown = await t.app.inject({
      method: 'GET',
      url,
      headers: as(await signInOperator(t, 'support')),
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.items).toMatchObject([
      { version: 1, passed: true, reasons: [], answers: { pledgeMaySell: true } },
      { version: 1, passed: false, reasons: ['liquidation'], answers: { pledgeMaySell: false } },
    ]);
    expect((await t.app.inject({ method: 'GET', url, headers: as(c.token) })).statusCode).toBe(401);
  });
});
