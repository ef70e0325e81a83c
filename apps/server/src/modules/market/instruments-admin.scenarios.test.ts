import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/invariants.ts';
import { as, fundedCustomer, usd } from '../../../test/support/funding.ts';
import { createPricedApp, type PriceBoard } from '../../../test/support/price-board.ts';
import { signInOperator, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let prices: PriceBoard;
let admin: string;

beforeAll(async () => {
  ({ t, prices } = await createPricedApp());
  admin = await signInOperator(t, 'superadmin');
});

const call = (token: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: as(token),
    ...(payload ? { payload } : {}),
  });

interface AdminInstrument {
  key: string;
  name: string;
  names: Record<string, string>;
  lotSize: number;
  enabled: boolean;
  halted: boolean;
  haltReason: string | null;
  version: number;
}

const instrument = async (q: string, market = 'US'): Promise<AdminInstrument> => {
  const answer = await call(admin, 'GET', `/admin/instruments?market=${market}&q=${q}`);
  expect(answer.statusCode, answer.body).toBe(200);
  const found = (answer.json().data.items as AdminInstrument[]).find(
    (item) => item.key === `${market}:${q}`,
  );
  if (!found) throw new Error(`${market}:${q} is not listed`);
  return found;
};

const buyAapl = (token: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: { ...as(token), 'accept-language': language },
    payload: { key: 'US:AAPL', type: 'market', quantity: '1', payPassword: '123456' },
  });

const auditOf = (subject: string) =>
  t.database.db.execute<{
    action: string;
    comment: string | null;
    before: { halted: boolean };
    after: { halted: boolean };
  }>(
    sql`SELECT action, comment, before, after FROM audit_log
         WHERE subject_type = 'instrument' AND subject_id = ${subject} ORDER BY id`,
  );

describe('instruments in the console', () => {
  it('a halt refuses every customer order with a translated INSTRUMENT_HALTED and moves nothing; resuming lets it fill', async () => {
    prices.set('US:AAPL', '100');
    const { token } = await fundedCustomer(t, '1000');
    const seen = await instrument('AAPL');

    const halted = await call(admin, 'PUT', '/admin/instruments/US/AAPL/halt', {
      version: seen.version,
      halted: true,
      reason: 'Pending news',
    });
    expect(halted.statusCode, halted.body).toBe(200);
    expect(halted.json().data).toMatchObject({ halted: true, haltReason: 'Pending news' });
    const customerView = await t.app.inject({ url: '/api/v1/market/instrument/US/AAPL' });
    // The customer is shown why (issue 28 item 4).
    expect(customerView.json().data).toMatchObject({ halted: true, haltReason: 'Pending news' });

    const refused = await buyAapl(token, 'de');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'INSTRUMENT_HALTED' });
    expect(refused.json().message).toBe(
      'Der Handel mit diesem Wertpapier ist für alle ausgesetzt: Pending news',
    );
    expect(await usd(t, token)).toMatchObject({ available: '1000.00000000', held: '0.00000000' });
    const orders = await t.app.inject({ url: '/api/v1/orders', headers: as(token) });
    expect(orders.json().data.items).toEqual([]);

    const resumed = await call(admin, 'PUT', '/admin/instruments/US/AAPL/halt', {
      version: halted.json().data.version,
      halted: false,
      reason: 'News out',
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    const tradingAgain = await t.app.inject({ url: '/api/v1/market/instrument/US/AAPL' });
    expect(tradingAgain.json().data).toMatchObject({ halted: false, haltReason: null });
    const filled = await buyAapl(token);
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json().data.status).toBe('filled');

    const audit = await auditOf('US:AAPL');
    expect(
      audit.rows.map((row) => [row.action, row.comment, row.before.halted, row.after.halted]),
    ).toEqual([
      ['instrument.halt', 'Pending news', false, true],
      ['instrument.resume', 'News out', true, false],
    ]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('edits names and lot on the current version only; the reader sees the name in their language', async () => {
    const seen = await instrument('MSFT');
    const edit = {
      version: seen.version,
      name: seen.name,
      names: { 'zh-Hans': '微软' },
      lotSize: 5,
    };
    const ok = await call(admin, 'PUT', '/admin/instruments/US/MSFT', edit);
    expect(ok.statusCode, ok.body).toBe(200);
    // The same screen sent again: the record changed since, refused, nothing written.
    const stale = await call(admin, 'PUT', '/admin/instruments/US/MSFT', { ...edit, lotSize: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('RECORD_CHANGED');
    const zh = await t.app.inject({
      url: '/api/v1/market/instrument/US/MSFT',
      headers: { 'accept-language': 'zh-Hans' },
    });
    expect(zh.json().data).toMatchObject({ name: '微软', lotSize: 5 });
    const en = await t.app.inject({ url: '/api/v1/market/instrument/US/MSFT' });
    expect(en.json().data.name).toBe(seen.name);
    // A price-moving field is not part of the request: refused, not silently dropped.
    const tick = await call(admin, 'PUT', '/admin/instruments/US/MSFT', {
      ...edit,
      version: ok.json().data.version,
      tickSize: '0.5',
    });
    expect(tick.statusCode).toBe(400);
    const audit = await auditOf('US:MSFT');
    expect(audit.rows.map((row) => row.action)).toEqual(['instrument.edit']);
  });

  it('an unlisted instrument leaves the lists and search but stays open to its holders', async () => {
    const seen = await instrument('NVDA');
    const off = await call(admin, 'PUT', '/admin/instruments/US/NVDA/listing', {
      version: seen.version,
      enabled: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    const search = await t.app.inject({ url: '/api/v1/market/search?q=NVDA' });
    expect(search.json().data.map((i: { key: string }) => i.key)).not.toContain('US:NVDA');
    const detail = await t.app.inject({ url: '/api/v1/market/instrument/US/NVDA' });
    expect(detail.statusCode).toBe(200);
    expect((await instrument('NVDA')).enabled).toBe(false);
  });

  it('only admins reach the instrument routes; bad input is refused with a reason', async () => {
    const reviewer = await signInOperator(t, 'reviewer');
    expect((await call(reviewer, 'GET', '/admin/instruments')).statusCode).toBe(403);
    const seen = await instrument('AMZN');
    const noReason = await call(admin, 'PUT', '/admin/instruments/US/AMZN/halt', {
      version: seen.version,
      halted: true,
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const zeroLot = await call(admin, 'PUT', '/admin/instruments/US/AMZN', {
      version: seen.version,
      name: 'Amazon',
      names: {},
      lotSize: 0,
    });
    expect(zeroLot.statusCode).toBe(400);
    expect((await instrument('AMZN')).version).toBe(seen.version);
  });
});
