import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/invariants.ts';
import {
  as,
  bindBankCard,
  fundedCustomer,
  markKycPassed,
  waitingBankDeposit,
} from '../../../test/support/funding.ts';
import { withOwner } from '../../../test/support/ledger-owner.ts';
import { createPricedApp, type PriceBoard } from '../../../test/support/price-board.ts';
import { signInOperator, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let prices: PriceBoard;
let admin: string;
let reviewer: string;
let support: string;

beforeAll(async () => {
  ({ t, prices } = await createPricedApp());
  admin = await signInOperator(t, 'superadmin');
  reviewer = await signInOperator(t, 'reviewer');
  support = await signInOperator(t, 'support');
});

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...as(token), 'x-forwarded-for': '203.0.113.7' },
    remoteAddress: '203.0.113.7',
    ...(payload ? { payload } : {}),
  });

const auditRows = async (subjectType: string, subjectId: number | string) =>
  (
    await t.database.db.execute<{ action: string; actor: string; ip: string | null }>(
      sql`SELECT action, actor, ip FROM audit_log
           WHERE subject_type = ${subjectType} AND subject_id = ${String(subjectId)} ORDER BY id`,
    )
  ).rows;

describe('review decisions refuse a record that changed since the operator saw it', () => {
  it('a deposit decided on an old version is refused and stays waiting; the current version passes', async () => {
    const customer = await fundedCustomer(t, '0');
    const deposit = await waitingBankDeposit(t, customer.token, '250');
    const queue = await call(reviewer, 'GET', '/admin/deposits?status=0&pageSize=100');
    const seen = (queue.json().data.items as { id: number; version: number }[]).find(
      (d) => d.id === deposit.id,
    );
    expect(seen?.version).toBe(1);
    // Something changes it after the screen was drawn (here: the row is touched directly).
    await t.database.db.execute(
      sql`UPDATE deposits SET comment = comment WHERE id = ${deposit.id}`,
    );
    const stale = await call(reviewer, 'POST', `/admin/deposits/${deposit.id}/audit`, {
      decision: 'pass',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'RECORD_CHANGED' });
    expect(await auditRows('deposit', deposit.id)).toEqual([]);
    const fresh = await call(reviewer, 'POST', `/admin/deposits/${deposit.id}/audit`, {
      decision: 'part',
      auditMoney: '200',
      comment: 'received 200',
      version: 2,
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(await auditRows('deposit', deposit.id)).toMatchObject([
      { action: 'deposit.part', ip: '203.0.113.7' },
    ]);
  });
});

describe('a review decision must say which version of the record it saw', () => {
  const refusedUnchanged = async (url: string, body: object, table: string, id: number) => {
    const before = await t.database.pool.query(`SELECT * FROM ${table} WHERE id = $1`, [id]);
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { ...as(reviewer), 'accept-language': 'de' },
      payload: body,
    });
    expect(answer.statusCode, url).toBe(400);
    expect(answer.json(), url).toEqual({
      code: 'VALIDATION_FAILED',
      message: ['version ist erforderlich.'],
    });
    const after = await t.database.pool.query(`SELECT * FROM ${table} WHERE id = $1`, [id]);
    expect(after.rows, url).toEqual(before.rows);
  };

  it('a deposit, withdrawal, KYC or unmatched-transfer decision without version is refused with 400, translated, and changes nothing', async () => {
    const customer = await fundedCustomer(t, '1000');
    await markKycPassed(t, customer.customerId);
    const deposit = await waitingBankDeposit(t, customer.token, '40');
    await refusedUnchanged(
      `/admin/deposits/${deposit.id}/audit`,
      { decision: 'part', auditMoney: '20', comment: 'half' },
      'deposits',
      deposit.id,
    );
    await refusedUnchanged(
      `/admin/deposits/${deposit.id}/audit`,
      { decision: 'pass' },
      'deposits',
      deposit.id,
    );
    const cardId = await bindBankCard(t, customer.token);
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/v1/withdraw',
      headers: { ...as(customer.token), 'idempotency-key': `h24-version-${customer.customerId}` },
      payload: {
        type: 'bank',
        targetId: cardId,
        currency: 'USD',
        amount: '10',
        payPassword: '123456',
      },
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const withdrawalId = requested.json().data.id as number;
    await refusedUnchanged(
      `/admin/withdrawals/${withdrawalId}/review`,
      { decision: 'refuse', comment: 'no' },
      'withdrawals',
      withdrawalId,
    );
    const other = await fundedCustomer(t, '0');
    const [submission] = (
      await t.database.db.execute<{ id: number }>(
        sql`INSERT INTO kyc_submissions (customer_id, kind, first_name, last_name, id_number)
            VALUES (${other.customerId}, 'idcard', 'Grace', 'Hopper', 'Y42') RETURNING id`,
      )
    ).rows;
    const kycId = Number(submission?.id);
    await refusedUnchanged(
      `/admin/kyc/${kycId}/review`,
      { decision: 'pass' },
      'kyc_submissions',
      kycId,
    );
    const [transfer] = (
      await t.database.db.execute<{ id: number }>(
        sql`INSERT INTO chain_transfers (network, tx_hash, log_index, token, to_address, raw_amount, status)
            VALUES ('ERC20', ${'e'.repeat(64)}, 0, '0xtoken', '0xsomeone', 5, 'unmatched') RETURNING id`,
      )
    ).rows;
    const transferId = Number(transfer?.id);
    await refusedUnchanged(
      `/admin/chain/unmatched/${transferId}/refuse`,
      { comment: 'spam' },
      'chain_transfers',
      transferId,
    );
    expect(await auditRows('deposit', deposit.id)).toEqual([]);
    expect(await auditRows('withdrawal', withdrawalId)).toEqual([]);
    expect(await auditRows('kyc_submission', kycId)).toEqual([]);
    expect(await auditRows('chain_transfer', transferId)).toEqual([]);
  });
});

