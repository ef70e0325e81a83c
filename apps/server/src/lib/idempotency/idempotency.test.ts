import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { postEntry } from '../../ledger/entries.ts';
import { checkLedger } from '../../ledger/invariants.ts';
import {
  as,
  bindBankCard,
  fundedCustomer,
  markKycPassed,
  usd,
} from '../../../test/support/funding.ts';
import { createPricedApp, type PriceBoard } from '../../../test/support/price-board.ts';
import { signInOperator, signUpCustomer, type TestApp } from '../../../test/test-app.ts';
import { idempotencyClaim, idempotent, jsonAnswer, type IdempotencyClaim } from './idempotency.ts';
import { requestHash } from './request-hash.ts';

const parseEntry = (stored: unknown) => {
  const entryId = (stored as { entryId?: unknown }).entryId;
  if (typeof entryId !== 'number') throw new Error('no entry id kept');
  return { entryId };
};

let t: TestApp;
let prices: PriceBoard;
let superadmin: string;

beforeAll(async () => {
  ({ t, prices } = await createPricedApp());
  superadmin = await signInOperator(t, 'superadmin');
  prices.set('US:AAPL', '100', { bid: '99.99', ask: '100' });
  prices.set('US:KO', '70', { bid: '69.99', ask: '70.01' });
});

const PARALLEL = 100;
/**
 * Transfers and withdrawals ask for the pay password every time: five checks run at once and
 * the other right answers wait for a slot (lib/throttle/throttle.ts), so all of them get through.
 */
const TWINS = PARALLEL;

/** A customer with cash, trading unlocked for 15 minutes (orders then need no pay password). */
const trader = async (cash = '3000000') => {
  const customer = await fundedCustomer(t, cash);
  const unlocked = await t.app.inject({
    method: 'POST',
    url: '/api/v1/member/trade-unlock',
    headers: as(customer.token),
    payload: { payPassword: '123456' },
  });
  expect(unlocked.statusCode).toBe(200);
  return customer;
};

const withKey = (token: string, key: string) => ({ ...as(token), 'idempotency-key': key });

const order = (token: string, key: string, body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: withKey(token, key),
    payload: { key: 'US:AAPL', type: 'market', quantity: '10', ...body },
  });

