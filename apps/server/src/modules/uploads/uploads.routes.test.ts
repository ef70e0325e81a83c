import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { jpegWithGps, pdfDocument, pngBomb, smallPng } from '../../../test/support/images.ts';
import { multipart } from '../../../test/support/multipart.ts';
import { createTestApp, signUpCustomer, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let token: string;
let otherToken: string;

beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_BYTES: String(200 * 1024) });
  token = (await signUpCustomer(t)).token;
  otherToken = (await signUpCustomer(t)).token;
});

const upload = (
  purpose: string,
  file?: { name: string; type: string; data: Buffer },
  bearer = token,
) => {
  const body = multipart({ purpose }, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/upload',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${bearer}` },
  });
};

describe('uploads', () => {
  it('re-encodes a JPEG so that no EXIF or GPS data is kept', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload('kyc', { name: 'me.jpg', type: 'image/jpeg', data: original });
    expect(response.statusCode).toBe(200);
    const { id, mime } = response.json().data;
    expect(mime).toBe('image/jpeg');
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/v1/upload/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['x-content-type-options']).toBe('nosniff');
    expect(stored.headers['content-disposition']).toContain('inline');
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from('SpyCam'))).toBe(false);
    expect(metadata.width).toBe(64);
  });

  it('serves a file only to its owner', async () => {
    const { id } = (
      await upload('kyc', { name: 'a.png', type: 'image/png', data: await smallPng() })
    ).json().data;
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/v1/upload/${id}`,
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(stranger.statusCode).toBe(404);
    const visitor = await t.app.inject({ method: 'GET', url: `/api/v1/upload/${id}` });
    expect(visitor.statusCode).toBe(401);
  });

  it('judges the type by content, not by the name or declared type', async () => {
    const response = await upload('kyc', {
      name: 'photo.png',
      type: 'image/png',
      data: Buffer.from('<script>alert(1)</script>'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('accepts a PDF only where documents are allowed', async () => {
    expect(
      (await upload('kyc', { name: 'x.pdf', type: 'application/pdf', data: pdfDocument() })).json()
        .code,
    ).toBe('UNSUPPORTED_FILE_TYPE');
    const proof = await upload('deposit-proof', {
      name: 'x.pdf',
      type: 'application/pdf',
      data: pdfDocument(),
    });
    expect(proof.statusCode).toBe(200);
    expect(proof.json().data.mime).toBe('application/pdf');
  });

  it('refuses a PNG bomb without decoding it', async () => {
    const started = Date.now();
    const response = await upload('kyc', { name: 'bomb.png', type: 'image/png', data: pngBomb() });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('IMAGE_TOO_LARGE');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses a file over the size cap', async () => {
    const big = await sharp({
      create: { width: 1200, height: 1200, channels: 3, background: '#123456' },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const response = await upload('kyc', { name: 'big.png', type: 'image/png', data: big });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('asks for the file when none is sent, with the seed message', async () => {
    const response = await upload('kyc');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'FILE_REQUIRED',
      message: 'Upload credentials are required',
    });
  });

  it('refuses an unknown purpose and a non-multipart body', async () => {
    expect(
      (await upload('selfie', { name: 'a.png', type: 'image/png', data: await smallPng() }))
        .statusCode,
    ).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload',
      payload: { purpose: 'kyc' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(json.statusCode).toBe(400);
  });

  it('nothing of the refused files was recorded', async () => {
    const { rows } = await t.database.pool.query(
      "SELECT count(*)::int AS n FROM files WHERE mime NOT IN ('image/jpeg','image/png','application/pdf')",
    );
    expect(rows[0].n).toBe(0);
  });
});
