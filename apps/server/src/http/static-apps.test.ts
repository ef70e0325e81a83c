import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtApps, SCRIPT } from '../../test/support/built-apps.ts';
import { createTestApp, signInOperator, type TestApp } from '../../test/test-app.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

let t: TestApp;
let plain: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { dist: await builtApps({ precompressed: true }) });
  plain = await createTestApp({}, { dist: await builtApps({ precompressed: false }) });
});

const get = (app: TestApp, url: string, acceptEncoding?: string) =>
  app.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('the built apps go out precompressed (brotli over gzip)', () => {
  it('a browser taking br and gzip gets the brotli copy of a script, with its own type', async () => {
    const response = await get(t, '/assets/index-AbCd1234.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
  });

  it('a browser taking gzip only gets the gzip copy', async () => {
    const response = await get(t, '/assets/index-AbCd1234.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('a client taking neither gets the file as it is, still marked as varying', async () => {
    const response = await get(t, '/assets/index-AbCd1234.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it.each([
    ['/', /^text\/html/],
    ['/assets/index-AbCd1234.css', /^text\/css/],
    ['/manifest.webmanifest', /^application\/manifest\+json/],
    ['/admin/', /^text\/html/],
    ['/admin/assets/index-Qw12.js', /javascript/],
  ])('%s goes out as brotli with its type', async (url, type) => {
    const response = await get(t, url, 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(type);
  });

  it('without the precompressed copies the server still sends every file, uncompressed', async () => {
    for (const url of ['/', '/assets/index-AbCd1234.js', '/admin/', '/sw.js']) {
      const response = await get(plain, url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBeUndefined();
    }
    expect((await get(plain, '/assets/index-AbCd1234.js', 'br')).body).toBe(SCRIPT);
  });
});

describe('caching of the built apps', () => {
  it.each([
    '/assets/index-AbCd1234.js',
    '/assets/index-AbCd1234.css',
    '/assets/logo-Zx9.png',
    '/admin/assets/index-Qw12.js',
  ])('hashed %s is kept for a year, immutable', async (url) => {
    const response = await get(t, url, 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each([
    '/',
    '/index.html',
    '/version.json',
    '/sw.js',
    '/registerSW.js',
    '/manifest.webmanifest',
    '/favicon.ico',
    '/icons/icon-192.png',
    '/admin/',
  ])('%s is revalidated on every use (no-cache)', async (url) => {
    const response = await get(t, url, 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('the console API answers are never stored', async () => {
    const token = await signInOperator(t);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/aggregate/stat',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
