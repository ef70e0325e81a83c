import { Decimal } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, fund, fundedCustomer, signInAgain } from '../../../test/support/funding.ts';
import { createPricedApp, PriceBoard } from '../../../test/support/price-board.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { announceDividend, buyLot, sellLot } from '../../../test/support/corporate-actions.ts';
import { runCorporateActions } from '../corporate/corporate-runner.ts';

/**
 * Issue 30 item 4: the realised gains report of a tax year. The expected table is made by
 * hand here: each sale against the lot it closed, lots sold oldest first (first in, first
 * out), the opening fee shared by the published rule (open_fee x shares still open / shares
 * bought, half to even at 8 decimals, the sale taking the difference), from the receipts'
 * own prices and fees, never from the report's code.
 */
let t: TestApp;
let prices: PriceBoard;

beforeAll(async () => {
  ({ t, prices } = await createPricedApp());
});

const US = 'US:AAPL';
const HK = 'HK:0700';

type Customer = { mail: string; password: string; token: string };

/** Moves the clock to `iso`; a jump of months outlives a session, so the customer signs in again. */
const at = async (iso: string, customer: Customer) => {
  t.clock.now = new Date(iso);
  await signInAgain(t, customer);
};

const buy = (token: string, key: string, price: string, quantity: string) => {
  prices.set(key, price);
  return buyLot(t, token, key, quantity);
};

const sell = (token: string, key: string, lot: number, price: string, quantity: string) => {
  prices.set(key, price);
  return sellLot(t, token, lot, quantity);
};

