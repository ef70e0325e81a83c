import { Decimal } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, fundedCustomer, signInAgain, usd } from '../../../test/support/funding.ts';
import { createPricedApp, PriceBoard } from '../../../test/support/price-board.ts';
import { secondCopy, signInOperator, type TestApp } from '../../../test/test-app.ts';
import { announceDividend, buyLot, sellLot } from '../../../test/support/corporate-actions.ts';
import { runCorporateActions } from './corporate-runner.ts';

/**
 * Issue 30 item 3, cash dividends: the lots held when the ex-date begins (New York time) are
 * paid on the pay date, gross cut to the cent, withholding to the nearest cent as its own ledger
 * leg. The expected figures are worked out by hand below.
 */
let t: TestApp;
let prices: PriceBoard;
let copy: FastifyInstance;

beforeAll(async () => {
  ({ t, prices } = await createPricedApp());
  copy = await secondCopy(
    t,
    { MARKETS_ALWAYS_OPEN: '1' },
    { marketData: new PriceBoard(() => t.clock.now) },
  );
});

const KEY = 'US:KO';
type Customer = Awaited<ReturnType<typeof fundedCustomer>>;

const at = async (iso: string, ...customers: Customer[]) => {
  t.clock.now = new Date(iso);
  prices.set(KEY, '60');
  for (const customer of customers) await signInAgain(t, customer);
};

const buy = (customer: Customer, quantity: string) => buyLot(t, customer.token, KEY, quantity);
const sell = (customer: Customer, lot: number, quantity: string) =>
  sellLot(t, customer.token, lot, quantity);

