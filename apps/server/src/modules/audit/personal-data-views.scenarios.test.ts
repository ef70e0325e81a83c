import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/support/funding.ts';
import { smallPng } from '../../../test/support/images.ts';
import { multipart } from '../../../test/support/multipart.ts';
import {
  newEnrolledOperator,
  signInWithCode,
  type TestOperator,
} from '../../../test/support/operator-accounts.ts';
import { createTestApp, signUpCustomer, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let support: TestOperator;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  support = await newEnrolledOperator(t, 'support');
  token = await signInWithCode(t, support, { ip: '10.60.0.1' });
});

const upload = async (customerToken: string) => {
  const body = multipart(
    { purpose: 'kyc' },
    { name: 'id.png', type: 'image/png', data: await smallPng() },
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/upload',
    payload: body.payload,
    headers: { ...body.headers, ...as(customerToken) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { id: string } }).data.id;
};

/** A customer whose KYC submission waits for review; answers it and its front image's id. */
const customerInKycReview = async () => {
  const customer = await signUpCustomer(t);
  const frontImage = await upload(customer.token);
  const submitted = await t.app.inject({
    method: 'POST',
    url: '/api/v1/kyc',
    headers: as(customer.token),
    payload: {
      type: 'idcard',
      firstName: 'Ada',
      lastName: 'Lovelace',
      idNumber: 'X1234567',
      frontImage,
      backImage: await upload(customer.token),
    },
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return { ...customer, frontImage };
};

type ViewRow = {
  actor: string;
  action: string;
  subject_id: string;
  after: unknown;
  ip: string;
} & Record<string, unknown>;

const viewsOf = async (customerId: number) =>
  (
    await t.database.db.execute<ViewRow>(
      sql`SELECT actor, action, subject_id, after, ip FROM audit_log
           WHERE subject_type = 'customer' AND subject_id = ${String(customerId)}
             AND action LIKE 'customer.%view' ORDER BY id`,
    )
  ).rows;

describe("an operator's read of a customer's personal data is in the audit log", () => {
  it('the customer page: who, which customer, from where', async () => {
    const { customerId } = await signUpCustomer(t);
    const read = await t.app.inject({
      url: `/api/v1/admin/customers/${customerId}`,
      headers: as(token),
      remoteAddress: '10.60.0.2',
    });
    expect(read.statusCode).toBe(200);
    expect(await viewsOf(customerId)).toEqual([
      {
        actor: `operator:${support.id}`,
        action: 'customer.view',
        subject_id: String(customerId),
        after: null,
        ip: '10.60.0.2',
      },
    ]);
    // A customer that does not exist was not read.
    const missing = await t.app.inject({
      url: '/api/v1/admin/customers/987654321',
      headers: as(token),
    });
    expect(missing.statusCode).toBe(404);
    expect(await viewsOf(987_654_321)).toEqual([]);
  });

  it('the KYC queue: one row for each customer whose submission the page shows', async () => {
    const [first, second] = [await customerInKycReview(), await customerInKycReview()];
    const page = await t.app.inject({
      url: '/api/v1/admin/kyc?status=review&pageSize=100',
      headers: as(token),
    });
    expect(page.statusCode).toBe(200);
    const shown = (page.json() as { data: { items: { customerId: number }[] } }).data.items.map(
      (item) => item.customerId,
    );
    expect(shown).toEqual(expect.arrayContaining([first.customerId, second.customerId]));
    for (const customer of [first, second])
      expect(await viewsOf(customer.customerId)).toMatchObject([
        { actor: `operator:${support.id}`, action: 'customer.kyc.view' },
      ]);
    const rows = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'customer.kyc.view'`,
    );
    expect(rows.rows[0]?.n).toBe(new Set(shown).size);
  });

  it('a document: the file and its purpose, under the customer who uploaded it; the customer’s own reads are not', async () => {
    const customer = await customerInKycReview();
    const own = await t.app.inject({
      url: `/api/v1/upload/${customer.frontImage}`,
      headers: as(customer.token),
    });
    expect(own.statusCode).toBe(200);
    const file = await t.app.inject({
      url: `/api/v1/admin/files/${customer.frontImage}`,
      headers: as(token),
    });
    expect(file.statusCode).toBe(200);
    expect(await viewsOf(customer.customerId)).toEqual([
      {
        actor: `operator:${support.id}`,
        action: 'customer.document.view',
        subject_id: String(customer.customerId),
        after: { fileId: customer.frontImage, purpose: 'kyc' },
        ip: '127.0.0.1',
      },
    ]);
  });
});
