import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtApps, SCRIPT } from '../../test/support/built-apps.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { dist: await builtApps({ precompressed: false }) });
});

const CANDLES = '/api/v1/market/candles?key=US:AAPL&interval=5m';
const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('API answers go out compressed', () => {
  it('a large answer goes as brotli to a browser that takes it, the same JSON unpacked', async () => {
    const plain = await get(CANDLES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(20_000);

    const packed = await get(CANDLES, 'gzip, deflate, br, zstd');
    expect(packed.statusCode).toBe(200);
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    expect(packed.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(brotliDecompressSync(packed.rawPayload).toString())).toEqual(plain.json());
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('a client taking gzip only gets gzip', async () => {
    const packed = await get(CANDLES, 'gzip');
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(packed.rawPayload).toString())).toEqual(
      (await get(CANDLES)).json(),
    );
  });

  it('an answer under 1 KB goes as it is', async () => {
    const small = await get('/api/v1/health/live', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('a compressed request body is not unpacked: it is refused, and nothing signs in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ mail: 'nobody@example.com', password: 'secret12' })),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('the built apps are left to their own precompressed copies, not compressed again', async () => {
    const script = await get('/assets/index-AbCd1234.js', 'br, gzip');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-encoding']).toBeUndefined();
    expect(script.body).toBe(SCRIPT);
  });
});