const admin = (token: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/${url}`, headers: as(token), payload });

const announce = (terms: Parameters<typeof announceDividend>[2]) => announceDividend(t, KEY, terms);

const statementOf = async (customer: Customer) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/statement?type=dividend',
      headers: as(customer.token),
    })
  ).json().data.items as { cash: string; held: string; description: string; memo: unknown }[];

const platformBalance = async (kind: string) =>
  (
    await t.database.pool.query<{ balance: string }>(
      `SELECT COALESCE(SUM(balance), 0)::text AS balance FROM ledger_accounts
        WHERE owner_type = 'platform' AND kind = $1 AND currency = 'USD'`,
      [kind],
    )
  ).rows[0]?.balance;

const race = () =>
  Promise.all(
    Array.from({ length: 100 }, (_, i) => runCorporateActions((i % 2 ? copy : t.app).deps)),
  );

describe('cash dividends', () => {
  it('pays the lots held when the ex-date began, bought in two parts, with withholding as its own leg, once on two copies', async () => {
    const holder = await fundedCustomer(t, '10000');
    const seller = await fundedCustomer(t, '10000');
    await at('2027-03-01T15:00:00Z', holder, seller);
    const first = await buy(holder, '10');
    const gone = await buy(seller, '3');
    await at('2027-03-02T15:00:00Z', holder, seller);
    const second = await buy(holder, '5');
    await at('2027-03-04T15:00:00Z', holder, seller);
    await sell(holder, first, '4');
    await at('2027-03-09T15:00:00Z', holder, seller);
    await sell(seller, gone, '3');
    const { action } = await announce({
      amountPerShare: '0.2475',
      withholdingRate: '0.3',
      exDate: '2027-03-10',
      payDate: '2027-03-24',
    });
    expect(action).toMatchObject({ status: 'announced', lots: 0 });

    // On the ex-date: a sale out of a held lot is still paid for; a lot bought today is not.
    await at('2027-03-10T15:00:00Z', holder, seller);
    await sell(holder, second, '2');
    await buy(holder, '10');
    const pnlBefore = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/positions/closed',
        headers: as(holder.token),
      })
    ).json().data.items as { realizedPnl: string }[];
    const cashBefore = (await usd(t, holder.token))?.available ?? '0';
    await race();
    // 6 shares of the first lot: 6 x 0.2475 = 1.485 -> 1.48, tax 0.444 -> 0.44, net 1.04.
    // 5 shares of the second:    5 x 0.2475 = 1.2375 -> 1.23, tax 0.369 -> 0.37, net 0.86.
    const entitled = await t.database.pool.query<{
      position_id: string;
      quantity: string;
      gross: string;
      withholding: string;
      net: string;
    }>(
      `SELECT position_id::text, quantity::text, gross::text, withholding::text, net::text
         FROM dividend_entitlements WHERE action_id = $1 ORDER BY position_id`,
      [action.id],
    );
    expect(
      entitled.rows.map((r) => [
        Number(r.position_id),
        r.quantity,
        ...[r.gross, r.withholding, r.net].map((v) => new Decimal(v).toFixed()),
      ]),
    ).toEqual([
      [first, '6', '1.48', '0.44', '1.04'],
      [second, '5', '1.23', '0.37', '0.86'],
    ]);
    expect(await statementOf(holder)).toEqual([]);

    await at('2027-03-24T15:00:00Z', holder, seller);
    await race();
    const cashAfter = (await usd(t, holder.token))?.available ?? '0';
    expect(new Decimal(cashAfter).minus(cashBefore).toFixed()).toBe('1.9');
    const lines = await statementOf(holder);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      description: 'Dividend US:KO: 11 shares x 0.2475, withholding tax 0.81',
      memo: {
        key: 'dividend',
        values: { quantity: '11', perShare: '0.2475', withholding: '0.81' },
      },
    });
    expect(new Decimal(lines[0]?.cash ?? '0').toFixed()).toBe('1.9');
    expect(await statementOf(seller)).toEqual([]);
    expect(new Decimal((await platformBalance('dividends')) ?? '0').toFixed()).toBe('-2.71');
    expect(new Decimal((await platformBalance('withholding_tax')) ?? '0').toFixed()).toBe('0.81');

    // Dividends are income, not trading: the lots' realised P/L is what it was.
    const pnlAfter = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/positions/closed',
        headers: as(holder.token),
      })
    ).json().data.items;
    expect(pnlAfter).toEqual(pnlBefore);
    const inbox = (
      await t.app.inject({ method: 'GET', url: '/api/v1/inbox', headers: as(holder.token) })
    ).json().data.items as { title: string; body: string }[];
    expect(inbox.filter((m) => m.title === 'Dividend paid')).toHaveLength(1);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/corporate-actions?status=paid',
      headers: as(await signInOperator(t, 'support')),
    });
    expect(listed.json().data.items).toMatchObject([
      { id: action.id, status: 'paid', lots: 2, gross: '2.71', withholding: '0.81', net: '1.9' },
    ]);
  });

  it("pays a customer's lots in one entry when another copy holds one of them", async () => {
    const holder = await fundedCustomer(t, '10000');
    await at('2027-07-01T15:00:00Z', holder);
    await buy(holder, '4');
    await buy(holder, '6');
    await announce({
      amountPerShare: '0.5',
      withholdingRate: '0',
      exDate: '2027-07-07',
      payDate: '2027-07-14',
    });
    await at('2027-07-07T15:00:00Z', holder);
    await runCorporateActions(t.app.deps);
    await at('2027-07-14T15:00:00Z', holder);
    // Another copy is paying the first lot: rows are locked one at a time, so a copy that skipped
    // locked rows would pay the second lot alone, in an entry of its own.
    const other = await t.database.pool.connect();
    try {
      await other.query('BEGIN');
      await other.query(
        `SELECT id FROM dividend_entitlements
          WHERE customer_id = $1 AND paid_at IS NULL ORDER BY id LIMIT 1 FOR UPDATE`,
        [holder.customerId],
      );
      const paying = runCorporateActions(t.app.deps);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await other.query('COMMIT');
      await paying;
    } finally {
      other.release();
    }
    expect((await statementOf(holder)).map((line) => line.description)).toEqual([
      'Dividend US:KO: 10 shares x 0.5, withholding tax 0',
    ]);
  });

  it('an ex-date that has begun cannot be entered, nor a dividend cancelled once it has', async () => {
    await at('2027-04-01T15:00:00Z');
    const operator = await signInOperator(t, 'superadmin');
    const late = await admin(operator, 'corporate-actions/dividends', {
      key: KEY,
      amountPerShare: '0.1',
      withholdingRate: '0',
      exDate: '2027-04-01',
      payDate: '2027-04-10',
    });
    expect(late.json()).toMatchObject({ code: 'EX_DATE_PASSED' });
    const { action, admin: approver } = await announce({
      amountPerShare: '0.1',
      withholdingRate: '0',
      exDate: '2027-04-05',
      payDate: '2027-04-10',
    });
    const twice = await admin(operator, 'corporate-actions/dividends', {
      key: KEY,
      amountPerShare: '0.2',
      withholdingRate: '0',
      exDate: '2027-04-05',
      payDate: '2027-04-10',
    });
    expect(twice.json()).toMatchObject({ code: 'CORPORATE_ACTION_EXISTS' });
    await at('2027-04-05T15:00:00Z');
    const cancelled = await admin(
      await signInOperator(t, 'superadmin'),
      `corporate-actions/${action.id}/cancel`,
    );
    expect(cancelled.json()).toMatchObject({ code: 'CORPORATE_ACTION_STARTED' });
    void approver;
  });

  it('a dividend cancelled before its ex-date pays nothing', async () => {
    const holder = await fundedCustomer(t, '1000');
    await at('2027-05-03T15:00:00Z', holder);
    await buy(holder, '10');
    const { action, admin: approver } = await announce({
      amountPerShare: '1',
      withholdingRate: '0.15',
      exDate: '2027-05-05',
      payDate: '2027-05-05',
    });
    const cancelled = await admin(approver, `corporate-actions/${action.id}/cancel`);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled' });
    await at('2027-05-05T15:00:00Z', holder);
    await race();
    expect(await statementOf(holder)).toEqual([]);
    const rows = await t.app.deps.db.execute(
      sql`SELECT 1 FROM dividend_entitlements WHERE action_id = ${action.id}`,
    );
    expect(rows.rows).toHaveLength(0);
  });

  it('100 parallel entries of one dividend open one proposal', async () => {
    await at('2027-06-01T15:00:00Z');
    const operator = await signInOperator(t, 'superadmin');
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        admin(operator, 'corporate-actions/dividends', {
          key: KEY,
          amountPerShare: '0.3',
          withholdingRate: '0.15',
          exDate: '2027-06-10',
          payDate: '2027-06-20',
        }),
      ),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'PROPOSAL_ALREADY_OPEN')).toBe(true);
  });
});