const blockBuy = (token: string, key: string, dealId: number, quantity = '10000') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/blocktrade/${dealId}/buy`,
    headers: withKey(token, key),
    payload: { quantity },
  });

const transfer = (token: string, key: string, amount = '100') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/transfer',
    headers: withKey(token, key),
    payload: { from: 'USD', to: 'EUR', amount, payPassword: '123456' },
  });

const withdraw = (token: string, key: string, cardId: number, amount = '100') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/withdraw',
    headers: withKey(token, key),
    payload: { type: 'bank', targetId: cardId, currency: 'USD', amount, payPassword: '123456' },
  });

const newDeal = async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/block-deals',
    headers: as(superadmin),
    payload: {
      key: 'US:KO',
      premiumPercent: '-2',
      minQuantity: '10000',
      availableQuantity: '50000',
      opensAt: '2026-03-01T00:00:00Z',
      closesAt: '2026-03-10T00:00:00Z',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; availableQuantity: string };
};

const count = async (query: string, customerId: number) =>
  Number((await t.database.pool.query(query, [customerId])).rows[0].n);
const ordersOf = (customerId: number) =>
  count('SELECT count(*) AS n FROM orders WHERE customer_id = $1', customerId);
const entriesOf = (customerId: number) =>
  count('SELECT count(*) AS n FROM journal_entries WHERE customer_id = $1', customerId);
const dealLeft = async (id: number) =>
  (await t.database.pool.query('SELECT available_quantity FROM block_deals WHERE id = $1', [id]))
    .rows[0].available_quantity as string;

/** Every answer 200 and the same body: the first answer, given to every twin. */
const expectOneAnswer = (answers: { statusCode: number; body: string }[], n = PARALLEL) => {
  expect(answers.map((a) => a.statusCode)).toEqual(Array(n).fill(200));
  expect(new Set(answers.map((a) => a.body)).size).toBe(1);
};

describe('one Idempotency-Key, one money movement', () => {
  it(`${PARALLEL} parallel market buys under one key: one order, one ledger entry, ${PARALLEL} identical answers`, async () => {
    const { token, customerId } = await trader();
    const before = await entriesOf(customerId);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => order(token, key)));
    expectOneAnswer(answers);
    expect(answers[0]?.json().data).toMatchObject({
      status: 'filled',
      filledPrice: '100.00000000',
    });
    expect(await ordersOf(customerId)).toBe(1);
    expect(await entriesOf(customerId)).toBe(before + 1);
    // A later retry still answers the first order; another quantity under the key is refused.
    expect((await order(token, key)).body).toBe(answers[0]?.body);
    const other = await order(token, key, { quantity: '11' });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await ordersOf(customerId)).toBe(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it(`${PARALLEL} parallel limit buys that wait, under one key: one order, one hold`, async () => {
    const { token, customerId } = await trader();
    const before = await entriesOf(customerId);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => order(token, key, { type: 'limit', price: '90' })),
    );
    expectOneAnswer(answers);
    expect(answers[0]?.json().data).toMatchObject({ status: 'pending' });
    expect(await ordersOf(customerId)).toBe(1);
    expect(await entriesOf(customerId)).toBe(before + 1);
    expect((await usd(t, token))?.held).toBe('901.00000000');
  });

  it('a key used for a market order, then for a block buy: 409 and nothing moves', async () => {
    const { token, customerId } = await trader();
    const deal = await newDeal();
    const key = randomUUID();
    expect((await order(token, key)).statusCode).toBe(200);
    const cash = await usd(t, token);
    const entries = await entriesOf(customerId);
    const reused = await blockBuy(token, key, deal.id);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await usd(t, token)).toEqual(cash);
    expect(await entriesOf(customerId)).toBe(entries);
    expect(await ordersOf(customerId)).toBe(1);
    expect(await dealLeft(deal.id)).toBe('50000');
  });

  it(`${PARALLEL} parallel closes of one lot under one key: one sell order; another quantity is 409`, async () => {
    const { token, customerId } = await trader();
    const bought = await order(token, randomUUID());
    expect(bought.json().data.status).toBe('filled');
    const { rows: lots } = await t.database.pool.query(
      'SELECT id FROM positions WHERE customer_id = $1',
      [customerId],
    );
    const positionId = Number(lots[0]?.id);
    const close = (key: string, quantity = '1') =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/positions/${positionId}/close`,
        headers: withKey(token, key),
        payload: { quantity, type: 'market' },
      });
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => close(key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(PARALLEL).fill(200));
    // The same sell order for every twin (its status as each found it: filled, or about to be).
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    const sells = await count(
      "SELECT count(*) AS n FROM orders WHERE customer_id = $1 AND side = 'sell'",
      customerId,
    );
    expect(sells).toBe(1);
    const other = await close(key, '2');
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const { rows } = await t.database.pool.query(
      'SELECT quantity, closing_quantity FROM positions WHERE id = $1',
      [positionId],
    );
    expect(rows[0]).toMatchObject({ quantity: '9', closing_quantity: '0' });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it(`${PARALLEL} parallel block buys under one key take the shares once; another quantity is 409`, async () => {
    const { token, customerId } = await trader();
    const deal = await newDeal();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => blockBuy(token, key, deal.id)),
    );
    expectOneAnswer(answers);
    expect(await ordersOf(customerId)).toBe(1);
    expect(await dealLeft(deal.id)).toBe('40000');
    const other = await blockBuy(token, key, deal.id, '20000');
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    // The key of a block buy is no order's either.
    expect((await order(token, key)).json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await ordersOf(customerId)).toBe(1);
    expect(await dealLeft(deal.id)).toBe('40000');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it(`${TWINS} parallel transfers under one key: one entry; another amount or another route is 409`, async () => {
    const { token, customerId } = await fundedCustomer(t, '1000');
    await markKycPassed(t, customerId);
    const before = await entriesOf(customerId);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: TWINS }, () => transfer(token, key)));
    expectOneAnswer(answers, TWINS);
    expect(await entriesOf(customerId)).toBe(before + 1);
    expect((await usd(t, token))?.available).toBe('900.00000000');
    expect((await transfer(token, key, '100.00')).body).toBe(answers[0]?.body);
    const other = await transfer(token, key, '101');
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const cardId = await bindBankCard(t, token);
    const withdrawal = await withdraw(token, key, cardId);
    expect(withdrawal.statusCode).toBe(409);
    expect(withdrawal.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await entriesOf(customerId)).toBe(before + 1);
    expect(await usd(t, token)).toMatchObject({ available: '900.00000000', held: '0.00000000' });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it(`${TWINS} parallel withdrawals under one key: one hold; another amount is 409`, async () => {
    const { token, customerId } = await fundedCustomer(t, '1000');
    await markKycPassed(t, customerId);
    const cardId = await bindBankCard(t, token);
    const key = randomUUID();
    const before = await entriesOf(customerId);
    const answers = await Promise.all(
      Array.from({ length: TWINS }, () => withdraw(token, key, cardId)),
    );
    expectOneAnswer(answers, TWINS);
    expect(await entriesOf(customerId)).toBe(before + 1);
    expect(
      Number(
        (
          await t.database.pool.query(
            'SELECT count(*) AS n FROM withdrawals WHERE customer_id = $1',
            [customerId],
          )
        ).rows[0].n,
      ),
    ).toBe(1);
    const other = await withdraw(token, key, cardId, '200');
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await usd(t, token)).toMatchObject({ held: '101.00000000' });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it(`${PARALLEL} parallel transactions under one key post one entry and give one answer; another scope or body is 409`, async () => {
    const { customerId, token } = await signUpCustomer(t);
    const db = t.database.db;
    const body = { currency: 'USD', amount: '25' };
    const claim = idempotencyClaim(customerId, 'one-key-0001', 'transfer', body);
    const credit = (answerClaim: IdempotencyClaim | null) =>
      db.transaction((tx) =>
        idempotent(tx, answerClaim, jsonAnswer(parseEntry), async () => {
          const entry = await postEntry(tx, {
            type: 'deposit',
            customerId,
            description: 'test credit',
            actor: 'system:test',
            legs: [
              { account: { platform: 'bank', currency: 'USD' }, amount: '-25' },
              { account: { customerId, kind: 'cash', currency: 'USD' }, amount: '25' },
            ],
          });
          return { entryId: entry.id };
        }),
      );
    const before = await entriesOf(customerId);
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => credit(claim)));
    expect(new Set(answers.map((a) => a.entryId)).size).toBe(1);
    expect(await entriesOf(customerId)).toBe(before + 1);
    expect((await usd(t, token))?.available).toBe('25.00000000');
    await expect(
      credit(idempotencyClaim(customerId, 'one-key-0001', 'withdrawal', body)),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    await expect(
      credit(idempotencyClaim(customerId, 'one-key-0001', 'transfer', { ...body, amount: '26' })),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await entriesOf(customerId)).toBe(before + 1);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('the request hash ignores key order and the pay password, and covers the scope', () => {
    const a = requestHash('transfer', { from: 'USD', to: 'EUR', amount: '1', payPassword: '1' });
    const b = requestHash('transfer', { amount: '1', payPassword: '2', to: 'EUR', from: 'USD' });
    expect(a).toBe(b);
    expect(requestHash('withdrawal', { from: 'USD', to: 'EUR', amount: '1' })).not.toBe(a);
    expect(requestHash('transfer', { from: 'USD', to: 'EUR', amount: '2' })).not.toBe(a);
  });
});
