import { beforeAll, describe, expect, it } from 'vitest';
import { jpegWithGps, smallPng } from '../../../test/support/images.ts';
import { multipart } from '../../../test/support/multipart.ts';
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

const as = (token: string) => ({ authorization: `Bearer ${token}` });

const uploadImage = async (token: string, purpose = 'kyc') => {
  const body = multipart(
    { purpose },
    { name: 'id.jpg', type: 'image/jpeg', data: await jpegWithGps() },
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/upload',
    payload: body.payload,
    headers: { ...body.headers, ...as(token) },
  });
  return response.json().data.id as string;
};

const submit = async (token: string, overrides: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/kyc',
    headers: as(token),
    payload: {
      type: 'idcard',
      firstName: 'Ada',
      lastName: 'Lovelace',
      idNumber: 'X1234567',
      frontImage: await uploadImage(token),
      backImage: await uploadImage(token),
      ...overrides,
    },
  });

const review = async (id: number, body: object, token = reviewer) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/kyc/${id}/review`,
    headers: as(token),
    payload: { version: await currentVersion(t, 'kyc_submissions', id), ...body },
  });

const inbox = async (token: string, language = 'en') =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/inbox',
      headers: { ...as(token), 'accept-language': language },
    })
  ).json().data;

describe('KYC', () => {
  it('submitted documents go under review; a passed review verifies the customer and says so in the inbox', async () => {
    const { token, customerId } = await signUpCustomer(t);
    const events: string[] = [];
    const stop = t.app.deps.events.subscribe(customerId, (event) => events.push(event.type));
    const submitted = await submit(token);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data).toMatchObject({
      status: 'review',
      identity: { kind: 'idcard', status: 'review' },
    });
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/member/profile', headers: as(token) })
      ).json().data.kycStatus,
    ).toBe('review');

    const id = submitted.json().data.identity.id;
    const passed = await review(id, { decision: 'pass' });
    expect(passed.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/kyc', headers: as(token) })).json().data
        .status,
    ).toBe('passed');
    const messages = await inbox(token);
    expect(messages.items[0]).toMatchObject({ title: 'Identity verified', read: false });
    expect(events).toEqual(['kyc.result', 'inbox.message']);
    stop();
    const audit = await t.database.pool.query(
      "SELECT action, actor FROM audit_log WHERE subject_type = 'kyc_submission' AND subject_id = $1",
      [String(id)],
    );
    expect(audit.rows).toEqual([
      { action: 'kyc.pass', actor: expect.stringMatching(/^operator:\d+$/) },
    ]);
  });

  it('a rejection carries its reason, and the customer may submit again', async () => {
    const { token } = await signUpCustomer(t);
    const id = (await submit(token)).json().data.identity.id;
    expect((await submit(token)).json().code).toBe('KYC_IN_REVIEW');
    expect(
      (await review(id, { decision: 'reject', reason: 'The photo is blurred' })).statusCode,
    ).toBe(200);
    const overview = (
      await t.app.inject({ method: 'GET', url: '/api/v1/kyc', headers: as(token) })
    ).json().data;
    expect(overview).toMatchObject({
      status: 'rejected',
      identity: { status: 'rejected', reason: 'The photo is blurred' },
    });
    const [message] = (await inbox(token, 'de')).items;
    expect(message.body).toContain('The photo is blurred');
    expect(message.title).not.toBe('Identity verification rejected');
    const again = await submit(token, { type: 'passport' });
    expect(again.json().data).toMatchObject({
      status: 'review',
      identity: { kind: 'passport', status: 'review' },
    });
  });

  it('a review cannot be done twice, nor by a support operator', async () => {
    const { token } = await signUpCustomer(t);
    const id = (await submit(token)).json().data.identity.id;
    const support = await signInOperator(t, 'support');
    expect((await review(id, { decision: 'pass' }, support)).statusCode).toBe(403);
    expect((await review(id, { decision: 'pass' }, token)).statusCode).toBe(401);
    await review(id, { decision: 'pass' });
    const second = await review(id, { decision: 'reject', reason: 'late' });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('ALREADY_REVIEWED');
  });

  it('requires every field and both images, with translated messages', async () => {
    const { token } = await signUpCustomer(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/kyc',
      headers: as(token),
      payload: { type: 'idcard', firstName: 'Ada' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([
      'lastName is required.',
      'idNumber is required.',
      'Please upload the image.',
      'Please upload the image.',
    ]);
  });

  it("refuses another customer's images and images uploaded for something else", async () => {
    const { token } = await signUpCustomer(t);
    const other = await signUpCustomer(t);
    const foreign = await uploadImage(other.token);
    expect((await submit(token, { frontImage: foreign })).json().code).toBe('FILE_REQUIRED');
    const body = multipart(
      { purpose: 'signature' },
      { name: 's.png', type: 'image/png', data: await smallPng() },
    );
    const signature = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/upload',
        payload: body.payload,
        headers: { ...body.headers, ...as(token) },
      })
    ).json().data.id;
    expect((await submit(token, { backImage: signature })).json().code).toBe('FILE_REQUIRED');
  });

  it('takes a professional investor document separately', async () => {
    const { token } = await signUpCustomer(t);
    const document = await uploadImage(token, 'pro');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/kyc/pro',
      headers: as(token),
      payload: { document },
    });
    expect(response.json().data).toMatchObject({
      status: 'none',
      pro: { kind: 'pro', status: 'review' },
    });
  });
});

describe('KYC review queue', () => {
  it('lists submissions under review with their documents, readable by operators only', async () => {
    const { token, customerId } = await signUpCustomer(t);
    const id = (await submit(token)).json().data.identity.id;
    const support = await signInOperator(t, 'support');
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/kyc?status=review',
      headers: as(support),
    });
    const item = queue.json().data.items.find((row: { id: number }) => row.id === id);
    expect(item).toMatchObject({
      customerId,
      firstName: 'Ada',
      lastName: 'Lovelace',
      idNumber: 'X1234567',
      status: 'review',
    });
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/files/${item.frontFileId}`,
      headers: as(support),
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/kyc', headers: as(token) }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/admin/files/${item.frontFileId}`,
          headers: as(token),
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('inbox', () => {
  it('counts unread messages and marks them read, only for their owner', async () => {
    const { token } = await signUpCustomer(t);
    const other = await signUpCustomer(t);
    const id = (await submit(token)).json().data.identity.id;
    await review(id, { decision: 'pass' });
    const unread = () =>
      t.app
        .inject({ method: 'GET', url: '/api/v1/inbox/unread', headers: as(token) })
        .then((r) => r.json().data.unread);
    expect(await unread()).toBe(1);
    const [message] = (await inbox(token)).items;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/inbox/${message.id}/read`,
          headers: as(other.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/inbox/${message.id}/read`,
          headers: as(token),
        })
      ).statusCode,
    ).toBe(200);
    expect(await unread()).toBe(0);
  });
});
