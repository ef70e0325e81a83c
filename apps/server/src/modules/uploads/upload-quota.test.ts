import { beforeAll, describe, expect, it } from 'vitest';
import { smallPng } from '../../../test/support/images.ts';
import { multipart } from '../../../test/support/multipart.ts';
import { createTestApp, signUpCustomer, type TestApp } from '../../../test/test-app.ts';
import { UPLOAD_QUOTA_SETTING } from './upload-quota.ts';

/**
 * Security issue 14, finding 7: uploads had no per-customer quota (one customer stored
 * 200 MB in 11 s). The quota (files and bytes, the `uploads.quota` setting) is checked
 * and the row inserted under the customer's lock, so a parallel burst stores exactly the
 * quota and no more.
 */
let t: TestApp;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  png = await smallPng();
});

const setQuota = (quota: { files: number; bytes: number }) =>
  t.database.pool.query(
    `INSERT INTO settings (key, value) VALUES ($1, $2::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [UPLOAD_QUOTA_SETTING, JSON.stringify(quota)],
  );

const upload = (token: string, language = 'en') => {
  const body = multipart({ purpose: 'kyc' }, { name: 'a.png', type: 'image/png', data: png });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/upload',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}`, 'accept-language': language },
  });
};

const stored = async (customerId: number) => {
  const { rows } = await t.database.pool.query<{ n: number; bytes: number }>(
    'SELECT count(*)::int AS n, coalesce(sum(size), 0)::int AS bytes FROM files WHERE customer_id = $1',
    [customerId],
  );
  return rows[0] ?? { n: -1, bytes: -1 };
};

describe('the per-customer upload quota', () => {
  it('the seeded default is 50 files and 50 MB', async () => {
    const { rows } = await t.database.pool.query<{ value: unknown }>(
      'SELECT value FROM settings WHERE key = $1',
      [UPLOAD_QUOTA_SETTING],
    );
    expect(rows[0]?.value).toEqual({ files: 50, bytes: 52_428_800 });
  });

  it('120 parallel uploads against a quota of 7 files store exactly 7', async () => {
    await setQuota({ files: 7, bytes: 50 * 1024 * 1024 });
    const { token, customerId } = await signUpCustomer(t);
    const answers = await Promise.all(Array.from({ length: 120 }, () => upload(token)));
    const ok = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(ok).toHaveLength(7);
    expect((await stored(customerId)).n).toBe(7);
    expect(new Set(refused.map((a) => a.statusCode))).toEqual(new Set([409]));
    expect(new Set(refused.map((a) => a.json().code))).toEqual(new Set(['UPLOAD_QUOTA_EXCEEDED']));
    // Another customer has a quota of their own.
    const other = await signUpCustomer(t);
    expect((await upload(other.token)).statusCode).toBe(200);
  });

  it('100 parallel uploads against a byte quota store exactly what fits, translated refusal', async () => {
    const probe = await signUpCustomer(t);
    await setQuota({ files: 1000, bytes: 50 * 1024 * 1024 });
    const size = (await upload(probe.token)).json().data.size as number;
    await setQuota({ files: 1000, bytes: size * 5 + Math.floor(size / 2) });
    const { token, customerId } = await signUpCustomer(t);
    const answers = await Promise.all(Array.from({ length: 100 }, () => upload(token, 'de')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(await stored(customerId)).toEqual({ n: 5, bytes: size * 5 });
    const refusal = answers.find((a) => a.statusCode !== 200)?.json();
    expect(refusal?.code).toBe('UPLOAD_QUOTA_EXCEEDED');
    expect(refusal?.message).toMatch(/Speicherplatz/);
  });
});
