import { inflateSync } from 'node:zlib';
import { expect } from 'vitest';
import { signInOperator, type TestApp } from '../test-app.ts';
import { as, fundedCustomer } from './funding.ts';
import { smallPng } from './images.ts';
import { multipart } from './multipart.ts';

/**
 * Opens a lot for a customer directly (a test's stand-in for a filled buy, as `fund` is for a
 * deposit): `quantity` shares of `key` bought at `price`, no fee. Answers the lot's id.
 */
export const giveLot = async (
  t: TestApp,
  customerId: number,
  key: string,
  quantity: string,
  price: string,
): Promise<number> => {
  const [market, symbol] = key.split(':');
  const result = await t.database.pool.query(
    `INSERT INTO positions (customer_id, instrument_id, instrument_key, currency, quantity,
       opened_quantity, open_price, open_cost, open_fee, opened_at)
     SELECT $1, id, $2, currency, $3, $3, $4, $3::numeric * $4::numeric, 0, $5 FROM instruments
      WHERE market = $6 AND symbol = $7
     RETURNING id`,
    [customerId, key, quantity, price, t.clock.now.toISOString(), market, symbol],
  );
  if (result.rows.length !== 1) throw new Error(`no instrument ${key}`);
  return Number(result.rows[0].id);
};

/** The loan routes as a customer and an operator use them, for the test app `current()` answers. */
export const loanKit = (current: () => TestApp) => {
  const upload = async (token: string, purpose: 'loan' | 'signature') => {
    const body = multipart(
      { purpose },
      { name: 'a.png', type: 'image/png', data: await smallPng() },
    );
    const response = await current().app.inject({
      method: 'POST',
      url: '/api/v1/upload',
      headers: { ...as(token), ...body.headers },
      payload: body.payload,
    });
    if (response.statusCode !== 200) throw new Error(`upload: ${response.body}`);
    return response.json().data.id as string;
  };

  /**
   * A customer with cash, a pay password, the image and signature an application needs, and
   * (unless `collateral` is false) holdings to borrow against: 10,000 US:AAPL, whose value at
   * any simulated price lends far more than these tests borrow.
   */
  const borrower = async (cash = '100', { collateral = true }: { collateral?: boolean } = {}) => {
    const customer = await fundedCustomer(current(), cash);
    if (collateral) await giveLot(current(), customer.customerId, 'US:AAPL', '10000', '100');
    const imageFileId = await upload(customer.token, 'loan');
    const signatureFileId = await upload(customer.token, 'signature');
    return { ...customer, imageFileId, signatureFileId };
  };

  type Borrower = Awaited<ReturnType<typeof borrower>>;

  const apply = (b: Borrower, overrides: Record<string, unknown> = {}) =>
    current().app.inject({
      method: 'POST',
      url: '/api/v1/loans',
      headers: as(b.token),
      payload: {
        currency: 'USD',
        amount: '1000',
        periodDays: 7,
        imageFileId: b.imageFileId,
        signatureFileId: b.signatureFileId,
        agreed: true,
        ...overrides,
      },
    });

  /** Operator sessions end after 12 hours, and these tests move the clock by days: sign in anew. */
  const review = async (id: number, body: Record<string, unknown>) =>
    current().app.inject({
      method: 'POST',
      url: `/api/v1/admin/loans/${id}/review`,
      headers: as(await signInOperator(current(), 'reviewer')),
      payload: body,
    });

  const approvedLoan = async (b: Borrower, overrides: Record<string, unknown> = {}) => {
    const applied = (await apply(b, overrides)).json().data;
    const approved = await review(applied.id, { decision: 'approve', version: applied.version });
    expect(approved.statusCode).toBe(200);
    return approved.json().data as { id: number; version: number };
  };

  const detail = async (b: Borrower, id: number) =>
    (
      await current().app.inject({
        method: 'GET',
        url: `/api/v1/loans/${id}`,
        headers: as(b.token),
      })
    ).json().data;

  const repay = (b: Borrower, id: number, amount: string, key?: string) =>
    current().app.inject({
      method: 'POST',
      url: `/api/v1/loans/${id}/repay`,
      headers: { ...as(b.token), ...(key ? { 'idempotency-key': key } : {}) },
      payload: { amount, payPassword: '123456' },
    });

  const agreement = (b: Borrower, id: number) =>
    current().app.inject({
      method: 'GET',
      url: `/api/v1/loans/${id}/agreement`,
      headers: as(b.token),
    });

  return { upload, borrower, apply, review, approvedLoan, detail, repay, agreement };
};

export type LoanKit = ReturnType<typeof loanKit>;
export type Borrower = Awaited<ReturnType<LoanKit['borrower']>>;

/** The text drawn on the PDF's pages: its content streams inflated, hex strings decoded. */
export const pageText = (pdf: Buffer): string => {
  const raw = pdf.toString('latin1');
  let text = '';
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      const inflated = inflateSync(pdf.subarray(start, end)).toString('latin1');
      for (const hex of inflated.matchAll(/<([0-9A-Fa-f]+)> Tj/g))
        text += `${Buffer.from(hex[1] ?? '', 'hex').toString('latin1')}\n`;
    } catch {
      // An image or another binary stream.
    }
  }
  return text;
};
