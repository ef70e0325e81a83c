import { beforeAll, describe, expect, it } from 'vitest';
import { dbFingerprint } from '../support/db-fingerprint.ts';
import { as, bindBankCard, fundedCustomer, markKycPassed } from '../support/funding.ts';
import { smallPng } from '../support/images.ts';
import { giveLot } from '../support/loans.ts';
import { multipart } from '../support/multipart.ts';
import { createPricedApp, type PriceBoard } from '../support/price-board.ts';
import type { TestApp } from '../test-app.ts';
import { sharePlanBody, sharePlanTerms } from '../support/plans.ts';

let t: TestApp;
let prices: PriceBoard;

beforeAll(async () => {
  ({ t, prices } = await createPricedApp());
});

const call = async (
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: as(token),
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.body}`);
  return response.json().data as { id: number };
};

/** A customer who owns one of everything a route can name by id. */
const customerWithEverything = async () => {
  const owner = await fundedCustomer(t, '100000');
  await markKycPassed(t, owner.customerId);
  const { token } = owner;
  prices.set('US:AAPL', '100');
  // Margin loans lend against holdings (issue 26): these lend far more than the loan below.
  await giveLot(t, owner.customerId, 'US:AAPL', '1000', '100');
  await call(token, 'POST', '/watchlists', { name: 'Mine' });
  await call(token, 'POST', '/alerts', { key: 'US:AAPL', direction: 'above', price: '150' });
  await call(token, 'POST', '/plans', sharePlanBody('US:AAPL'));
  const cardId = await bindBankCard(t, token);
  await call(token, 'POST', '/card/crypto', {
    name: 'Wallet',
    currency: 'USDT',
    network: 'ERC20',
    address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    payPassword: '123456',
  });
  const body = multipart(
    { purpose: 'kyc' },
    { name: 'a.png', type: 'image/png', data: await smallPng() },
  );
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/v1/upload',
    payload: body.payload,
    headers: { ...body.headers, ...as(token) },
  });
  expect(uploaded.statusCode).toBe(200);
  // A loan under review: its image and signature, then the application.
  const loanFiles: string[] = [];
  for (const purpose of ['loan', 'signature']) {
    const file = multipart(
      { purpose },
      { name: 'a.png', type: 'image/png', data: await smallPng() },
    );
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload',
      payload: file.payload,
      headers: { ...file.headers, ...as(token) },
    });
    loanFiles.push(stored.json().data.id as string);
  }
  await call(token, 'POST', '/loans', {
    currency: 'USD',
    amount: '1000',
    periodDays: 7,
    imageFileId: loanFiles[0],
    signatureFileId: loanFiles[1],
    agreed: true,
  });
  const order = { key: 'US:AAPL', side: 'buy', quantity: '10', payPassword: '123456' };
  await call(token, 'POST', '/orders', { ...order, type: 'market' });
  await call(token, 'POST', '/orders', { ...order, type: 'limit', price: '95' });
  await call(token, 'POST', '/withdraw', {
    type: 'bank',
    targetId: cardId,
    currency: 'USD',
    amount: '100',
    payPassword: '123456',
  });
  await t.database.pool.query(
    `INSERT INTO inbox_messages (customer_id, template, params) VALUES ($1, 'inbox.test', '{}')`,
    [owner.customerId],
  );
  return owner;
};

/** The ids of every row, in every table with a customer_id, that belongs to `customerId`. */
const idsOwnedBy = async (customerId: number): Promise<Set<string>> => {
  const { rows: tables } = await t.database.pool.query<{ table_name: string }>(
    `SELECT c.table_name FROM information_schema.columns c
       JOIN information_schema.columns i
         ON i.table_name = c.table_name AND i.table_schema = c.table_schema AND i.column_name = 'id'
      WHERE c.table_schema = 'public' AND c.column_name = 'customer_id'`,
  );
  const ids = new Set<string>();
  for (const { table_name: table } of tables) {
    const { rows } = await t.database.pool.query<{ id: string }>(
      `SELECT id::text AS id FROM "${table}" WHERE customer_id = $1`,
      [customerId],
    );
    for (const row of rows) ids.add(row.id);
  }
  return ids;
};

/** Routes whose id names an object every customer may use, not one a customer owns. */
const SHARED_OBJECTS = new Set(['/api/v1/blocktrade/:id/buy', '/api/v1/quant/funds/:id/buy']);

/** A plan's terms, which PUT /plans/:id takes as well. */
/** A body each id route would accept from the object's owner. */
const PLAUSIBLE_BODY = {
  terms: sharePlanTerms('US:AAPL'),
  name: 'Renamed',
  key: 'US:MSFT',
  keys: ['US:AAPL'],
  quantity: '1',
  type: 'market',
  payPassword: '123456',
  amount: '1',
  // PATCH /positions/:id: a lot's stop loss and take profit, cleared.
  stopLoss: null,
  takeProfit: null,
};

/**
 * Generated from the route table: every customer route that names an object by id is
 * called by another customer with every id the first one owns, in any table. Each answers
 * 404, as for an id that does not exist, and nothing changes.
 */
describe("no customer reaches another customer's objects", () => {
  it('answers 404 and changes nothing, on every id route', { timeout: 120_000 }, async () => {
    const owner = await customerWithEverything();
    // Funded, with a pay password: nothing but the ownership can stop it.
    const intruder = await fundedCustomer(t, '100000');
    const intruderIds = await idsOwnedBy(intruder.customerId);
    const targets = [...(await idsOwnedBy(owner.customerId))].filter((id) => !intruderIds.has(id));
    const idRoutes = t.app.routeTable.filter(
      (route) =>
        route.auth === 'customer' && route.url.includes(':id') && !SHARED_OBJECTS.has(route.url),
    );
    expect(idRoutes.length).toBeGreaterThanOrEqual(14);
    expect(targets.length).toBeGreaterThanOrEqual(4);

    const before = await dbFingerprint(t);
    const leaks: string[] = [];
    const tried = new Set<string>();
    for (const route of idRoutes) {
      for (const id of targets) {
        const method = route.method as 'GET';
        const response = await t.app.inject({
          method,
          url: route.url.replace(':id', encodeURIComponent(id)),
          headers: as(intruder.token),
          ...(method === 'GET' ? {} : { payload: PLAUSIBLE_BODY }),
        });
        // An id of another shape (a file's uuid on a numeric route) names nothing: 400.
        if (response.statusCode === 400 && response.json().code === 'VALIDATION_FAILED') continue;
        tried.add(`${route.method} ${route.url}`);
        if (response.statusCode !== 404)
          leaks.push(`${route.method} ${route.url} id ${id}: ${response.statusCode}`);
      }
    }
    expect(leaks).toEqual([]);
    expect([...tried].sort()).toEqual(
      idRoutes.map((route) => `${route.method} ${route.url}`).sort(),
    );
    expect(await dbFingerprint(t)).toEqual(before);
  });
});
