import { Decimal } from '@brokerage/shared';
import { sharedCalendar, startOfDayIn } from '@brokerage/shared/market-time';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  announceDividend,
  announceSplit,
  buyLot,
  sellLot,
} from '../../../test/support/corporate-actions.ts';
import { as, fundedCustomer, signInAgain, usd } from '../../../test/support/funding.ts';
import { createPricedApp, PriceBoard } from '../../../test/support/price-board.ts';
import { secondCopy, signInOperator, type TestApp } from '../../../test/test-app.ts';
import { matchInstrument } from '../trading/matcher.ts';
import { runCorporateActions } from './corporate-runner.ts';
import { sharePlanBody } from '../../../test/support/plans.ts';

/**
 * Issue 30 item 3, splits: when the ex-date begins (New York time) each lot held has its shares
 * multiplied by the ratio with its cost kept to the unit, its stops adjusted, pending orders are
 * cancelled, and a fraction of a share is paid in cash at the close before the ex-date. Expected
 * figures are worked out by hand below, from the fills' receipts.
 */
let t: TestApp;
let prices: PriceBoard;
let copyPrices: PriceBoard;
let copy: FastifyInstance;

beforeAll(async () => {
  ({ t, prices } = await createPricedApp());
  copyPrices = new PriceBoard(() => t.clock.now);
  copy = await secondCopy(t, { MARKETS_ALWAYS_OPEN: '1' }, { marketData: copyPrices });
});

type Customer = Awaited<ReturnType<typeof fundedCustomer>>;
type Lot = {
  id: number;
  quantity: string;
  openPrice: string;
  cost: string;
  openFee: string;
  stopLoss: string | null;
  floatingPnl: string | null;
  realizedPnl: string;
  status: string;
};

const at = async (iso: string, key: string, price: string, ...customers: Customer[]) => {
  t.clock.now = new Date(iso);
  prices.set(key, price);
  copyPrices.set(key, price);
  for (const customer of customers) await signInAgain(t, customer);
};

const get = async (customer: Customer, url: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: as(customer.token) })).json()
    .data;

const lots = async (customer: Customer) => (await get(customer, 'positions')) as Lot[];
const lot = async (customer: Customer, id: number) => {
  const found = (await lots(customer)).find((l) => l.id === id);
  if (!found) throw new Error(`lot ${id} is not open`);
  return found;
};

const race = () =>
  Promise.all(
    Array.from({ length: 100 }, (_, i) => runCorporateActions((i % 2 ? copy : t.app).deps)),
  );

const query = async <Row extends object>(text: string, values: unknown[] = []) =>
  (await t.database.pool.query<Row>(text, values)).rows;

/** The lot's receipts: what its buy paid and each sale brought, exact. */
const receipts = (lotId: number) =>
  query<{ side: string; price: string; quantity: string; fee: string; pnl: string | null }>(
    `SELECT o.side, f.price::text, f.quantity::text, f.fee::text, f.realized_pnl::text AS pnl
       FROM fills f JOIN orders o ON o.id = f.order_id
      WHERE (o.side = 'sell' AND o.position_id = $1)
         OR (o.side = 'buy' AND f.filled_at = (SELECT opened_at FROM positions WHERE id = $1)
             AND o.customer_id = (SELECT customer_id FROM positions WHERE id = $1)
             AND o.instrument_key = (SELECT instrument_key FROM positions WHERE id = $1))
      ORDER BY f.id`,
    [lotId],
  );

const exact = (value: string | null | undefined) => new Decimal(value ?? '0').toFixed();

/** A monthly plan for `quantity` shares of `key`; answers its id. */
const sharePlan = async (customer: Customer, key: string, quantity: string) => {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/v1/plans',
    headers: as(customer.token),
    payload: sharePlanBody(key, quantity, { frequency: 'monthly', day: 28 }),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.id as number;
};

const planOf = async (customer: Customer, id: number) =>
  (await get(customer, `plans/${id}`)) as { status: string; components: { quantity: string }[] };

