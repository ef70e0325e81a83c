import { Decimal } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { holds } from '../../db/schema/index.ts';
import { checkLedger } from '../../ledger/invariants.ts';
import { fundedCustomer } from '../../../test/support/funding.ts';
import { ipoSteps } from '../../../test/support/ipo.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { drawAllotment } from './ipo-draw.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

const { listIpo, subscribe, usd, subscriptionsOf, allotNow } = ipoSteps(() => t);

const publishedDraw = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/ipo/${id}/draw` })).json().data as {
    seed: string;
    lotsAvailable: number;
    lines: { subscriptionId: number; requestedLots: number; allottedLots: number }[];
  };

describe('IPO by application (issue 23)', () => {
  it('ten 1-lot subscriptions and one 10-lot subscription are one application each and get the same allotment', async () => {
    // 10 lots for 20 asked: whoever splits their ask must not get more lottery chances.
    const ipo = await listIpo({ sharesIssued: '1000', maxPerCustomer: '1000' });
    const splitter = await fundedCustomer(t, '20000');
    const whole = await fundedCustomer(t, '20000');
    for (let i = 0; i < 10; i += 1)
      expect((await subscribe(splitter.token, ipo.id, '100')).statusCode).toBe(200);
    expect((await subscribe(whole.token, ipo.id, '1000')).statusCode).toBe(200);
    await allotNow();
    const draw = await publishedDraw(ipo.id);
    // Exact by construction: two applications of 10 lots, not eleven entries.
    expect(draw.lines.map((l) => l.requestedLots)).toEqual([10, 10]);
    const rows = await subscriptionsOf(ipo.id);
    expect(rows.map((r) => [r.customerId, r.allottedLots])).toEqual([
      [splitter.customerId, 5],
      [whole.customerId, 5],
    ]);
    // Anyone recomputes it from the published seed.
    expect(
      drawAllotment('pro_rata_lottery', draw.seed, draw.lotsAvailable, draw.lines).map(
        (l) => l.allottedLots,
      ),
    ).toEqual(draw.lines.map((l) => l.allottedLots));
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("a partial allotment's fee is the fee table on the allotted amount, its minimum included", async () => {
    // 10 lots for 100 asked: the small application's exact share is 1 lot of its 10.
    const ipo = await listIpo({ issuePrice: '5', sharesIssued: '1000', maxPerCustomer: '9000' });
    const terms = (await t.app.inject({ method: 'GET', url: `/api/v1/ipo/${ipo.id}` })).json()
      .data as { feeRate: string; minimumFee: string };
    const small = await fundedCustomer(t, '10000');
    const large = await fundedCustomer(t, '100000');
    expect((await subscribe(small.token, ipo.id, '1000')).statusCode).toBe(200);
    expect((await subscribe(large.token, ipo.id, '9000')).statusCode).toBe(200);
    await allotNow();
    const [row] = (await subscriptionsOf(ipo.id)).filter((r) => r.customerId === small.customerId);
    expect(row?.allottedLots).toBe(1);
    // Recomputed from the published terms: 100 shares x 5 = 500; 500 x rate, at least the
    // minimum, up to the cent. With the default table (0.1 %, minimum 1.00): 1.00, not the
    // 0.50 a tenth of the 5.00 held fee would be.
    const allotted = new Decimal('500');
    const expected = Decimal.max(allotted.times(terms.feeRate), terms.minimumFee).toDecimalPlaces(
      2,
      Decimal.ROUND_UP,
    );
    expect(new Decimal(row?.allottedFee ?? '0').toFixed(2)).toBe(expected.toFixed(2));
    expect(new Decimal(row?.fee ?? '0').times(1).div(10).toFixed(2)).not.toBe(expected.toFixed(2));
    // Held until the listing: exactly the allotted amount and that fee; the rest is back.
    expect(await usd(small.customerId)).toMatchObject({
      held: allotted.plus(expected).toFixed(8),
      available: new Decimal('10000').minus(allotted).minus(expected).toFixed(8),
    });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('whole lottery: lots no whole application fits in are drawn again until none is left', async () => {
    // 10 lots, three asks of 6: one application is filled whole, the 4 lots left go one at a
    // time to the other two.
    const ipo = await listIpo({ allotmentRule: 'whole_lottery', sharesIssued: '1000' });
    const customers = await Promise.all([0, 1, 2].map(() => fundedCustomer(t, '10000')));
    for (const c of customers)
      expect((await subscribe(c.token, ipo.id, '600')).statusCode).toBe(200);
    await allotNow();
    const rows = await subscriptionsOf(ipo.id);
    expect(rows.map((r) => r.allottedLots).sort()).toEqual([2, 2, 6]);
    expect(rows.map((r) => r.status).sort()).toEqual([
      'allotted',
      'partly_allotted',
      'partly_allotted',
    ]);
    const draw = await publishedDraw(ipo.id);
    expect(
      drawAllotment('whole_lottery', draw.seed, draw.lotsAvailable, draw.lines).map(
        (l) => l.allottedLots,
      ),
    ).toEqual(draw.lines.map((l) => l.allottedLots));
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('100 parallel subscriptions by one customer make one application with the summed lots and hold', async () => {
    const ipo = await listIpo({ sharesIssued: '1000000', maxPerCustomer: '1000000' });
    const a = await fundedCustomer(t, '200000');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        subscribe(a.token, ipo.id, '100', { 'idempotency-key': `application-${i}-${ipo.id}` }),
      ),
    );
    expect(answers.map((r) => r.statusCode).filter((c) => c !== 200)).toEqual([]);
    const rows = await subscriptionsOf(ipo.id);
    expect(rows.map((r) => [r.quantity, r.lots, r.amount])).toEqual([
      ['10000', 100, '100000.00000000'],
    ]);
    // 100 x 100 x 10 = 100000, and the fee table's 0.1 % on the whole: 100.00, held once.
    const [hold] = await t.database.db
      .select()
      .from(holds)
      .where(eq(holds.id, rows[0]?.holdId ?? 0));
    expect(hold).toMatchObject({ status: 'pending', amount: '100100.00000000' });
    expect(await usd(a.customerId)).toMatchObject({
      held: '100100.00000000',
      available: '99900.00000000',
    });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
