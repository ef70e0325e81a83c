import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/invariants.ts';
import { pdfDocument } from '../../../test/support/images.ts';
import { multipart } from '../../../test/support/multipart.ts';
import { as, balances, usd } from '../../../test/support/funding.ts';
import {
  createTestApp,
  signInOperator,
  signUpCustomer,
  type TestApp,
} from '../../../test/test-app.ts';

let t: TestApp;
let reviewer: string;

beforeAll(async () => {
  t = await createTestApp();
  reviewer = await signInOperator(t, 'reviewer');
});

const TX = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const ERC20_PLATFORM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

const proof = async (token: string) => {
  const body = multipart(
    { purpose: 'deposit-proof' },
    { name: 'slip.pdf', type: 'application/pdf', data: pdfDocument() },
  );
  return (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload',
      payload: body.payload,
      headers: { ...body.headers, ...as(token) },
    })
  ).json().data.id;
};

const bankDeposit = async (token: string, money: string, currency = 'EUR') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/deposit',
    headers: { ...as(token), 'x-timezone': 'Europe/Berlin' },
    payload: { type: 'bank', currency, money, proof: await proof(token) },
  });

const cryptoDeposit = (token: string, money: string, txHash: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/deposit',
    headers: as(token),
    payload: { type: 'crypto', network: 'ERC20', money, txHash },
  });