const report = async (token: string, query = '') => {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/v1/statement/gains${query}`,
    headers: as(token),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
};

/** The receipts of a customer's fills: the facts the hand-made table starts from. */
const receipts = async (customerId: number) =>
  (
    await t.app.deps.db.execute<{
      position_id: number;
      side: string;
      price: string;
      quantity: string;
      fee: string;
    }>(sql`
      SELECT o.side, f.price, f.quantity, f.fee,
             COALESCE(o.position_id, (SELECT p.id FROM positions p
                WHERE p.customer_id = f.customer_id AND p.opened_at = f.filled_at LIMIT 1)) AS position_id
        FROM fills f JOIN orders o ON o.id = f.order_id
       WHERE f.customer_id = ${customerId} ORDER BY f.id`)
  ).rows;

const halfEven8 = (value: Decimal) => value.toDecimalPlaces(8, Decimal.ROUND_HALF_EVEN);

/** Each sale of `receipts` against its lot, by hand: proceeds, cost, fees, gain. */
const handTable = (rows: Awaited<ReturnType<typeof receipts>>) => {
  const lots = new Map<number, { price: Decimal; fee: Decimal; bought: Decimal; open: Decimal }>();
  const table: { proceeds: string; cost: string; fees: string; gain: string }[] = [];
  for (const row of rows) {
    const quantity = new Decimal(row.quantity);
    if (row.side === 'buy') {
      lots.set(Number(row.position_id), {
        price: new Decimal(row.price),
        fee: new Decimal(row.fee),
        bought: quantity,
        open: quantity,
      });
      continue;
    }
    const lot = lots.get(Number(row.position_id));
    if (!lot) throw new Error('a sale without its lot');
    const carried = (open: Decimal) => halfEven8(lot.fee.times(open).dividedBy(lot.bought));
    const after = lot.open.minus(quantity);
    const openingShare = carried(lot.open).minus(carried(after));
    lot.open = after;
    const proceeds = new Decimal(row.price).times(quantity);
    const cost = lot.price.times(quantity);
    const fees = new Decimal(row.fee).plus(openingShare);
    table.push({
      proceeds: proceeds.toFixed(),
      cost: cost.toFixed(),
      fees: fees.toFixed(),
      gain: proceeds.minus(cost).minus(fees).toFixed(),
    });
  }
  return table;
};

const sumOf = (values: string[]) => values.reduce((a, b) => a.plus(b), new Decimal(0)).toFixed();

describe('realised gains report', () => {
  it('a year of partial sales of a lot bought in two parts equals the hand-made FIFO table, and reconciles with closed positions and the statement', async () => {
    const customer = await fundedCustomer(t, '20000');
    const { customerId } = customer;
    await at('2026-03-02T15:00:00Z', customer);
    const first = await buy(customer.token, US, '100.13', '10');
    await at('2026-04-01T15:00:00Z', customer);
    const second = await buy(customer.token, US, '120.07', '10');
    await at('2026-06-01T15:00:00Z', customer);
    await sell(customer.token, US, first, '130.55', '3');
    await at('2026-07-01T15:00:00Z', customer);
    await sell(customer.token, US, first, '90.01', '7');
    await at('2026-09-01T15:00:00Z', customer);
    await sell(customer.token, US, second, '150.2', '4');
    // 23:30 in New York on 31 December is 2027 in UTC, but the trade date is in 2026.
    await at('2027-01-01T04:30:00Z', customer);
    await sell(customer.token, US, second, '111', '5');
    await at('2027-02-01T15:00:00Z', customer);
    await sell(customer.token, US, second, '112', '1');

    const facts = await receipts(customerId);
    const hand = handTable(facts);
    expect(hand).toHaveLength(5);

    const year = await report(customer.token, '?year=2026&currency=USD');
    expect(year).toMatchObject({ year: 2026, currency: 'USD', years: [2027, 2026] });
    const lines = year.sales.items as Record<string, string | number>[];
    expect(lines.map((l) => [l.proceeds, l.cost, l.fees, l.gain])).toEqual(
      hand.slice(0, 4).map((h) => [h.proceeds, h.cost, h.fees, h.gain]),
    );
    expect(
      lines.map((l) => [l.positionId, l.quantity, l.soldOn, l.acquiredOn, l.holdingDays]),
    ).toEqual([
      [first, '3', '2026-06-01', '2026-03-02', 91],
      [first, '7', '2026-07-01', '2026-03-02', 121],
      [second, '4', '2026-09-01', '2026-04-01', 153],
      [second, '5', '2026-12-31', '2026-04-01', 274],
    ]);
    const gains = hand.slice(0, 4).map((h) => h.gain);
    expect(year.totals).toEqual({
      sales: 4,
      proceeds: sumOf(hand.slice(0, 4).map((h) => h.proceeds)),
      cost: sumOf(hand.slice(0, 4).map((h) => h.cost)),
      fees: sumOf(hand.slice(0, 4).map((h) => h.fees)),
      gains: sumOf(gains.filter((g) => new Decimal(g).gt(0))),
      losses: sumOf(gains.filter((g) => new Decimal(g).lt(0))),
      net: sumOf(gains),
    });
    // The second sale lost money, the others gained: both sides of the year are shown.
    expect(new Decimal(year.totals.losses).lt(0)).toBe(true);

    // The lots' own accounting: each line is a closed-positions row, to the unit.
    const closed = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/positions/closed?pageSize=50',
        headers: as(customer.token),
      })
    ).json().data.items as { id: number; realizedPnl: string }[];
    const pnlByReceipt = new Map(closed.map((c) => [c.id, c.realizedPnl]));
    for (const line of lines)
      expect(line.gain).toBe(
        new Decimal(pnlByReceipt.get(line.fillId as number) ?? 'NaN').toFixed(),
      );

    // 2027 holds the last sale only; no year chosen means the latest.
    const latest = await report(customer.token);
    expect(latest).toMatchObject({ year: 2027, currency: 'USD', currencies: ['USD'] });
    const lastSale = latest.sales.items as Record<string, string>[];
    expect(lastSale.map((l) => l.gain)).toEqual([hand[4]?.gain]);

    // The statement: the cash the sales paid in (both years) is their proceeds less their fees.
    const cash = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/statement?type=order.sell&currency=USD&pageSize=50',
        headers: as(customer.token),
      })
    ).json().data.items as { cash: string }[];
    const proceeds = new Decimal(year.totals.proceeds).plus(latest.totals.proceeds);
    const saleFees = sumOf([...lines, ...lastSale].map((l) => l.saleFee as string));
    expect(cash).toHaveLength(5);
    expect(sumOf(cash.map((c) => c.cash))).toBe(proceeds.minus(saleFees).toFixed());
  });

  it('a sale counts in the year of its own market: 00:30 on 1 January in Hong Kong is 2027 there', async () => {
    const customer = await fundedCustomer(t, '20000');
    await fund(t, customer.customerId, '200000', 'HKD');
    await at('2026-12-01T02:00:00Z', customer);
    const lot = await buy(customer.token, HK, '400', '100');
    await at('2026-12-31T16:30:00Z', customer);
    await sell(customer.token, HK, lot, '420', '100');
    const of2026 = await report(customer.token, '?year=2026');
    expect(of2026).toMatchObject({
      year: 2026,
      currency: null,
      currencies: [],
      totals: { sales: 0 },
    });
    const of2027 = await report(customer.token, '?year=2027');
    expect(of2027).toMatchObject({ year: 2027, currency: 'HKD', currencies: ['HKD'] });
    expect(of2027.sales.items[0]).toMatchObject({ soldOn: '2027-01-01', acquiredOn: '2026-12-01' });
  });

  it('a customer who never sold gets an empty report; exports answer files; bad filters are refused in the reader language', async () => {
    const { token } = await fundedCustomer(t, '100');
    expect(await report(token)).toMatchObject({
      year: null,
      currency: null,
      years: [],
      totals: { sales: 0, net: '0' },
      sales: { items: [], total: 0 },
    });
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/statement/gains.csv',
      headers: as(token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toBe(
      '\uFEFFReceipt,Lot,Instrument,Name,Quantity,Acquired on,Sold on,Holding days,Cost price,Sale price,Proceeds,Cost,Opening fee share,Sale fee,Fees,Gain or loss',
    );
    const pdf = await t.app.inject({
      method: 'GET',
      url: '/api/v1/statement/gains.pdf',
      headers: { ...as(token), 'accept-language': 'zh-Hans' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/statement/gains?year=1999',
      headers: { ...as(token), 'accept-language': 'de' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(JSON.stringify(bad.json())).toContain('ungültig');
  });

  it("only the customer's own sales: another customer's report does not see them", async () => {
    const seller = await fundedCustomer(t, '5000');
    await at('2026-05-04T15:00:00Z', seller);
    const lot = await buy(seller.token, US, '100', '1');
    await sell(seller.token, US, lot, '101', '1');
    const other = await fundedCustomer(t, '5000');
    expect((await report(other.token, '?year=2026&currency=USD')).totals.sales).toBe(0);
    expect((await report(seller.token, '?year=2026&currency=USD')).totals.sales).toBe(1);
  });

  it('lists the dividends of the year of their pay date, with the withholding, in JSON and CSV', async () => {
    const customer = await fundedCustomer(t, '5000');
    await at('2027-05-03T15:00:00Z', customer);
    await buy(customer.token, 'US:KO', '60', '10');
    await announceDividend(t, 'US:KO', {
      amountPerShare: '0.51',
      withholdingRate: '0.15',
      exDate: '2027-12-30',
      payDate: '2028-01-14',
    });
    await at('2027-12-30T15:00:00Z', customer);
    await runCorporateActions(t.app.deps);
    expect((await report(customer.token)).dividends.items).toEqual([]);
    await at('2028-01-14T15:00:00Z', customer);
    await runCorporateActions(t.app.deps);
    // 10 x 0.51 = 5.10; 15 % = 0.765 -> 0.77; net 4.33. Paid in 2028, so in 2028's report.
    const paid = await report(customer.token);
    expect(paid).toMatchObject({ year: 2028, currency: 'USD', years: [2028] });
    expect(paid.dividends).toMatchObject({
      items: [
        {
          key: 'US:KO',
          exDate: '2027-12-30',
          payDate: '2028-01-14',
          quantity: '10',
          perShare: '0.51',
          gross: '5.1',
          withholding: '0.77',
          net: '4.33',
        },
      ],
      totals: { gross: '5.1', withholding: '0.77', net: '4.33' },
    });
    expect(paid.totals.sales).toBe(0);
    expect((await report(customer.token, '?year=2027')).dividends.items).toEqual([]);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/statement/gains.csv?year=2028&currency=USD',
      headers: as(customer.token),
    });
    const lines = csv.body.split('\r\n');
    expect(lines).toContain(
      'Lot,Instrument,Name,Ex-date,Pay date,Shares,Per share,Gross dividend,Withholding tax,Net dividend',
    );
    expect(lines.at(-2)).toMatch(/^\d+,US:KO,.*,2027-12-30,2028-01-14,10,0\.51,5\.1,0\.77,4\.33$/);
  });
});
