import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/invariants.ts';
import { pdfDocument } from '../../../test/support/images.ts';
import { multipart } from '../../../test/support/multipart.ts';
import { as, balances } from '../../../test/support/funding.ts';
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

const TX = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const ERC20_SHARED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

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

const audit = async (id: number, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/deposits/${id}/audit`,
    headers: as(reviewer),
    payload: { version: await currentVersion(t, 'deposits', id), ...body },
  });

const eur = async (token: string) => (await balances(t, token)).find((b) => b.currency === 'EUR');
const usdt = async (token: string) => (await balances(t, token)).find((b) => b.currency === 'USDT');

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
    expect(message.body).toContain('600.00 EUR of the 1,000.00 EUR submitted');
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

describe('the reference issued before the transfer (issue 31 item 7)', () => {
  const issue = async (token: string): Promise<string> =>
    (
      await t.app.inject({ method: 'GET', url: '/api/v1/deposit/reference', headers: as(token) })
    ).json().data.reference;
  const depositQuoting = (token: string, reference: string, proofId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/deposit',
      headers: as(token),
      payload: { type: 'bank', currency: 'EUR', money: '100', proof: proofId, reference },
    });

  it('the deposit carries the reference the customer was given and quoted', async () => {
    const { token } = await signUpCustomer(t);
    const reference = await issue(token);
    expect(reference).toMatch(/^D[0-9A-F]{10}$/);
    expect(await issue(token)).not.toBe(reference);
    const response = await depositQuoting(token, reference.toLowerCase(), await proof(token));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.reference).toBe(reference);
  });

  it('a reference not in the issued form is refused, translated', async () => {
    const { token } = await signUpCustomer(t);
    const response = await depositQuoting(token, 'X123', await proof(token));
    expect(response.statusCode).toBe(400);
    expect(String(response.json().message)).toContain('The reference is D followed by ten');
  });

  it('100 parallel deposits quoting one reference, from two customers: one is recorded', async () => {
    const [a, b] = [await signUpCustomer(t), await signUpCustomer(t)];
    const reference = await issue(a.token);
    const proofs = { [a.token]: await proof(a.token), [b.token]: await proof(b.token) };
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        const token = i % 2 === 0 ? a.token : b.token;
        return depositQuoting(token, reference, proofs[token] ?? '');
      }),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused.every((r) => r.statusCode === 409)).toBe(true);
    expect(refused.every((r) => r.json().code === 'DEPOSIT_REFERENCE_USED')).toBe(true);
    const { rows } = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM deposits WHERE reference = $1',
      [reference],
    );
    expect(rows[0].n).toBe(1);
  });
});

describe('crypto declarations', () => {
  it('a declaration waits and never credits by itself; an operator cannot pass it either', async () => {
    const { token } = await signUpCustomer(t);
    const submitted = await cryptoDeposit(token, '500', TX(1));
    expect(submitted.json().data).toMatchObject({
      status: 0,
      currency: 'USDT',
      accountCurrency: 'USDT',
      confirmations: 0,
      txHash: TX(1).slice(2),
    });
    expect(await usdt(token)).toBeUndefined();
    const id = submitted.json().data.id;
    expect((await audit(id, { decision: 'pass' })).json().code).toBe('CRYPTO_DEPOSIT_NEEDS_CHAIN');
    // Another customer may declare the same hash: the chain, not the first claim, decides.
    const other = await signUpCustomer(t);
    expect((await cryptoDeposit(other.token, '100', TX(1))).json().data.status).toBe(0);
  });

  it('shows the caller’s own addresses and the seed rules', async () => {
    const { token } = await signUpCustomer(t);
    const data = (
      await t.app.inject({ method: 'GET', url: '/api/v1/deposit/instructions', headers: as(token) })
    ).json().data;
    expect(data.requiredConfirmations).toBe(3);
    expect(data.reviewMinutes).toBe(5);
    expect(data.crypto.map((c: { network: string }) => c.network)).toEqual(['ERC20', 'TRC20']);
    expect(data.crypto[0].address).not.toBe(ERC20_SHARED);
  });
});

describe('deposits only in the platform’s currencies and units (finding 9)', () => {
  const storedFor = async (customerId: number) =>
    (
      await t.database.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM deposits WHERE customer_id = $1',
        [customerId],
      )
    ).rows[0]?.n;

  it.each([
    ['bank', 'ZZZ', '10'],
    ['bank', 'BTC', '10'],
    ['bank', 'USDT', '10'],
    ['bank', 'USD', '0.00000001'],
    ['bank', 'USD', '1.001'],
    ['crypto', 'USDT', '1.0000001'],
  ])(
    'refuses a %s deposit of %s %s with a translated 400, storing nothing',
    async (type, currency, money) => {
      const { token, customerId } = await signUpCustomer(t);
      const response =
        type === 'bank'
          ? await bankDeposit(token, money, currency)
          : await cryptoDeposit(token, money, TX(9));
      expect(response.statusCode).toBe(400);
      const { message } = response.json();
      expect(String(message)).toMatch(
        /Please enter the correct amount|not accepted for deposits|not supported here|decimal/,
      );
      const german = await t.app.inject({
        method: 'POST',
        url: '/api/v1/deposit',
        headers: { ...as(token), 'accept-language': 'de' },
        payload:
          type === 'bank'
            ? { type, currency, money, proof: await proof(token) }
            : { type, network: 'ERC20', money },
      });
      expect(german.statusCode).toBe(400);
      expect(String(german.json().message)).not.toBe(String(message));
      expect(await storedFor(customerId)).toBe(0);
      const funds = await t.app.inject({ method: 'GET', url: '/api/v1/funds', headers: as(token) });
      expect(funds.statusCode).toBe(200);
    },
  );

  it('accepts 1.01 USD and 1.000001 USDT', async () => {
    const { token } = await signUpCustomer(t);
    expect((await bankDeposit(token, '1.01', 'USD')).statusCode).toBe(200);
    expect((await cryptoDeposit(token, '1.000001', TX(10))).statusCode).toBe(200);
  });

  it('the ledger balances after all of it', async () => {
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