describe('KYC review', () => {
  it('refuses a stale version; a rejection tells the customer why and is audited', async () => {
    const customer = await fundedCustomer(t, '0');
    const [submission] = (
      await t.database.db.execute<{ id: number }>(
        sql`INSERT INTO kyc_submissions (customer_id, kind, first_name, last_name, id_number)
            VALUES (${customer.customerId}, 'idcard', 'Ada', 'Lovelace', 'X123') RETURNING id`,
      )
    ).rows;
    const id = Number(submission?.id);
    const queue = await call(reviewer, 'GET', '/admin/kyc?status=review&pageSize=100');
    expect(
      (queue.json().data.items as { id: number; version: number }[]).find((k) => k.id === id),
    ).toMatchObject({ version: 1 });
    await t.database.db.execute(
      sql`UPDATE kyc_submissions SET id_number = 'X124' WHERE id = ${id}`,
    );
    const stale = await call(reviewer, 'POST', `/admin/kyc/${id}/review`, {
      decision: 'reject',
      reason: 'The photo is blurred',
      version: 1,
    });
    expect(stale.json()).toMatchObject({ code: 'RECORD_CHANGED' });
    const rejected = await call(reviewer, 'POST', `/admin/kyc/${id}/review`, {
      decision: 'reject',
      reason: 'The photo is blurred',
      version: 2,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const inbox = await t.app.inject({ url: '/api/v1/inbox', headers: as(customer.token) });
    expect(inbox.json().data.items[0].body).toContain('The photo is blurred');
    expect(await auditRows('kyc_submission', id)).toMatchObject([
      { action: 'kyc.reject', ip: '203.0.113.7' },
    ]);
  });
});

describe('withdrawal review', () => {
  it('passes with the payout reference the customer sees, and refuses a stale version', async () => {
    const customer = await fundedCustomer(t, '1000');
    await markKycPassed(t, customer.customerId);
    const cardId = await bindBankCard(t, customer.token);
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/v1/withdraw',
      headers: { ...as(customer.token), 'idempotency-key': `h6-withdraw-${customer.customerId}` },
      payload: {
        type: 'bank',
        targetId: cardId,
        currency: 'USD',
        amount: '100',
        payPassword: '123456',
      },
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const id = requested.json().data.id as number;
    const queue = await call(reviewer, 'GET', '/admin/withdrawals?status=0&pageSize=100');
    const seen = (queue.json().data.items as { id: number; version: number }[]).find(
      (w) => w.id === id,
    );
    expect(seen?.version).toBe(1);
    await t.database.db.execute(sql`UPDATE withdrawals SET comment = comment WHERE id = ${id}`);
    const stale = await call(reviewer, 'POST', `/admin/withdrawals/${id}/review`, {
      decision: 'pass',
      reference: 'SEPA-2026-0001',
      version: 1,
    });
    expect(stale.json()).toMatchObject({ code: 'RECORD_CHANGED' });
    const passed = await call(reviewer, 'POST', `/admin/withdrawals/${id}/review`, {
      decision: 'pass',
      reference: 'SEPA-2026-0001',
      version: 2,
    });
    expect(passed.statusCode, passed.body).toBe(200);
    const mine = await t.app.inject({
      url: '/api/v1/withdraw/records',
      headers: as(customer.token),
    });
    expect(JSON.stringify(mine.json())).toContain('SEPA-2026-0001');
    expect(await auditRows('withdrawal', id)).toMatchObject([
      { action: 'withdrawal.pass', ip: '203.0.113.7' },
    ]);
  });
});

describe('customers in the console', () => {
  it('finds a customer by email, user ID and number, paged on the server', async () => {
    const customer = await fundedCustomer(t, '10');
    for (const q of [customer.mail, customer.mail.slice(0, 8), String(customer.customerId)]) {
      const found = await call(support, 'GET', `/admin/customers?q=${encodeURIComponent(q)}`);
      expect(found.statusCode).toBe(200);
      expect(found.json().data.items.map((c: { id: number }) => c.id)).toContain(
        customer.customerId,
      );
    }
    const page = await call(support, 'GET', '/admin/customers?pageSize=1&page=1');
    expect(page.json().data.items).toHaveLength(1);
    expect(page.json().data.total).toBeGreaterThan(1);
    const detail = await call(support, 'GET', `/admin/customers/${customer.customerId}`);
    expect(detail.json().data.balances).toMatchObject([
      { currency: 'USD', available: '10.00000000' },
    ]);
    expect(detail.json().data.sessions.length).toBeGreaterThan(0);
  });

  it('finds a customer by what an operator has in hand: verified name, invite code, IBAN, wallet, deposit hash', async () => {
    const customer = await fundedCustomer(t, '10');
    const id = customer.customerId;
    const legal = `Adaline ${randomBytes(4).toString('hex')}`;
    await t.database.pool.query(
      `INSERT INTO kyc_submissions (customer_id, kind, first_name, last_name, status)
       VALUES ($1, 'idcard', $2, 'Lovelace', 'passed')`,
      [id, legal],
    );
    const address = `0x${randomBytes(20).toString('hex')}`;
    await t.database.pool.query(
      `INSERT INTO crypto_wallets (customer_id, name, currency, network, address)
       VALUES ($1, 'Cold', 'USDT', 'ERC20', $2)`,
      [id, address],
    );
    const hash = randomBytes(32).toString('hex');
    await t.database.pool.query(
      `INSERT INTO deposits (customer_id, type, currency, money, network, tx_hash, reference,
                             account_currency, timezone)
       VALUES ($1, 'crypto', 'USDT', '5', 'ERC20', $2, $3, 'USD', 'UTC')`,
      [id, hash, `T${randomBytes(5).toString('hex')}`],
    );
    await bindBankCard(t, customer.token);
    const { rows } = await t.database.pool.query<{ invite_code: string }>(
      'SELECT invite_code FROM customers WHERE id = $1',
      [id],
    );
    const found = async (q: string) =>
      (
        (
          await call(support, 'GET', `/admin/customers?q=${encodeURIComponent(q)}&pageSize=100`)
        ).json().data.items as { id: number }[]
      ).map((c) => c.id);
    for (const q of [
      `${legal} Lovelace`,
      legal.toUpperCase(),
      rows[0]?.invite_code.toLowerCase() ?? '',
      'de89 3704 0044 0532 0130 00',
      address.toUpperCase().replace('0X', '0x'),
      `0x${hash}`,
    ])
      expect(await found(q), q).toContain(id);
    // A stranger's name finds nothing of theirs; a name never verified is not a legal name.
    expect(await found(`Nobody ${randomBytes(4).toString('hex')}`)).toEqual([]);
  });

  it('a login freeze ends the sessions and refuses sign-in with the reason; unfreezing lets them in', async () => {
    const customer = await fundedCustomer(t, '10');
    const frozen = await call(reviewer, 'POST', `/admin/customers/${customer.customerId}/freeze`, {
      scope: 'login',
      reason: 'identity check',
    });
    expect(frozen.statusCode, frozen.body).toBe(200);
    const profile = await t.app.inject({
      url: '/api/v1/member/profile',
      headers: as(customer.token),
    });
    expect(profile.statusCode).toBe(401);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/member/login',
        payload: { mail: customer.mail, password: customer.password },
      });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_LOGIN_FROZEN' });
    expect(refused.json().message).toContain('identity check');
    await call(reviewer, 'POST', `/admin/customers/${customer.customerId}/unfreeze`, {
      scope: 'login',
    });
    expect((await login()).statusCode).toBe(200);
    expect((await auditRows('customer', customer.customerId)).map((r) => r.action)).toEqual([
      'customer.freeze.login',
      'customer.unfreeze.login',
    ]);
  });

  it('a trading freeze refuses new buys with the reason, and never a sale of what they hold', async () => {
    prices.set('US:AAPL', '100', { bid: '99.9', ask: '100' });
    const customer = await fundedCustomer(t, '10000');
    const order = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: as(customer.token),
        payload: { key: 'US:AAPL', type: 'market', payPassword: '123456', ...payload },
      });
    const bought = await order({ side: 'buy', quantity: '2' });
    expect(bought.statusCode, bought.body).toBe(200);
    await call(reviewer, 'POST', `/admin/customers/${customer.customerId}/freeze`, {
      scope: 'trading',
      reason: 'margin review',
    });
    const refused = await order({ side: 'buy', quantity: '1' });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_TRADING_FROZEN' });
    expect(refused.json().message).toContain('margin review');
    const [position] = (
      await t.database.db.execute<{ id: number }>(
        sql`SELECT id FROM positions WHERE customer_id = ${customer.customerId} AND status = 'open'`,
      )
    ).rows;
    const close = await t.app.inject({
      method: 'POST',
      url: `/api/v1/positions/${position?.id}/close`,
      headers: { ...as(customer.token), 'idempotency-key': 'close-while-frozen-1' },
      payload: { quantity: '2', payPassword: '123456' },
    });
    expect(close.statusCode, close.body).toBe(200);
  });

  it('a forced password reset ends every session, sends a reset code, and tells only the right password why it is refused', async () => {
    const customer = await fundedCustomer(t, '1');
    const sentBefore = t.outbox.length;
    const reset = await call(
      reviewer,
      'POST',
      `/admin/customers/${customer.customerId}/password-reset`,
    );
    expect(reset.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/v1/member/profile', headers: as(customer.token) }))
        .statusCode,
    ).toBe(401);
    // The code goes where every verification code goes: the notifier, to the sign-in address.
    const sent = t.outbox.slice(sentBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'email', to: customer.mail });
    expect(sent[0]?.body).toContain(sent[0]?.code ?? 'no code');
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/member/login',
        headers: { 'accept-language': 'de' },
        payload: { mail: customer.mail, password },
      });
    // A wrong password learns nothing, not even that a reset happened.
    const wrong = await login('not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    // The right one opens no session and is told why, in the reader's language.
    const right = await login(customer.password);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      code: 'PASSWORD_RESET_REQUIRED',
      message:
        'Ihr Passwort wurde vom Support zurückgesetzt. Legen Sie mit „Passwort vergessen?“ ein neues fest.',
    });
    expect(right.body).not.toContain('token');
    const inbox = await t.database.db.execute<{ template: string }>(
      sql`SELECT template FROM inbox_messages WHERE customer_id = ${customer.customerId}
           ORDER BY id DESC LIMIT 1`,
    );
    expect(inbox.rows[0]?.template).toBe('passwordResetRequired');
    // The delivered code sets a new password: that ends the reset, and it signs in.
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/password/reset',
      payload: {
        channel: 'email',
        mail: customer.mail,
        code: t.lastCode(customer.mail),
        password: 'brand-new-42',
      },
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect((await login(customer.password)).json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const signedIn = await login('brand-new-42');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('support sends an inbox message; VIP is set by a reviewer, not by support', async () => {
    const customer = await fundedCustomer(t, '1');
    const sent = await call(support, 'POST', `/admin/customers/${customer.customerId}/messages`, {
      title: 'Hello',
      body: 'Your documents arrived.',
    });
    expect(sent.statusCode).toBe(200);
    const inbox = await t.app.inject({ url: '/api/v1/inbox', headers: as(customer.token) });
    expect(inbox.json().data.items[0]).toMatchObject({
      title: 'Hello',
      body: 'Your documents arrived.',
    });
    expect(
      (await call(support, 'PUT', `/admin/customers/${customer.customerId}/vip`, { vip: true }))
        .statusCode,
    ).toBe(403);
    const vip = await call(reviewer, 'PUT', `/admin/customers/${customer.customerId}/vip`, {
      vip: true,
    });
    expect(vip.json().data.vip).toBe(true);
  });
});

