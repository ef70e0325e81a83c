import { Decimal, instrumentKeyText } from '@brokerage/shared';
import { addDays, addDuration, calendarDayIn, startOfDayIn } from '@brokerage/shared/market-time';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROLE, connectDatabase, type DatabaseHandle } from '../../db/client.ts';
import { holds, inboxMessages, instruments, ipoAllotmentDraws } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { checkLedger } from '../../ledger/invariants.ts';
import { as, fundedCustomer } from '../../../test/support/funding.ts';
import {
  HOUR,
  IPO_NAMES as NAMES,
  ipoSteps,
  ipoSymbol as symbol,
} from '../../../test/support/ipo.ts';
import { createTestApp, signInOperator, type TestApp } from '../../../test/test-app.ts';
import { runDueAllotments } from './ipo-allotment.ts';
import { drawAllotment } from './ipo-draw.ts';
import { runDueListings } from './ipo-listing.ts';
import { seedDemoIpos } from '../../seed/ipo.seed.ts';

let t: TestApp;
/** A second pool on the same database: another server copy's connections. */
let copy: DatabaseHandle;
let copyDeps: AppDeps;

beforeAll(async () => {
  t = await createTestApp();
  copy = connectDatabase(t.database.url, 10, undefined, APP_ROLE);
  copyDeps = { ...t.app.deps, db: copy.db };
});
const { listIpo, subscribe, usd, subscriptionsOf, allotNow } = ipoSteps(() => t);

afterAll(async () => {
  await copy.close();
});

// Operator sessions expire on the test clock, which these tests move by hours: a fresh one each time.
const superadminToken = () => signInOperator(t, 'superadmin');
const reviewerToken = () => signInOperator(t, 'reviewer');

const inboxTitles = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/inbox', headers: as(token) }))
    .json()
    .data.items.map((m: { title: string }) => m.title) as string[];