describe('splits', () => {
  it('3 for 1 and a dividend on a lot bought in two parts: cost, P/L and statements agree before and after', async () => {
    const KEY = 'US:KO';
    const holder = await fundedCustomer(t, '20000');
    await at('2027-03-01T15:00:00Z', KEY, '100.01', holder);
    const first = await buyLot(t, holder.token, KEY, '10');
    await at('2027-03-02T15:00:00Z', KEY, '100.01', holder);
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: as(holder.token),
      payload: {
        key: KEY,
        type: 'market',
        quantity: '5',
        stopLoss: '90.05',
        payPassword: '123456',
      },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const second = Math.max(...(await lots(holder)).map((l) => l.id));
    await at('2027-03-04T15:00:00Z', KEY, '105', holder);
    await sellLot(t, holder.token, first, '4');
    const cashBeforeOrder = (await usd(t, holder.token))?.available ?? '0';
    const resting = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: as(holder.token),
      payload: { key: KEY, type: 'limit', quantity: '2', price: '95', payPassword: '123456' },
    });
    expect(resting.statusCode, resting.body).toBe(200);
    const restingId = resting.json().data.id as number;
    const deal = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/block-deals',
      headers: as(await signInOperator(t, 'superadmin')),
      payload: {
        key: KEY,
        premiumPercent: '-1',
        minQuantity: '10000',
        availableQuantity: '50000',
        opensAt: '2027-03-04T15:00:00Z',
        closesAt: '2027-03-20T15:00:00Z',
      },
    });
    expect(deal.statusCode, deal.body).toBe(200);
    const plan = await sharePlan(holder, KEY, '10');
    const { action } = await announceSplit(t, KEY, { to: 3, from: 1, exDate: '2027-03-10' });
    expect(action).toMatchObject({ kind: 'split', splitTo: 3, splitFrom: 1, status: 'announced' });

    for (const [direction, price] of [
      ['below', '90.05'],
      ['above', '150.05'],
    ])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/alerts',
            headers: as(holder.token),
            payload: { key: KEY, direction, price },
          })
        ).statusCode,
      ).toBe(200);
    await at('2027-03-09T15:00:00Z', KEY, '99', holder);
    // A pass the day before: this copy knows of the split before it begins.
    await runCorporateActions(t.app.deps);
    const before = { first: await lot(holder, first), second: await lot(holder, second) };
    const closedBefore = await get(holder, 'positions/closed');
    expect((await get(holder, 'blocktrade')) as unknown[]).toHaveLength(1);
    // 6 x 99 - 6 x 100.01 = -6.06; 5 x 99 - 5 x 100.01 = -5.05.
    expect([before.first.floatingPnl, before.second.floatingPnl].map(exact)).toEqual([
      '-6.06',
      '-5.05',
    ]);

    // The ex-date begins; the feed now quotes the split price (99 / 3 = 33).
    await at('2027-03-10T15:00:00Z', KEY, '33', holder);
    // Begun, not yet applied: the feed quotes 33 while the lot still holds 5 shares with a stop
    // at 90.05. Nothing is reached, and shares of before are not sold or re-stopped at 33.
    await matchInstrument(t.app.deps, KEY);
    expect((await lot(holder, second)).quantity).toBe('5');
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/v1/positions/${second}/close`,
      headers: as(holder.token),
      payload: { type: 'market', quantity: '5', payPassword: '123456' },
    });
    expect(early.json()).toMatchObject({ code: 'SPLIT_PENDING' });
    const restop = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/positions/${second}`,
      headers: as(holder.token),
      payload: { stopLoss: '30', takeProfit: null },
    });
    expect(restop.json()).toMatchObject({ code: 'SPLIT_PENDING' });
    const blockBuy = await t.app.inject({
      method: 'POST',
      url: `/api/v1/blocktrade/${deal.json().data.id}/buy`,
      headers: as(holder.token),
      payload: { quantity: '10000', payPassword: '123456' },
    });
    expect(blockBuy.json()).toMatchObject({ code: 'SPLIT_PENDING' });
    await race();
    const after = { first: await lot(holder, first), second: await lot(holder, second) };
    // 600.06 / 18 = 33.336666..., shown half to even at 8 decimals; the cost stays 600.06.
    expect(after.first).toMatchObject({ quantity: '18', openPrice: '33.33666667' });
    expect(exact(after.first.cost)).toBe('600.06');
    expect(after.second).toMatchObject({ quantity: '15', openPrice: '33.33666667' });
    expect(exact(after.second.cost)).toBe('500.05');
    // Same P/L at the same value: 18 x 33 - 600.06 = -6.06, 15 x 33 - 500.05 = -5.05.
    expect([after.first.floatingPnl, after.second.floatingPnl].map(exact)).toEqual([
      '-6.06',
      '-5.05',
    ]);
    expect(after.first.openFee).toBe(before.first.openFee);
    // 90.05 / 3 = 30.0166...: a bid of 30.01 (90.03 before) reaches it, 30.02 does not.
    expect(exact(after.second.stopLoss)).toBe('30.01');
    // The sale before the split still shows what it cost then.
    expect(await get(holder, 'positions/closed')).toEqual(closedBefore);
    expect(closedBefore.items[0]).toMatchObject({ quantity: '4', openPrice: '100.01000000' });
    // The resting buy is cancelled and its cash released; nothing is paid for a 3-for-1.
    const orders = (await get(holder, 'orders?status=history')).items as { id: number }[];
    const order = orders.find((o) => o.id === restingId);
    expect(order).toMatchObject({ status: 'cancelled', reason: 'SPLIT' });
    expect((await usd(t, holder.token))?.available).toBe(cashBeforeOrder);
    const adjusted = await query<{ n: number; cash: string }>(
      `SELECT COUNT(*)::int AS n, SUM(cash_in_lieu)::text AS cash FROM split_adjustments
        WHERE action_id = $1`,
      [action.id],
    );
    expect(adjusted[0]).toMatchObject({ n: 2 });
    expect(exact(adjusted[0]?.cash)).toBe('0');
    const inbox = (await get(holder, 'inbox')).items as { title: string; body: string }[];
    expect(inbox.filter((m) => m.title === 'Shares split')).toHaveLength(1);
    expect(inbox.find((m) => m.title === 'Shares split')?.body).toContain(
      'your 11 shares are now 33',
    );
    expect(inbox.filter((m) => m.title === 'Orders cancelled by a split')).toHaveLength(1);
    // The alerts are reached by the same prices: 90.05 / 3 down to 30.01, 150.05 / 3 up to 50.02.
    const alerts = (await get(holder, 'alerts')) as { direction: string; price: string }[];
    expect(alerts.map((a) => [a.direction, exact(a.price)]).sort()).toEqual([
      ['above', '50.02'],
      ['below', '30.01'],
    ]);
    // A plan for 10 shares a month buys 30: the same value.
    expect(await planOf(holder, plan)).toMatchObject({
      status: 'active',
      components: [{ quantity: '30' }],
    });
    expect(inbox.filter((m) => m.title === 'Recurring plan follows a split')).toHaveLength(1);
    // The block deal in shares of before the split closed when it began.
    expect((await get(holder, 'blocktrade')) as unknown[]).toEqual([]);

    // A dividend after the split is paid on the new shares: 18 x 0.25 = 4.5, tax 1.35;
    // 15 x 0.25 = 3.75, tax 1.125 -> 1.13 (half up); net 3.15 + 2.62 = 5.77.
    await announceDividend(t, KEY, {
      amountPerShare: '0.25',
      withholdingRate: '0.3',
      exDate: '2027-03-17',
      payDate: '2027-03-24',
    });
    await at('2027-03-17T15:00:00Z', KEY, '33', holder);
    await race();
    const cashBeforePay = (await usd(t, holder.token))?.available ?? '0';
    await at('2027-03-24T15:00:00Z', KEY, '33', holder);
    await race();
    const cashAfterPay = (await usd(t, holder.token))?.available ?? '0';
    expect(new Decimal(cashAfterPay).minus(cashBeforePay).toFixed()).toBe('5.77');
    const dividendLines = (await get(holder, 'statement?type=dividend')).items as {
      description: string;
    }[];
    expect(dividendLines.map((l) => l.description)).toEqual([
      'Dividend US:KO: 33 shares x 0.25, withholding tax 2.48',
    ]);

    // The first lot is sold in two parts after the split: its sales take the cost it kept.
    await at('2027-03-25T15:00:00Z', KEY, '34', holder);
    await sellLot(t, holder.token, first, '7');
    await sellLot(t, holder.token, first, '11');
    const fills = await receipts(first);
    expect(fills.map((f) => [f.side, f.quantity])).toEqual([
      ['buy', '10'],
      ['sell', '4'],
      ['sell', '7'],
      ['sell', '11'],
    ]);
    // The lot's realised P/L is cash in less cash out, to the unit: the split moved no money.
    const [buy, ...sales] = fills;
    const cashOut = new Decimal(buy?.price ?? '0')
      .times(buy?.quantity ?? '0')
      .plus(buy?.fee ?? '0');
    const cashIn = sales.reduce(
      (sum, f) => sum.plus(new Decimal(f.price).times(f.quantity)).minus(f.fee),
      new Decimal(0),
    );
    const realized = sales.reduce((sum, f) => sum.plus(f.pnl ?? '0'), new Decimal(0));
    expect(realized.toFixed()).toBe(cashIn.minus(cashOut).toFixed());
    // The gains report states each sale's cost: 4 x 100.01 before; after, 7 and 11 of the
    // 18 shares that kept 600.06: 600.06 - 600.06 x 11 / 18 = 233.35666667, then 366.70333333.
    const gains = (await get(holder, 'statement/gains?year=2027&currency=USD')) as {
      sales: { items: { positionId: number; quantity: string; cost: string; gain: string }[] };
    };
    const firstSales = gains.sales.items.filter((s) => s.positionId === first);
    expect(firstSales.map((s) => [s.quantity, s.cost])).toEqual([
      ['4', '400.04'],
      ['7', '233.35666667'],
      ['11', '366.70333333'],
    ]);
    const closed = (await get(holder, 'positions/closed')).items as { realizedPnl: string }[];
    const closedSum = closed.reduce((sum, c) => sum.plus(c.realizedPnl), new Decimal(0));
    const gainSum = firstSales.reduce((sum, s) => sum.plus(s.gain), new Decimal(0));
    expect(gainSum.toFixed()).toBe(closedSum.toFixed());
  });

  it('1 for 10 pays the fractions at the close before the ex-date, once on two copies', async () => {
    const KEY = 'US:INTC';
    const holder = await fundedCustomer(t, '5000');
    await at('2027-04-05T15:00:00Z', KEY, '12.5', holder);
    const big = await buyLot(t, holder.token, KEY, '15');
    const small = await buyLot(t, holder.token, KEY, '7');
    const plan = await sharePlan(holder, KEY, '15');
    const { action } = await announceSplit(t, KEY, { to: 1, from: 10, exDate: '2027-04-12' });
    // The feed's close of the trading date before the ex-date: 13.
    const calendar = sharedCalendar({ alwaysOpen: true });
    const closeDate = calendar.previousTradingDate('US', '2027-04-12');
    const stamp = new Date(startOfDayIn(closeDate, 'America/New_York').getTime() + 3_600_000);
    for (const board of [prices, copyPrices]) board.setClose(KEY, stamp.toISOString(), '13');
    const before = { big: await lot(holder, big), small: await lot(holder, small) };
    const cashBefore = (await usd(t, holder.token))?.available ?? '0';

    await at('2027-04-12T15:00:00Z', KEY, '130', holder);
    await race();
    // 15 shares -> 1.5: one share stays, half a share is paid 0.5 x 130 = 65; 7 -> 0.7: the
    // lot closes and 0.7 x 130 = 91 is paid. Cash 156 in all, in two ledger entries.
    const cashAfter = (await usd(t, holder.token))?.available ?? '0';
    expect(new Decimal(cashAfter).minus(cashBefore).toFixed()).toBe('156');
    const bigAfter = await lot(holder, big);
    expect(bigAfter.quantity).toBe('1');
    // The half share takes a third of the cost (187.5 / 3 = 62.5) and of the opening fee.
    const bigFee = new Decimal(before.big.openFee);
    const feePart = bigFee.div(3).toDecimalPlaces(8, Decimal.ROUND_HALF_EVEN);
    expect(exact(bigAfter.cost)).toBe('125');
    expect(exact(bigAfter.openFee)).toBe(bigFee.minus(feePart).toFixed());
    expect(exact(bigAfter.realizedPnl)).toBe(
      new Decimal(65).minus('62.5').minus(feePart).toFixed(),
    );
    expect((await lots(holder)).some((l) => l.id === small)).toBe(false);
    // 15 shares a month would be 1.5: not rounded into another purchase, the plan is paused.
    expect(await planOf(holder, plan)).toMatchObject({
      status: 'paused',
      components: [{ quantity: '15' }],
    });
    const smallRow = await query<{ status: string; realized: string }>(
      `SELECT status, realized_pnl::text AS realized FROM positions WHERE id = $1`,
      [small],
    );
    // All of the small lot goes with its 0.7: 91 - 87.5 - its whole opening fee.
    expect(smallRow[0]?.status).toBe('closed');
    expect(exact(smallRow[0]?.realized)).toBe(
      new Decimal(91).minus('87.5').minus(before.small.openFee).toFixed(),
    );
    const lines = (await get(holder, 'statement?type=cash_in_lieu')).items as {
      cash: string;
      description: string;
    }[];
    expect(lines.map((l) => [exact(l.cash), l.description]).sort()).toEqual([
      ['65', 'Cash in lieu US:INTC: 0.5 share after a 1-for-10 split, close 13'],
      ['91', 'Cash in lieu US:INTC: 0.7 share after a 1-for-10 split, close 13'],
    ]);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/corporate-actions?status=applied',
      headers: as(await signInOperator(t, 'support')),
    });
    const items = listed.json().data.items as { id: number }[];
    expect(items.filter((item) => item.id === action.id)).toMatchObject([
      {
        id: action.id,
        kind: 'split',
        status: 'applied',
        lots: 2,
        cashInLieu: '156',
        closeBeforeEx: '13',
      },
    ]);
  });

  it('a split is entered with a ratio of two different whole numbers, and only before its ex-date', async () => {
    await at('2027-05-03T15:00:00Z', 'US:PEP', '140');
    const operator = await signInOperator(t, 'superadmin');
    const enter = (payload: object, language = 'en') =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/corporate-actions/splits',
        headers: { ...as(operator), 'accept-language': language },
        payload: { key: 'US:PEP', exDate: '2027-05-10', ...payload },
      });
    const same = await enter({ to: 2, from: 2 }, 'de');
    expect(same.statusCode).toBe(400);
    expect(JSON.stringify(same.json())).toContain('ganzen Zahlen');
    expect((await enter({ to: 2.5, from: 1 })).statusCode).toBe(400);
    expect((await enter({ to: 0, from: 1 })).statusCode).toBe(400);
    expect((await enter({ to: 2, from: 1, exDate: '2027-05-03' })).json()).toMatchObject({
      code: 'EX_DATE_PASSED',
    });
    // Five minutes before it begins in New York (00:00 EDT is 04:00 UTC): too late for every
    // copy to have read it before it takes effect.
    t.clock.now = new Date('2027-05-10T03:55:00Z');
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/corporate-actions/splits',
      headers: as(await signInOperator(t, 'superadmin')),
      payload: { key: 'US:PEP', exDate: '2027-05-10', to: 2, from: 1 },
    });
    expect(late.json()).toMatchObject({ code: 'EX_DATE_PASSED' });
    t.clock.now = new Date('2027-05-03T15:00:00Z');
    const { action, admin } = await announceSplit(t, 'US:PEP', {
      to: 2,
      from: 1,
      exDate: '2027-05-10',
    });
    // One action per instrument and ex-date, whatever its kind.
    const dividend = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/corporate-actions/dividends',
      headers: as(operator),
      payload: {
        key: 'US:PEP',
        amountPerShare: '1',
        withholdingRate: '0',
        exDate: '2027-05-10',
        payDate: '2027-05-20',
      },
    });
    expect(dividend.json()).toMatchObject({ code: 'CORPORATE_ACTION_EXISTS' });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/corporate-actions/${action.id}/cancel`,
      headers: as(admin),
    });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled' });
  });
});

describe('one action per instrument and ex-date, raced', () => {
  const post = (token: string, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/admin/${url}`, headers: as(token), payload });

  it('100 parallel entries of one split open one proposal', async () => {
    await at('2027-06-01T15:00:00Z', 'US:PG', '150');
    const operator = await signInOperator(t, 'superadmin');
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        post(operator, 'corporate-actions/splits', {
          key: 'US:PG',
          to: 2,
          from: 1,
          exDate: '2027-06-10',
        }),
      ),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'PROPOSAL_ALREADY_OPEN')).toBe(true);
  });

  it('a dividend and a split of one ex-date, approved by 100 requests at once: one stands', async () => {
    await at('2027-06-01T15:00:00Z', 'US:XOM', '110');
    const proposer = await signInOperator(t, 'superadmin');
    const approver = await signInOperator(t, 'superadmin');
    const terms = { key: 'US:XOM', exDate: '2027-06-15' };
    const dividend = await post(proposer, 'corporate-actions/dividends', {
      ...terms,
      amountPerShare: '0.5',
      withholdingRate: '0.15',
      payDate: '2027-06-25',
    });
    const split = await post(proposer, 'corporate-actions/splits', { ...terms, to: 2, from: 1 });
    const ids = [dividend, split].map((a) => a.json().data.proposal.id as number);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post(approver, `approvals/${ids[i % 2]}/decision`, { decision: 'approve' }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    const standing = await t.database.pool.query<{ kind: string }>(
      `SELECT kind FROM corporate_actions
        WHERE instrument_key = 'US:XOM' AND ex_date = '2027-06-15' AND status <> 'cancelled'`,
    );
    expect(standing.rows).toHaveLength(1);
  });
});
