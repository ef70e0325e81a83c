import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { postEntry } from '../../ledger/entries.ts';
import { checkLedger } from '../../ledger/invariants.ts';
import {
  as,
  bindBankCard,
  establishPayee,
  fund,
  markKycPassed,
  setPayPassword,
  usd,
} from '../../../test/support/funding.ts';
import {
  createTestApp,
  signInOperator,
  signUpCustomer,
  type TestApp,
} from '../../../test/test-app.ts';
import { currentVersion } from '../../../test/support/review-version.ts';

let t: TestApp;
let reviewer: string;

beforeAll(async () => {
  t = await createTestApp();
  reviewer = await signInOperator(t, 'reviewer');
});

/** A verified customer with 1,000 USD, a pay password and a bound bank card. */
const readyCustomer = async (amount = '1000') => {
  const customer = await signUpCustomer(t);
  await setPayPassword(t, customer.token);
  await markKycPassed(t, customer.customerId);
  await fund(t, customer.customerId, amount);
  const cardId = await bindBankCard(t, customer.token);
  return { ...customer, cardId };
};

const withdraw = (
  token: string,
  cardId: number,
  amount: string,
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/withdraw',
    headers: { ...as(token), ...headers },
    payload: {
      type: 'bank',
      targetId: cardId,
      currency: 'USD',
      amount,
      payPassword: '123456',
      ...extra,
    },
  });