const audit = (id: number, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/deposits/${id}/audit`,
    headers: as(reviewer),
    payload: body,
  });

const report = (
  txHash: string,
  confirmations: number,
  amount: string,
  toAddress = ERC20_PLATFORM,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/chain/report',
    headers: as(reviewer),
    payload: { network: 'ERC20', txHash, toAddress, amount, confirmations },
  });

const eur = async (token: string) => (await balances(t, token)).find((b) => b.currency === 'EUR');

describe('bank deposits', () => {
  it('a submitted deposit waits (status 0) with its reference, money and time zone; nothing is credited yet', async () => {
    const { token } = await signUpCustomer(t);
    const response = await bankDeposit(token, '250.50');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 0,
      type: 'bank',
      currency: 'EUR',
      money: '250.50000000',
      timezone: 'Europe/Berlin',
      auditMoney: null,
    });
    expect(response.json().data.reference).toMatch(/^D[0-9A-F]{10}$/);
    expect(await eur(token)).toBeUndefined();
  });

  it('pass (1) credits the declared money through one entry and tells the customer', async () => {
    const { token } = await signUpCustomer(t);
    const id = (await bankDeposit(token, '250.50')).json().data.id;
    const passed = await audit(id, { decision: 'pass' });
    expect(passed.json().data).toMatchObject({
      status: 1,
      auditMoney: '250.50000000',
      convertedAmount: '250.50000000',
      fxRate: '1.00000000',
    });
    expect((await eur(token))?.available).toBe('250.50000000');
    const inbox = (
      await t.app.inject({ method: 'GET', url: '/api/v1/inbox', headers: as(token) })
    ).json().data.items;
    expect(inbox[0]).toMatchObject({ title: 'Deposit credited' });
    const statement = await t.database.pool.query(
      "SELECT count(*)::int AS n FROM journal_entries WHERE type = 'deposit' AND reference = $1",
      [passed.json().data.reference],
    );
    expect(statement.rows[0].n).toBe(1);
  });

  it('part (2) credits only the audited amount', async () => {
    const { token } = await signUpCustomer(t);
    const id = (await bankDeposit(token, '1000')).json().data.id;
    const tooMuch = await audit(id, { decision: 'part', auditMoney: '1000', comment: 'x' });
    expect(tooMuch.json().code).toBe('PART_AMOUNT_INVALID');
    const part = await audit(id, {
      decision: 'part',
      auditMoney: '600',
      comment: 'Only 600 EUR arrived',
    });
    expect(part.json().data).toMatchObject({ status: 2, auditMoney: '600.00000000' });
    expect((await eur(token))?.available).toBe('600.00000000');
    const [message] = (
      await t.app.inject({ method: 'GET', url: '/api/v1/inbox', headers: as(token) })
    ).json().data.items;
    expect(message.body).toContain('600.0000 EUR of the 1,000.0000 EUR submitted');
  });

  it('refuse (3) credits nothing; a second audit is refused and changes nothing', async () => {
    const { token } = await signUpCustomer(t);
    const id = (await bankDeposit(token, '80')).json().data.id;
    expect(
      (await audit(id, { decision: 'refuse', comment: 'No transfer received' })).json().data.status,
    ).toBe(3);
    const again = await audit(id, { decision: 'pass' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_REVIEWED');
    expect(await eur(token)).toBeUndefined();
  });

  it('two operators passing the same deposit at once credit it once', async () => {
    const { token } = await signUpCustomer(t);
    const id = (await bankDeposit(token, '70')).json().data.id;
    const results = await Promise.all([
      audit(id, { decision: 'pass' }),
      audit(id, { decision: 'pass' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await eur(token))?.available).toBe('70.00000000');
  });

  it('waiting deposits are listed for reviewers, filtered by status', async () => {
    const { token, customerId } = await signUpCustomer(t);
    const id = (await bankDeposit(token, '33')).json().data.id;
    const waiting = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/deposits?status=0&pageSize=100',
      headers: as(reviewer),
    });
    expect(waiting.json().data.items.find((d: { id: number }) => d.id === id)).toMatchObject({
      customerId,
      status: 0,
    });
    const passed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/deposits?status=1&pageSize=100',
      headers: as(reviewer),
    });
    expect(passed.json().data.items.find((d: { id: number }) => d.id === id)).toBeUndefined();
  });

  it('requires the transfer proof with the seed message', async () => {
    const { token } = await signUpCustomer(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/deposit',
      headers: as(token),
      payload: { type: 'bank', currency: 'EUR', money: '10' },
    });
    expect(response.json().message).toEqual(['Upload credentials are required']);
  });

  it.each(['0', '-5', 'abc', '1e5', '1.123456789'])(
    'refuses the amount %s with "Please enter the correct amount"',
    async (money) => {
      const { token } = await signUpCustomer(t);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/deposit',
        headers: as(token),
        payload: { type: 'bank', currency: 'EUR', money, proof: await proof(token) },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('Please enter the correct amount');
    },
  );
});

describe('crypto deposits and the chain watcher', () => {
  it('credits USDT to the USD account at 3 confirmations, exactly once however often it is reported', async () => {
    const { token } = await signUpCustomer(t);
    const submitted = await cryptoDeposit(token, '500', TX(1));
    expect(submitted.json().data).toMatchObject({
      status: 0,
      currency: 'USDT',
      accountCurrency: 'USD',
      confirmations: 0,
    });
    expect((await report(TX(1), 1, '500')).json().data).toMatchObject({
      status: 0,
      confirmations: 1,
    });
    expect((await report(TX(1), 2, '500')).json().data.status).toBe(0);
    expect(await usd(t, token)).toBeUndefined();
    const credited = await report(TX(1), 3, '500');
    expect(credited.json().data).toMatchObject({
      status: 1,
      auditMoney: '500.00000000',
      convertedAmount: '500.00000000',
    });
    await Promise.all([report(TX(1), 3, '500'), report(TX(1), 4, '500'), report(TX(1), 12, '500')]);
    expect((await usd(t, token))?.available).toBe('500.00000000');
    const records = (
      await t.app.inject({ method: 'GET', url: '/api/v1/deposit/records', headers: as(token) })
    ).json().data;
    expect(records.items[0]).toMatchObject({ status: 1, confirmations: 12 });
  });

  it('credits what arrived when less than declared (part)', async () => {
    const { token } = await signUpCustomer(t);
    await cryptoDeposit(token, '500', TX(2));
    expect((await report(TX(2), 3, '450.5')).json().data).toMatchObject({
      status: 2,
      auditMoney: '450.50000000',
    });
    expect((await usd(t, token))?.available).toBe('450.50000000');
  });

  it('refuses a transfer that went to another address, and credits nothing', async () => {
    const { token } = await signUpCustomer(t);
    await cryptoDeposit(token, '100', TX(3));
    const wrong = await report(TX(3), 3, '100', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359');
    expect(wrong.json().data.status).toBe(3);
    expect(await usd(t, token)).toBeUndefined();
  });

  it('an operator cannot pass a crypto deposit by hand, and a transaction hash is claimed once', async () => {
    const { token } = await signUpCustomer(t);
    const id = (await cryptoDeposit(token, '100', TX(4))).json().data.id;
    expect((await audit(id, { decision: 'pass' })).json().code).toBe('CRYPTO_DEPOSIT_NEEDS_CHAIN');
    const other = await signUpCustomer(t);
    expect((await cryptoDeposit(other.token, '100', TX(4))).json().code).toBe(
      'DEPOSIT_TX_DUPLICATE',
    );
  });

  it('shows the platform addresses and the seed rules', async () => {
    const { token } = await signUpCustomer(t);
    const data = (
      await t.app.inject({ method: 'GET', url: '/api/v1/deposit/instructions', headers: as(token) })
    ).json().data;
    expect(data.requiredConfirmations).toBe(3);
    expect(data.reviewMinutes).toBe(5);
    expect(data.crypto.map((c: { network: string }) => c.network)).toEqual(['ERC20', 'TRC20']);
  });

  it('the ledger balances after all of it', async () => {
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
