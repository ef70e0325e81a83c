import { expect } from 'vitest';
import { postEntry } from '../../src/ledger/entries.ts';
import { signUpCustomer, type TestApp } from '../test-app.ts';
import { answerAppropriateness } from './appropriateness.ts';
import { pdfDocument } from './images.ts';
import { multipart } from './multipart.ts';

export const as = (token: string) => ({ authorization: `Bearer ${token}` });

/** Credits a customer's cash directly through a ledger entry (a test's stand-in for a passed deposit). */
export const fund = (t: TestApp, customerId: number, amount: string, currency = 'USD') =>
  t.database.db.transaction((tx) =>
    postEntry(tx, {
      type: 'deposit',
      customerId,
      description: 'test funding',
      actor: 'system:test',
      legs: [
        { account: { platform: 'bank', currency }, amount: `-${amount}` },
        { account: { customerId, kind: 'cash', currency }, amount },
      ],
    }),
  );

export const setPayPassword = async (
  t: TestApp,
  token: string,
  password = 'secret12',
  payPassword = '123456',
) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/member/paypwd',
    headers: as(token),
    payload: { password, payPassword },
  });
  if (response.statusCode !== 200) throw new Error(`paypwd: ${response.body}`);
};

/**
 * A new customer with the pay password 123456, `amount` of cash in `currency` and a passed
 * appropriateness questionnaire (loans and quant funds are closed without one).
 */
export const fundedCustomer = async (t: TestApp, amount = '10000', currency = 'USD') => {
  const customer = await signUpCustomer(t);
  await setPayPassword(t, customer.token);
  await fund(t, customer.customerId, amount, currency);
  const answered = await answerAppropriateness(t, customer.token);
  if (answered.statusCode !== 200) throw new Error(`appropriateness: ${answered.body}`);
  return customer;
};

/** A bank card as the binding form sends it, with the test pay password. */
export const BANK_CARD = {
  name: 'Main',
  accountName: 'Ada Lovelace',
  accountNumber: '0532013000',
  bankName: 'Commerzbank',
  branch: 'Frankfurt Kaiserplatz',
  bankCode: '37040044',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  payPassword: '123456',
};

/**
 * Makes a bound card or wallet an established payee: bound two days before the test clock,
 * past a new payee's cooling-off (24 hours by default), as if bound long ago.
 */
export const establishPayee = async (t: TestApp, kind: 'bank' | 'crypto', id: number) => {
  const table = kind === 'bank' ? 'bank_cards' : 'crypto_wallets';
  await t.database.pool.query(
    `UPDATE ${table} SET created_at = $2::timestamptz - interval '48 hours' WHERE id = $1`,
    [id, t.clock.now.toISOString()],
  );
};

/**
 * Binds BANK_CARD for the session `token`; answers the card's id. The card is an established
 * payee (establishPayee) unless `fresh`, when it was bound just now.
 */
export const bindBankCard = async (
  t: TestApp,
  token: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<number> => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/card/bank',
    headers: as(token),
    payload: BANK_CARD,
  });
  if (response.statusCode !== 200) throw new Error(`card/bank: ${response.body}`);
  const id = (response.json() as { data: { id: number } }).data.id;
  if (!fresh) await establishPayee(t, 'bank', id);
  return id;
};

export const markKycPassed = (t: TestApp, customerId: number) =>
  t.database.pool.query("UPDATE customers SET kyc_status = 'passed' WHERE id = $1", [customerId]);

export const balances = async (t: TestApp, token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/member/profile', headers: as(token) })).json()
    .data.balances as {
    currency: string;
    available: string;
    held: string;
  }[];

export const usd = async (t: TestApp, token: string) =>
  (await balances(t, token)).find((b) => b.currency === 'USD');

/** A bank deposit the customer declared with a proof, waiting for an operator's review. */
export const waitingBankDeposit = async (t: TestApp, token: string, money = '100') => {
  const body = multipart(
    { purpose: 'deposit-proof' },
    { name: 'slip.pdf', type: 'application/pdf', data: pdfDocument() },
  );
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/v1/upload',
    payload: body.payload,
    headers: { ...body.headers, ...as(token) },
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/deposit',
    headers: as(token),
    payload: { type: 'bank', currency: 'USD', money, proof: upload.json().data.id },
  });
  if (response.statusCode !== 200) throw new Error(`deposit: ${response.body}`);
  return response.json().data as { id: number };
};

/**
 * Signs the customer in again and keeps the new token on it: a test that moves the clock by
 * weeks outlives a session (30 days).
 */
export const signInAgain = async (
  t: TestApp,
  customer: { mail: string; password: string; token: string },
) => {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/member/login',
    payload: { mail: customer.mail, password: customer.password },
  });
  expect(login.statusCode, login.body).toBe(200);
  customer.token = (login.json() as { data: { token: string } }).data.token;
};