const review = async (id: number, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/withdrawals/${id}/review`,
    headers: as(reviewer),
    payload: { version: await currentVersion(t, 'withdrawals', id), ...body },
  });

describe('withdrawals', () => {
  it('shows the fee, total, minimum and processing promise before confirming', async () => {
    const { token } = await readyCustomer();
    const quote = await t.app.inject({
      method: 'GET',
      url: '/api/v1/withdraw/quote?type=bank&currency=USD&amount=500',
      headers: as(token),
    });
    expect(quote.json().data).toMatchObject({
      amount: '500',
      fee: '1',
      total: '501',
      minimum: '10',
      available: '1000.00000000',
      arrivalBusinessDays: 2,
    });
    // 2026-03-02 10:00 UTC is a Monday: processed within 24 hours.
    expect(quote.json().data.promisedBy).toBe('2026-03-03T10:00:00.000Z');
  });

  it('requesting holds amount + fee; a pass sends the money and earns the disclosed fee', async () => {
    const { token, cardId } = await readyCustomer();
    const requested = await withdraw(token, cardId, '500');
    expect(requested.statusCode).toBe(200);
    expect(requested.json().data).toMatchObject({
      status: 0,
      amount: '500.00000000',
      fee: '1.00000000',
    });
    expect(await usd(t, token)).toMatchObject({ available: '499.00000000', held: '501.00000000' });

    const passed = await review(requested.json().data.id, { decision: 'pass' });
    expect(passed.json().data.status).toBe(1);
    expect(await usd(t, token)).toMatchObject({ available: '499.00000000', held: '0.00000000' });
    const inbox = (
      await t.app.inject({ method: 'GET', url: '/api/v1/inbox', headers: as(token) })
    ).json().data.items;
    expect(inbox[0].title).toBe('Withdrawal sent');
    const fees = await t.database.pool.query(
      "SELECT SUM(balance)::numeric(38,8)::text AS balance FROM ledger_accounts WHERE owner_type = 'platform' AND kind = 'fees' AND currency = 'USD'",
    );
    expect(fees.rows[0].balance).toBe('1.00000000');
  });

  it('every ledger entry of a withdrawal carries its reference, and the journal refuses a second payout of it', async () => {
    const { token, cardId, customerId } = await readyCustomer();
    const paid = (await withdraw(token, cardId, '300')).json().data.id as number;
    await review(paid, { decision: 'pass' });
    const refused = (await withdraw(token, cardId, '100')).json().data.id as number;
    await review(refused, { decision: 'refuse', comment: 'Name does not match the account' });
    const entries = await t.database.pool.query(
      `SELECT reference, type FROM journal_entries
        WHERE customer_id = $1 AND type LIKE 'withdrawal.%' ORDER BY id`,
      [customerId],
    );
    expect(entries.rows).toEqual([
      { reference: `W${paid}`, type: 'withdrawal.reserve' },
      { reference: `W${paid}`, type: 'withdrawal.post' },
      { reference: `W${refused}`, type: 'withdrawal.reserve' },
      { reference: `W${refused}`, type: 'withdrawal.void' },
    ]);
    // Beneath the hold kernel's settle-once rule, the database's own: one payout per reference.
    const again = t.database.db.transaction((tx) =>
      postEntry(tx, {
        type: 'withdrawal.post',
        customerId,
        description: 'a second payout',
        actor: 'system:test',
        reference: `W${paid}`,
        legs: [
          { account: { platform: 'bank', currency: 'USD' }, amount: '-1' },
          { account: { customerId, kind: 'cash', currency: 'USD' }, amount: '1' },
        ],
      }),
    );
    await expect(again).rejects.toMatchObject({ code: 'ENTRY_ALREADY_POSTED' });
  });

  it('waiting withdrawals are listed for reviewers with their customer', async () => {
    const { token, cardId, customerId } = await readyCustomer();
    const id = (await withdraw(token, cardId, '42')).json().data.id;
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/withdrawals?status=0&pageSize=100',
      headers: as(reviewer),
    });
    expect(queue.json().data.items.find((w: { id: number }) => w.id === id)).toMatchObject({
      customerId,
      status: 0,
      amount: '42.00000000',
    });
  });

  it('a refusal releases the hold in full, and it shows in the records', async () => {
    const { token, cardId } = await readyCustomer();
    const id = (await withdraw(token, cardId, '200')).json().data.id;
    const refused = await review(id, {
      decision: 'refuse',
      comment: 'Name does not match the account',
    });
    expect(refused.json().data).toMatchObject({
      status: 2,
      comment: 'Name does not match the account',
    });
    expect(await usd(t, token)).toMatchObject({ available: '1000.00000000', held: '0.00000000' });
    const records = (
      await t.app.inject({ method: 'GET', url: '/api/v1/withdraw/records', headers: as(token) })
    ).json().data;
    expect(records.items[0]).toMatchObject({ id, status: 2 });
  });

  it('the customer can cancel while waiting; an operator cannot then pass it', async () => {
    const { token, cardId } = await readyCustomer();
    const id = (await withdraw(token, cardId, '300')).json().data.id;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/withdraw/${id}/cancel`,
      headers: as(token),
    });
    expect(cancelled.json().data.status).toBe(3);
    const late = await review(id, { decision: 'pass' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('ALREADY_REVIEWED');
    expect(await usd(t, token)).toMatchObject({ available: '1000.00000000', held: '0.00000000' });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/withdraw/${id}/cancel`,
      headers: as(token),
    });
    expect(again.json().code).toBe('WITHDRAWAL_NOT_WAITING');
  });

  it('a cancel racing a review: exactly one of them wins, and money is moved once', async () => {
    const { token, cardId } = await readyCustomer();
    const id = (await withdraw(token, cardId, '300')).json().data.id;
    const [cancel, pass] = await Promise.all([
      t.app.inject({ method: 'POST', url: `/api/v1/withdraw/${id}/cancel`, headers: as(token) }),
      review(id, { decision: 'pass' }),
    ]);
    expect([cancel.statusCode, pass.statusCode].sort()).toEqual([200, 409]);
    const balance = await usd(t, token);
    expect(balance?.held).toBe('0.00000000');
    expect(['1000.00000000', '699.00000000']).toContain(balance?.available);
  });

  it('refuses below the $10 minimum, above the available cash, with a wrong PIN, or without KYC; nothing changes', async () => {
    const { token, cardId, customerId } = await readyCustomer('100');
    expect((await withdraw(token, cardId, '9.99')).json()).toEqual({
      code: 'WITHDRAWAL_BELOW_MINIMUM',
      message: 'The minimum withdrawal is 10.00 USD.',
    });
    expect((await withdraw(token, cardId, '99.01')).json().code).toBe('INSUFFICIENT_FUNDS');
    expect((await withdraw(token, cardId, '50', { payPassword: '654321' })).json().code).toBe(
      'PAY_PASSWORD_WRONG',
    );
    expect((await withdraw(token, cardId, '50.001')).json().code).toBe('AMOUNT_PRECISION');
    await t.database.pool.query("UPDATE customers SET kyc_status = 'review' WHERE id = $1", [
      customerId,
    ]);
    expect((await withdraw(token, cardId, '50')).json().code).toBe('KYC_REQUIRED');
    expect(await usd(t, token)).toMatchObject({ available: '100.00000000', held: '0.00000000' });
  });

  it('says what is missing when the screen opens: identity, pay password, a target, in that order', async () => {
    const readiness = async (token: string, type: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/withdraw/readiness?type=${type}`,
          headers: as(token),
        })
      ).json().data.missing;
    const fresh = await signUpCustomer(t);
    expect(await readiness(fresh.token, 'bank')).toEqual(['kyc', 'payPassword', 'target']);
    const ready = await readyCustomer('100');
    expect(await readiness(ready.token, 'bank')).toEqual([]);
    expect(await readiness(ready.token, 'crypto')).toEqual(['target']);
  });

  it('an unverified customer hears KYC_REQUIRED before a pay-password try is spent', async () => {
    const { token, cardId, customerId } = await readyCustomer('100');
    await t.database.pool.query("UPDATE customers SET kyc_status = 'none' WHERE id = $1", [
      customerId,
    ]);
    expect((await withdraw(token, cardId, '50', { payPassword: '654321' })).json().code).toBe(
      'KYC_REQUIRED',
    );
  });

  it('the minimum and the fee in euros are $10 and $1 rounded up to whole euros', async () => {
    const { token } = await readyCustomer();
    const quote = await t.app.inject({
      method: 'GET',
      url: '/api/v1/withdraw/quote?type=bank&currency=EUR&amount=100',
      headers: as(token),
    });
    // 10 USD / 1.08 = 9.259... and 1 USD = 0.925... EUR, rounded up to the whole euro, not the
    // cent: the published rule reads "10 EUR", never "9.26 EUR".
    expect(quote.json().data).toMatchObject({ minimum: '10', fee: '1' });
  });

  it('the same Idempotency-Key places one withdrawal, however often it is retried', async () => {
    const { token, cardId } = await readyCustomer();
    const key = { 'idempotency-key': 'withdraw-once-0001' };
    const [a, b] = await Promise.all([
      withdraw(token, cardId, '100', {}, key),
      withdraw(token, cardId, '100', {}, key),
    ]);
    const c = await withdraw(token, cardId, '100', {}, key);
    expect(new Set([a.json().data.id, b.json().data.id, c.json().data.id]).size).toBe(1);
    expect(await usd(t, token)).toMatchObject({ held: '101.00000000' });
    const different = await withdraw(token, cardId, '200', {}, key);
    expect(different.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('100 concurrent withdrawals of the whole balance: exactly one is accepted', async () => {
    const { token, cardId } = await readyCustomer('1001');
    const results = await Promise.all(
      Array.from({ length: 100 }, () => withdraw(token, cardId, '1000')),
    );
    const accepted = results.filter((r) => r.statusCode === 200);
    expect(accepted).toHaveLength(1);
    expect(
      results
        .filter((r) => r.statusCode !== 200)
        .every((r) => r.json().code === 'INSUFFICIENT_FUNDS'),
    ).toBe(true);
    expect(await usd(t, token)).toMatchObject({ available: '0.00000000', held: '1001.00000000' });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('a bank withdrawal keeps branch, bank name, account and bank code of its card', async () => {
    const { token, cardId } = await readyCustomer();
    const requested = await withdraw(token, cardId, '50');
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json().data.target).toMatchObject({
      bankName: 'Commerzbank',
      accountNumber: '0532013000',
      branch: 'Frankfurt Kaiserplatz',
      bankCode: '37040044',
    });
  });

  it('a card bound before branch and bank code were required cannot take a withdrawal', async () => {
    const { token, cardId } = await readyCustomer();
    // The database refuses a live card without them (migration 0028)…
    await expect(
      t.database.pool.query('UPDATE bank_cards SET branch = NULL WHERE id = $1', [cardId]),
    ).rejects.toThrow(/bank_cards_withdrawal_details/);
    // …so an older one is recreated the way it was stored before the migration (as the owner).
    const client = new pg.Client({ connectionString: t.database.url });
    await client.connect();
    try {
      await client.query('BEGIN');
      await client.query('ALTER TABLE bank_cards DROP CONSTRAINT bank_cards_withdrawal_details');
      await client.query('UPDATE bank_cards SET branch = NULL, bank_code = NULL WHERE id = $1', [
        cardId,
      ]);
      await client.query(
        `ALTER TABLE bank_cards ADD CONSTRAINT bank_cards_withdrawal_details CHECK (
           deleted_at IS NOT NULL
           OR (btrim(coalesce(branch, '')) <> '' AND btrim(coalesce(bank_code, '')) <> '')
         ) NOT VALID`,
      );
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
    const readiness = await t.app.inject({
      method: 'GET',
      url: '/api/v1/withdraw/readiness?type=bank',
      headers: as(token),
    });
    expect(readiness.json().data.missing).toEqual(['target']);
    const refused = await withdraw(token, cardId, '50');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('BANK_CARD_INCOMPLETE');
    expect(await usd(t, token)).toMatchObject({ held: '0.00000000' });
    // Removing the old card still works.
    const removed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/card/bank/${cardId}/delete`,
      headers: as(token),
      payload: { payPassword: '123456' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it('a withdrawal only goes to a card of the customer', async () => {
    const { token } = await readyCustomer();
    const other = await readyCustomer();
    expect((await withdraw(token, other.cardId, '50')).json().code).toBe(
      'WITHDRAWAL_TARGET_NOT_FOUND',
    );
  });

  it('a crypto withdrawal pays USDT out of the USDT account that crypto deposits credit', async () => {
    const customer = await readyCustomer();
    await fund(t, customer.customerId, '500', 'USDT');
    const wallet = await t.app.inject({
      method: 'POST',
      url: '/api/v1/card/crypto',
      headers: as(customer.token),
      payload: {
        name: 'Ledger',
        currency: 'USDT',
        network: 'TRC20',
        address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
        payPassword: '123456',
      },
    });
    const walletId = wallet.json().data.id as number;
    await establishPayee(t, 'crypto', walletId);
    const inDollars = await withdraw(customer.token, walletId, '100', { type: 'crypto' });
    expect(inDollars.json().code).toBe('CURRENCY_UNSUPPORTED');
    const inTether = await withdraw(customer.token, walletId, '100', {
      type: 'crypto',
      currency: 'USDT',
    });
    expect(inTether.statusCode).toBe(200);
    const balances = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/member/profile',
        headers: as(customer.token),
      })
    ).json().data.balances as { currency: string; available: string; held: string }[];
    const tether = balances.find((b) => b.currency === 'USDT');
    expect(Number(tether?.held)).toBeGreaterThan(100);
    expect(Number((await usd(t, customer.token))?.held)).toBe(0);
  });
});
