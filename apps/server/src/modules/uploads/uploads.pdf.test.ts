import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { jpegWithGps, pdfDocument } from '../../../test/support/images.ts';
import { multipart } from '../../../test/support/multipart.ts';
import {
  createTestApp,
  signInOperator,
  signUpCustomer,
  type TestApp,
} from '../../../test/test-app.ts';

/**
 * Security issue 14, finding 7: a PDF with an `/OpenAction` JavaScript action was stored
 * byte for byte and served inline to operators. Active PDFs are now refused, and every
 * PDF is served as a sandboxed download; images are served re-encoded.
 */
let t: TestApp;
let token: string;
let operator: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signUpCustomer(t)).token;
  operator = await signInOperator(t, 'reviewer');
});

const pdf = (catalog: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R${catalog}>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

const upload = (purpose: string, file: { name: string; type: string; data: Buffer }) => {
  const body = multipart({ purpose }, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/upload',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
};

const read = (url: string, bearer: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}` } });

const expectSandboxedDownload = (headers: Record<string, unknown>) => {
  expect(headers['content-disposition']).toMatch(/^attachment;/);
  expect(headers['content-security-policy']).toMatch(/(^|;\s*)sandbox(;|$)/);
  expect(headers['content-security-policy']).toContain("default-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
};

describe('PDF uploads', () => {
  it.each([
    ['an /OpenAction /JS action', '/OpenAction<</S/JavaScript/JS(app.alert(1))>>'],
    ['a JS name spelt with #hh escapes', '/OpenAction<</S/J#61vaScript/J#53(app.alert(1))>>'],
    ['a /Launch action', '/OpenAction<</S/Launch/F(cmd.exe)>>'],
    ['embedded files', '/Names<</EmbeddedFiles 3 0 R>>'],
  ])('refuses a PDF with %s, storing nothing', async (_label, catalog) => {
    const before = await t.database.pool.query('SELECT count(*)::int AS n FROM files');
    const response = await upload('deposit-proof', {
      name: 'proof.pdf',
      type: 'application/pdf',
      data: pdf(catalog),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('PDF_ACTIVE_CONTENT');
    const after = await t.database.pool.query('SELECT count(*)::int AS n FROM files');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('stores a plain PDF and serves it, to its owner and to operators, only as a sandboxed download', async () => {
    for (const data of [pdfDocument(), pdf('/OpenAction[2 0 R/Fit]')]) {
      const stored = await upload('pro', { name: 'cert.pdf', type: 'application/pdf', data });
      expect(stored.statusCode).toBe(200);
      const { id } = stored.json().data;
      const own = await read(`/api/v1/upload/${id}`, token);
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      expectSandboxedDownload(own.headers);
      const admin = await read(`/api/v1/admin/files/${id}`, operator);
      expect(admin.statusCode).toBe(200);
      expectSandboxedDownload(admin.headers);
    }
  });
});

describe('images operators view', () => {
  it('are the re-encoded image, without EXIF or GPS, in a CSP sandbox', async () => {
    const original = await jpegWithGps();
    const { id } = (
      await upload('deposit-proof', { name: 'p.jpg', type: 'image/jpeg', data: original })
    ).json().data;
    const admin = await read(`/api/v1/admin/files/${id}`, operator);
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['content-type']).toBe('image/jpeg');
    expect(admin.headers['content-security-policy']).toMatch(/(^|;\s*)sandbox(;|$)/);
    expect(admin.headers['x-content-type-options']).toBe('nosniff');
    expect(admin.rawPayload.equals(original)).toBe(false);
    expect((await sharp(admin.rawPayload).metadata()).exif).toBeUndefined();
    expect(admin.rawPayload.includes(Buffer.from('SpyCam'))).toBe(false);
  });
});