describe('ledger explorer', () => {
  it('an adjustment is one journal entry whose reason the customer reads on their statement', async () => {
    const customer = await fundedCustomer(t, '5');
    const adjust = (token: string, body: object, key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/ledger/adjustments',
        headers: { ...as(token), 'idempotency-key': key },
        payload: body,
      });
    const refund = {
      customerId: customer.customerId,
      currency: 'USD',
      amount: '2.5',
      reason: 'Fee refund, ticket 42',
    };
    const key = `adjustment-${customer.customerId}`;
    // A double click: the same key and body twice, in parallel, post one entry.
    const [adjusted, twin] = await Promise.all([
      adjust(admin, refund, key),
      adjust(admin, refund, key),
    ]);
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(twin.json()).toEqual(adjusted.json());
    const statement = await t.app.inject({ url: '/api/v1/statement', headers: as(customer.token) });
    expect(statement.json().data.items[0]).toMatchObject({
      type: 'adjustment',
      cash: '2.50000000',
      by: 'operator',
      reason: 'Fee refund, ticket 42',
    });
    // A debit beyond the available cash is refused, nothing written.
    const over = await adjust(
      admin,
      { customerId: customer.customerId, currency: 'USD', amount: '-100', reason: 'too much' },
      `overdraw-${customer.customerId}`,
    );
    expect(over.statusCode).toBe(409);
    // Reviewers cannot adjust.
    expect(
      (await adjust(reviewer, { ...refund, amount: '1' }, `reviewer-${customer.customerId}`))
        .statusCode,
    ).toBe(403);
    const entries = await call(
      support,
      'GET',
      `/admin/ledger/entries?customerId=${customer.customerId}&type=adjustment`,
    );
    expect(entries.json().data.items).toHaveLength(1);
    expect(entries.json().data.items[0].postings).toHaveLength(2);
    const check = await call(reviewer, 'POST', '/admin/ledger/check');
    expect(check.json().data).toMatchObject({ ok: true, breaches: 0 });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('dashboard and audit log', () => {
  it('answers aggregate/stat with queues, 30 days and the last ledger check, never cached', async () => {
    const stats = await call(support, 'GET', '/aggregate/stat');
    expect(stats.statusCode).toBe(200);
    expect(stats.headers['cache-control']).toBe('no-store');
    const data = stats.json().data;
    expect(data.customers.total).toBeGreaterThan(0);
    expect(data.last30Days).toHaveLength(30);
    expect(data.ledgerCheck).toMatchObject({ ok: true });
  });

  it('is searchable by action, admins only, and nobody can change it, the owner neither', async () => {
    const found = await call(admin, 'GET', '/admin/audit?action=customer.&pageSize=5');
    expect(found.statusCode).toBe(200);
    expect(found.json().data.items.length).toBeGreaterThan(0);
    expect(found.json().data.items[0].actorName).toMatch(/^(reviewer|support|superadmin)-/);
    expect((await call(reviewer, 'GET', '/admin/audit')).statusCode).toBe(403);
    await expect(t.database.db.execute(sql`UPDATE audit_log SET comment = 'x'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
    await withOwner(t.database.url, async (db) => {
      await expect(db.execute(sql`UPDATE audit_log SET comment = 'x'`)).rejects.toMatchObject({
        cause: { code: 'AU001' },
      });
      await expect(db.execute(sql`TRUNCATE audit_log`)).rejects.toMatchObject({
        cause: { code: 'AU001' },
      });
    });
  });
});
