import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/invariants.ts';
import { as, balances, fundedCustomer } from '../../../test/support/funding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

/** A customer with a pay password and `amount` USD available. */
const readyCustomer = (amount = '1000') => fundedCustomer(t, amount);

const post = (
  token: string,
  body: Record<string, string>,
  key: string | undefined = randomUUID(),
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/transfer',
    headers: { ...as(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { from: 'USD', to: 'EUR', amount: '100', payPassword: '123456', ...body },
  });

const available = async (token: string) =>
  Object.fromEntries((await balances(t, token)).map((b) => [b.currency, b.available]));

const transfersOf = async (customerId: number) =>
  (
    await t.database.pool.query(
      "SELECT count(*)::int AS n FROM journal_entries WHERE type = 'transfer' AND customer_id = $1",
      [customerId],
    )
  ).rows[0].n as number;

const fxBalance = async (currency: string) =>
  (
    await t.database.pool.query(
      // The platform's FX account is kept in shards; its balance is their sum.
      "SELECT SUM(balance)::numeric(38,8)::text AS balance FROM ledger_accounts WHERE owner_type = 'platform' AND kind = 'fx' AND currency = $1",
      [currency],
    )
  ).rows[0]?.balance as string | undefined;

// Stored: 1 EUR = 1.08 USD. USD -> EUR = 1 / 1.08 = 0.92592592 (truncated to 8 decimals);
// less the default 0.5 % spread: 0.92592592 x 0.995 = 0.9212962904 -> 0.92129629.
const USD_EUR_MARKET = '0.92592592';
const USD_EUR_RATE = '0.92129629';

describe('account transfer', () => {
  it('quotes the stored rate, the spread, what arrives and the most that can be sent', async () => {
    const { token } = await readyCustomer();
    const quote = await t.app.inject({
      method: 'GET',
      url: '/api/v1/transfer/quote?from=usd&to=EUR&amount=100',
      headers: as(token),
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data).toEqual({
      from: 'USD',
      to: 'EUR',
      marketRate: USD_EUR_MARKET,
      spread: '0.005',
      rate: USD_EUR_RATE,
      amount: '100',
      receive: '92.12',
      maxTransferable: '1000.00000000',
    });
    const noAmount = await t.app.inject({
      method: 'GET',
      url: '/api/v1/transfer/quote?from=EUR&to=USD',
      headers: as(token),
    });
    // 1.08 x 0.995 = 1.0746, and nothing in EUR yet.
    expect(noAmount.json().data).toMatchObject({
      rate: '1.0746',
      receive: null,
      maxTransferable: '0.00000000',
    });
  });

  it('USD to TWD is the stored rate less the spread cut once: 32.09677419, not 32.09677418', async () => {
    const { token } = await readyCustomer();
    const quote = await t.app.inject({
      method: 'GET',
      url: '/api/v1/transfer/quote?from=USD&to=TWD&amount=100',
      headers: as(token),
    });
    expect(quote.statusCode, quote.body).toBe(200);
    // Recomputed in integers: 1 TWD = 0.031 USD, so USD -> TWD = 1 / 0.031; the default
    // spread is 0.005. rate x 10^8 = floor(10^8 x 0.995 / 0.031) = floor(10^8 x 995 / 31).
    const scaled = (10n ** 8n * 995n) / 31n;
    const expected = `${scaled / 10n ** 8n}.${String(scaled % 10n ** 8n).padStart(8, '0')}`;
    expect(expected).toBe('32.09677419');
    // Receive: 100 x 32.09677419 = 3209.677419, down to TWD's decimals.
    expect(quote.json().data).toMatchObject({ rate: expected, marketRate: '32.25806451' });
  });

  it('transfer converts at the stored rate less the spread', async () => {
    const { token, customerId } = await readyCustomer();
    const fxUsdBefore = (await fxBalance('USD')) ?? '0';
    const response = await post(token, { amount: '100' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      from: 'USD',
      to: 'EUR',
      amount: '100',
      rate: USD_EUR_RATE,
      // 100 x 0.92129629 = 92.129629, rounded down to EUR's 2 decimals.
      receive: '92.12',
    });
    expect(await available(token)).toMatchObject({ USD: '900.00000000', EUR: '92.12000000' });
    expect(Number(await fxBalance('USD')) - Number(fxUsdBefore)).toBe(100);

    // One entry of four legs, and two statement lines with the rate as reference.
    const legs = await t.database.pool.query(
      `SELECT a.owner_type, a.kind, p.currency, p.amount::text
         FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
        WHERE p.entry_id = $1 ORDER BY p.currency, p.amount`,
      [response.json().data.entryId],
    );
    expect(legs.rows).toEqual([
      { owner_type: 'platform', kind: 'fx', currency: 'EUR', amount: '-92.12000000' },
      { owner_type: 'customer', kind: 'cash', currency: 'EUR', amount: '92.12000000' },
      { owner_type: 'customer', kind: 'cash', currency: 'USD', amount: '-100.00000000' },
      { owner_type: 'platform', kind: 'fx', currency: 'USD', amount: '100.00000000' },
    ]);
    const statement = await t.app.inject({
      method: 'GET',
      url: '/api/v1/statement?type=transfer',
      headers: as(token),
    });
    expect(statement.json().data.items).toMatchObject([
      { currency: 'EUR', cash: '92.12000000', reference: `USD/EUR@${USD_EUR_RATE}` },
      { currency: 'USD', cash: '-100.00000000', balanceAfter: '900.00000000' },
    ]);
    expect(await transfersOf(customerId)).toBe(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('an idempotent retry transfers once, even after the rate has moved', async () => {
    const { token, customerId } = await readyCustomer();
    const key = randomUUID();
    const first = await post(token, { amount: '250' }, key);
    expect(first.statusCode, first.body).toBe(200);
    await t.database.pool.query(
      `INSERT INTO settings (key, value) VALUES ('fx.spread', '"0.02"') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    );
    try {
      const retry = await post(token, { amount: '250.00' }, key);
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json().data).toEqual(first.json().data);
      const other = await post(token, { amount: '10' }, key);
      expect(other.statusCode).toBe(409);
      expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    } finally {
      await t.database.pool.query(`DELETE FROM settings WHERE key = 'fx.spread'`);
    }
    expect(await transfersOf(customerId)).toBe(1);
    expect(await available(token)).toMatchObject({ USD: '750.00000000' });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('the spread is the fx.spread setting when an operator has set one', async () => {
    const { token } = await readyCustomer();
    await t.database.pool.query(
      `INSERT INTO settings (key, value) VALUES ('fx.spread', '"0"') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    );
    try {
      const response = await post(token, { amount: '108', from: 'USD', to: 'EUR' });
      expect(response.json().data).toMatchObject({ rate: USD_EUR_MARKET, receive: '99.99' });
    } finally {
      await t.database.pool.query(`DELETE FROM settings WHERE key = 'fx.spread'`);
    }
  });

  it('50 concurrent transfers never overdraw', async () => {
    const { token, customerId } = await readyCustomer('1000');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post(token, { amount: '100' })),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(10);
    expect(codes.filter((c) => c === 'INSUFFICIENT_FUNDS')).toHaveLength(40);
    expect(await available(token)).toMatchObject({ USD: '0.00000000', EUR: '921.20000000' });
    expect(await transfersOf(customerId)).toBe(10);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('transfer refused for more than available changes nothing', async () => {
    const { token, customerId } = await readyCustomer('50');
    const response = await post(token, { amount: '50.01' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await available(token)).toEqual({ USD: '50.00000000' });
    expect(await transfersOf(customerId)).toBe(0);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('refuses the same currency, unknown currencies and bad amounts, changing nothing', async () => {
    const { token, customerId } = await readyCustomer();
    const refusal = async (body: Record<string, string>) => {
      const response = await post(token, body);
      return { status: response.statusCode, code: response.json().code as string };
    };
    expect(await refusal({ to: 'USD' })).toEqual({ status: 400, code: 'TRANSFER_SAME_CURRENCY' });
    expect(await refusal({ to: 'XYZ' })).toEqual({ status: 400, code: 'CURRENCY_UNSUPPORTED' });
    expect(await refusal({ to: 'E1' })).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await refusal({ amount: '0' })).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await refusal({ amount: '-5' })).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await refusal({ amount: '1e3' })).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await refusal({ amount: '1.234' })).toEqual({ status: 400, code: 'AMOUNT_PRECISION' });
    // 0.01 USD buys 0.0092 EUR: less than a cent arrives, so nothing is taken.
    expect(await refusal({ amount: '0.01' })).toEqual({
      status: 400,
      code: 'TRANSFER_AMOUNT_TOO_SMALL',
    });
    const quote = await t.app.inject({
      method: 'GET',
      url: '/api/v1/transfer/quote?from=USD&to=USD&amount=1',
      headers: as(token),
    });
    expect(quote.json().code).toBe('TRANSFER_SAME_CURRENCY');
    expect(await available(token)).toEqual({ USD: '1000.00000000' });
    expect(await transfersOf(customerId)).toBe(0);
  });

  it('a wrong pay password is refused, and repeated failures lock the pay password', async () => {
    const { token, customerId } = await readyCustomer();
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1)
      codes.push((await post(token, { payPassword: '654321' })).json().code);
    expect(codes).toEqual(Array(5).fill('PAY_PASSWORD_WRONG'));
    // The fifth failure locks it: even the right one now waits.
    const locked = await post(token, {});
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(await transfersOf(customerId)).toBe(0);
    expect(await available(token)).toEqual({ USD: '1000.00000000' });
  });

  it('needs a session', async () => {
    const quote = await t.app.inject({
      method: 'GET',
      url: '/api/v1/transfer/quote?from=USD&to=EUR&amount=1',
    });
    expect(quote.statusCode).toBe(401);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/transfer',
      payload: { from: 'USD', to: 'EUR', amount: '1', payPassword: '123456' },
    });
    expect(response.statusCode).toBe(401);
  });
});