describe('IPO subscription and allotment', () => {
  it('shows every term before anyone commits, the seed only as its hash', async () => {
    const ipo = await listIpo();
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/ipo/${ipo.id}`,
        headers: { 'accept-language': 'zh-Hans' },
      })
    ).json().data;
    expect(detail).toMatchObject({
      name: '宁巴斯机器人',
      status: 'open',
      issuePrice: '10',
      issueAmount: '10000',
      sharesIssued: '1000',
      lotSize: 100,
      maxPerCustomer: '1000',
      partialAllowed: true,
      seed: null,
    });
    expect(detail.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const open = (await t.app.inject({ method: 'GET', url: '/api/v1/ipo?status=open' })).json()
      .data as { id: number }[];
    expect(open.map((o) => o.id)).toContain(ipo.id);
    // Not an instrument yet: nothing quotes or trades it before listing.
    const [market, sym] = ipo.key.split(':');
    expect(
      await t.database.db
        .select()
        .from(instruments)
        .where(eq(instruments.symbol, sym ?? '')),
    ).toEqual([]);
    expect(market).toBe('US');
  });

  it("the allotment message names the listing day as New York dates it: 02:00 UTC lists on the day before's date", async () => {
    const utcToday = calendarDayIn(t.clock.now, 'UTC');
    // 02:00 UTC two days on is still 21:00 (EST) of the day before in New York.
    const listingAt = addDuration(startOfDayIn(addDays(utcToday, 2), 'UTC'), { hours: 2 });
    const ipo = await listIpo({ listingAt: listingAt.toISOString() });
    const a = await fundedCustomer(t, '10000');
    expect((await subscribe(a.token, ipo.id, '100')).statusCode).toBe(200);
    expect(await allotNow()).toContain(ipo.id);
    const [message] = await t.database.db
      .select({ params: inboxMessages.params })
      .from(inboxMessages)
      .where(eq(inboxMessages.customerId, a.customerId))
      .orderBy(desc(inboxMessages.id))
      .limit(1);
    expect(message?.params.listing).toBe(addDays(utcToday, 1));
  });

  it('undersubscribed: everyone is allotted in full, the hold paid, an inbox message', async () => {
    const ipo = await listIpo();
    const a = await fundedCustomer(t, '10000');
    const b = await fundedCustomer(t, '10000');
    const first = await subscribe(a.token, ipo.id, '300');
    expect(first.statusCode, first.body).toBe(200);
    // 300 x 10 = 3000, fee 0.1 % = 3.
    expect(first.json().data).toMatchObject({
      status: 'waiting',
      amount: '3000',
      fee: '3',
      total: '3003',
    });
    expect(await usd(a.customerId)).toMatchObject({
      available: '6997.00000000',
      held: '3003.00000000',
    });
    expect((await subscribe(b.token, ipo.id, '200')).statusCode).toBe(200);

    expect(await allotNow()).toContain(ipo.id);
    const rows = await subscriptionsOf(ipo.id);
    expect(rows.map((r) => [r.status, r.allottedQuantity])).toEqual([
      ['allotted', '300'],
      ['allotted', '200'],
    ]);
    // Allotted in full: nothing to release; the amount stays held until the listing pays it.
    expect(await usd(a.customerId)).toMatchObject({
      available: '6997.00000000',
      held: '3003.00000000',
    });
    expect(await usd(b.customerId)).toMatchObject({
      available: '7998.00000000',
      held: '2002.00000000',
    });
    expect((await inboxTitles(a.token))[0]).toBe(`IPO allotted: ${instrumentKeyText(ipo.key)}`);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('oversubscribed: pro-rata whole lots, the remainder by the seeded lottery, recomputed from the stored seed', async () => {
    const ipo = await listIpo({ sharesIssued: '1000', maxPerCustomer: '1000' });
    const customers = await Promise.all([0, 1, 2].map(() => fundedCustomer(t, '20000')));
    for (const c of customers)
      expect((await subscribe(c.token, ipo.id, '1000')).statusCode).toBe(200);

    await allotNow();
    const rows = await subscriptionsOf(ipo.id);
    // 10 lots for 30 asked: 3 each, and the 1 lot left goes to the lowest ticket.
    expect(rows.map((r) => r.allottedLots).sort()).toEqual([3, 3, 4]);
    expect(rows.every((r) => r.status === 'partly_allotted')).toBe(true);

    // Anyone recomputes the draw from what is published: the seed, the rule, the entries.
    const draw = (await t.app.inject({ method: 'GET', url: `/api/v1/ipo/${ipo.id}/draw` })).json()
      .data;
    expect(draw.seedHash).toBe(ipo.seedHash);
    const recomputed = drawAllotment(
      'pro_rata_lottery',
      draw.seed,
      draw.lotsAvailable,
      draw.lines.map((l: { subscriptionId: number; requestedLots: number }) => ({
        subscriptionId: l.subscriptionId,
        requestedLots: l.requestedLots,
      })),
    );
    expect(recomputed).toEqual(draw.lines);
    expect(rows.map((r) => r.allottedLots)).toEqual(recomputed.map((l) => l.allottedLots));
    // The published hash was the seed's all along.
    const { seedHash } = await import('./ipo-draw.ts');
    expect(seedHash(draw.seed)).toBe(ipo.seedHash);

    // Partly allotted: 300 shares x 10 + 3/10 of the 10.00 fee stay held, the rest is back in cash.
    const threeLots = rows.find((r) => r.allottedLots === 3);
    const owner = customers.find((c) => c.customerId === threeLots?.customerId);
    expect(await usd(owner?.customerId ?? 0)).toMatchObject({
      available: '16997.00000000',
      held: '3003.00000000',
    });
    expect((await inboxTitles(owner?.token ?? ''))[0]).toBe(
      `IPO partly allotted: ${instrumentKeyText(ipo.key)}`,
    );
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('not allotted: the whole hold returns to cash, and the message says so', async () => {
    // Whole applications first: 10 lots for two asks of 10, one of them gets all, none is left.
    const ipo = await listIpo({ allotmentRule: 'whole_lottery' });
    const a = await fundedCustomer(t, '20000');
    const b = await fundedCustomer(t, '20000');
    expect((await subscribe(a.token, ipo.id, '1000')).statusCode).toBe(200);
    expect((await subscribe(b.token, ipo.id, '1000')).statusCode).toBe(200);
    await allotNow();
    const rows = await subscriptionsOf(ipo.id);
    expect(rows.map((r) => r.status).sort()).toEqual(['allotted', 'not_allotted']);
    const loser = rows.find((r) => r.status === 'not_allotted');
    const token = loser?.customerId === a.customerId ? a.token : b.token;
    expect(await usd(loser?.customerId ?? 0)).toMatchObject({
      available: '20000.00000000',
      held: '0.00000000',
    });
    const [hold] = await t.database.db
      .select()
      .from(holds)
      .where(eq(holds.id, loser?.holdId ?? 0));
    expect(hold?.status).toBe('voided');
    expect((await inboxTitles(token))[0]).toBe(`IPO not allotted: ${instrumentKeyText(ipo.key)}`);
  });

  it('listing: the instrument is created and the allotted shares become lots at the issue price', async () => {
    const ipo = await listIpo({ issuePrice: '12.5' });
    const a = await fundedCustomer(t, '10000');
    expect((await subscribe(a.token, ipo.id, '400')).statusCode).toBe(200);
    await allotNow();
    // Before its listing date it is not listed (other tests' offerings may be).
    const keys = (listed: { market: string; symbol: string }[]) =>
      listed.map((i) => `${i.market}:${i.symbol}`);
    expect(keys(await runDueListings(t.app.deps))).not.toContain(ipo.key);
    t.clock.advance(HOUR);
    const listed = await runDueListings(t.app.deps);
    expect(keys(listed)).toEqual([ipo.key]);
    expect(listed[0]?.referencePrice).toBe('12.50000000');
    const positions = (
      await t.app.inject({ method: 'GET', url: '/api/v1/positions', headers: as(a.token) })
    ).json().data as {
      key?: string;
      instrumentKey?: string;
      quantity: string;
      openPrice: string;
    }[];
    const lot = positions.find((p) => (p.key ?? p.instrumentKey) === ipo.key);
    expect(lot).toMatchObject({ quantity: '400' });
    expect(new Decimal(lot?.openPrice ?? '0').eq('12.5')).toBe(true);
    // Paid at delivery from the kept hold: 400 x 12.5 + the 5.00 fee, nothing left held.
    expect(await usd(a.customerId)).toMatchObject({
      available: '4995.00000000',
      held: '0.00000000',
    });
    const [row] = await subscriptionsOf(ipo.id);
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${row?.orderId}/receipt`,
      headers: as(a.token),
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/v1/ipo/${ipo.id}` })).json()
      .data;
    expect(detail.status).toBe('listed');
    // A second pass lists nothing again.
    expect(await runDueListings(t.app.deps)).toEqual([]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('allotment run twice and on two server copies at once allots once', async () => {
    const ipo = await listIpo();
    const a = await fundedCustomer(t, '10000');
    expect((await subscribe(a.token, ipo.id, '500')).statusCode).toBe(200);
    t.clock.advance(2 * HOUR + 1000);
    const runs = await Promise.all([
      runDueAllotments(t.app.deps),
      runDueAllotments(copyDeps),
      runDueAllotments(t.app.deps),
      runDueAllotments(copyDeps),
    ]);
    expect(runs.flat().filter((id) => id === ipo.id)).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(ipoAllotmentDraws)
        .where(eq(ipoAllotmentDraws.offeringId, ipo.id)),
    ).toHaveLength(1);
    expect(await runDueAllotments(t.app.deps)).toEqual([]);
    // Operators cannot run it again either, nor change its result.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/ipo/${ipo.id}/allot`,
      headers: as(await reviewerToken()),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('IPO_ALREADY_ALLOTTED');
    expect(await usd(a.customerId)).toMatchObject({
      available: '4995.00000000',
      held: '5005.00000000',
    });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('operators may trigger the allotment early, once subscriptions closed, never before', async () => {
    const ipo = await listIpo();
    const a = await fundedCustomer(t, '10000');
    expect((await subscribe(a.token, ipo.id, '100')).statusCode).toBe(200);
    const allot = async () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/ipo/${ipo.id}/allot`,
        headers: as(await reviewerToken()),
      });
    const early = await allot();
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('IPO_SUBSCRIPTION_OPEN');
    t.clock.advance(HOUR + 1000);
    const done = await allot();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.lines).toHaveLength(1);
    expect((await subscriptionsOf(ipo.id))[0]?.status).toBe('allotted');
  });

  it('100 parallel subscriptions against the per-customer maximum take exactly the maximum', async () => {
    const ipo = await listIpo({ sharesIssued: '100000', maxPerCustomer: '500' });
    const a = await fundedCustomer(t, '100000');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        subscribe(a.token, ipo.id, '100', { 'idempotency-key': `parallel-${i}-${ipo.id}` }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(95);
    expect(
      answers
        .filter((r) => r.statusCode === 409)
        .every((r) => r.json().code === 'IPO_ABOVE_MAXIMUM'),
    ).toBe(true);
    // One application of 5 lots: 5000 and the fee table's 5.00 on it held, nothing else.
    expect(await usd(a.customerId)).toMatchObject({ held: '5005.00000000' });
    expect((await subscriptionsOf(ipo.id)).map((r) => [r.quantity, r.lots])).toEqual([['500', 5]]);
  });

  it('a retry with the same Idempotency-Key answers the first subscription and holds once', async () => {
    const ipo = await listIpo();
    const a = await fundedCustomer(t, '10000');
    const key = { 'idempotency-key': `retry-${ipo.id}-key` };
    const [one, two] = await Promise.all([
      subscribe(a.token, ipo.id, '100', key),
      subscribe(a.token, ipo.id, '100', key),
    ]);
    expect(one.statusCode).toBe(200);
    expect(two.json().data).toEqual(one.json().data);
    expect(await usd(a.customerId)).toMatchObject({ held: '1001.00000000' });
    const other = await subscribe(a.token, ipo.id, '200', key);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses outside the window, above the maximum and a fraction of a lot, translated, moving nothing', async () => {
    const upcoming = await listIpo({
      subscriptionStartsAt: new Date(t.clock.now.getTime() + HOUR).toISOString(),
      subscriptionEndsAt: new Date(t.clock.now.getTime() + 2 * HOUR).toISOString(),
    });
    const ipo = await listIpo({ maxPerCustomer: '300' });
    const a = await fundedCustomer(t, '10000');

    const early = await subscribe(a.token, upcoming.id, '100', {}, 'de');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'IPO_NOT_OPEN' });
    expect(early.json().message).toContain('Zeichnung');

    const above = await subscribe(a.token, ipo.id, '400');
    expect(above.statusCode).toBe(409);
    expect(above.json().message).toContain('maximum of 300 shares');
    expect((await subscribe(a.token, ipo.id, '200')).statusCode).toBe(200);
    const second = await subscribe(a.token, ipo.id, '200', {}, 'zh-Hans');
    expect(second.json()).toMatchObject({ code: 'IPO_ABOVE_MAXIMUM' });
    expect(second.json().message).toContain('已申购：200');

    const partLot = await subscribe(a.token, ipo.id, '150');
    expect(partLot.statusCode).toBe(400);
    expect(partLot.json()).toMatchObject({ code: 'LOT_SIZE' });
    const fraction = await subscribe(a.token, ipo.id, '1.5');
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().code).toBe('VALIDATION_FAILED');

    t.clock.advance(HOUR + 1000);
    const late = await subscribe(a.token, ipo.id, '100');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('IPO_NOT_OPEN');
    // Only the one 200-share subscription holds money.
    expect(await usd(a.customerId)).toMatchObject({ held: '2002.00000000' });
  });

  it('operators refuse an issue price off the tick, partial lots and a taken symbol', async () => {
    const terms = {
      market: 'US',
      symbol: symbol(),
      names: NAMES,
      issuePrice: '10',
      lotSize: 100,
      sharesIssued: '1000',
      maxPerCustomer: '1000',
      allotmentRule: 'pro_rata_lottery',
      subscriptionStartsAt: '2026-03-02T00:00:00Z',
      subscriptionEndsAt: '2026-03-03T00:00:00Z',
      allotmentAt: '2026-03-04T00:00:00Z',
      listingAt: '2026-03-05T00:00:00Z',
    };
    const create = async (changes: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/ipo',
        headers: as(await superadminToken()),
        payload: { ...terms, ...changes },
      });
    expect((await create({ issuePrice: '10.005' })).json().code).toBe('IPO_PRICE_TICK');
    expect((await create({ sharesIssued: '1050' })).json().code).toBe('IPO_LOT_MISMATCH');
    const taken = await create({ symbol: 'AAPL' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('IPO_SYMBOL_TAKEN');
    expect((await create({})).statusCode).toBe(200);
    expect((await create({})).json().code).toBe('IPO_SYMBOL_TAKEN');
    const badDates = await create({ listingAt: '2026-03-03T12:00:00Z' });
    expect(badDates.statusCode).toBe(400);
  });

  it('the demo seed shows one open IPO and one upcoming, written once however often it runs', async () => {
    await seedDemoIpos(t.database.db, t.clock.now);
    await seedDemoIpos(t.database.db, t.clock.now);
    const keys = async (status: string) =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/v1/ipo?status=${status}` })).json()
          .data as { key: string }[]
      ).map((ipo) => ipo.key);
    expect((await keys('open')).filter((key) => key === 'US:NMBS')).toHaveLength(1);
    expect((await keys('upcoming')).filter((key) => key === 'US:AQLN')).toHaveLength(1);
  });
});
