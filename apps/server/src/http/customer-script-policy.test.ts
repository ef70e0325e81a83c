import { createHash } from 'node:crypto';
import { readFile, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../test/support/funding.ts';
import { builtApps } from '../../test/support/built-apps.ts';
import { createTestApp, signInOperator, type TestApp } from '../../test/test-app.ts';
import { inlineScriptHashes } from './customer-script-policy.ts';

let t: TestApp;
let admin: string;
let appPage: string;

beforeAll(async () => {
  const dist = await builtApps({ precompressed: false });
  appPage = path.join(dist.web, 'index.html');
  t = await createTestApp({}, { dist });
  admin = await signInOperator(t, 'superadmin');
});

const setSetting = (key: string, value: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/settings/${key}`,
    headers: as(admin),
    payload: { value },
  });

const scriptSrc = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  const policy = String(response.headers['content-security-policy']);
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src '));
};

const INLINE = "window.supportWidget = 'ready';";
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe("the customer scripts' origins and hashes in the page's Content-Security-Policy", () => {
  it("with nothing listed, the app's page runs its own scripts only", async () => {
    expect(await scriptSrc('/')).toBe("script-src 'self'");
  });

  it('adds exactly the listed origin and the hash of an inline snippet, to the customer page only', async () => {
    expect(
      (await setSetting('base.scriptOrigins', ['https://widget.example.com'])).statusCode,
    ).toBe(200);
    expect(
      (
        await setSetting(
          'base.custom',
          `<script src="https://widget.example.com/w.js"></script><script>${INLINE}</script>`,
        )
      ).statusCode,
    ).toBe(200);
    expect(await scriptSrc('/')).toBe(
      `script-src 'self' https://widget.example.com ${hashOf(INLINE)}`,
    );
    expect(await scriptSrc('/index.html')).toContain('https://widget.example.com');
    // The console and the API never run a customer script.
    expect(await scriptSrc('/admin/')).toBe("script-src 'self'");
    expect(await scriptSrc('/api/v1/setting/base')).toBe("script-src 'self'");
  });

  it('refuses an origin that is not an origin: a path, a wildcard, plain http elsewhere, a keyword', async () => {
    for (const origin of [
      'https://widget.example.com/w.js',
      'https://*.example.com',
      'http://widget.example.com',
      "'unsafe-inline'",
      'https:',
      'https://widget.example.com; script-src *',
    ]) {
      const response = await setSetting('base.scriptOrigins', [origin]);
      expect(response.statusCode, origin).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await scriptSrc('/')).toContain('https://widget.example.com');
  });

  it("allows the app page's own inline boot script by its hash, read again when a new build writes the page", async () => {
    const page = await readFile(appPage, 'utf8');
    const boot = (build: string) => `document.documentElement.dataset.build = '${build}';`;
    const withBoot = (build: string) =>
      page.replace('</head>', `<script>${boot(build)}</script></head>`);
    try {
      await writeFile(appPage, withBoot('one'));
      const first = (await scriptSrc('/'))?.split(' ');
      expect(first?.slice(0, 3)).toEqual(['script-src', "'self'", hashOf(boot('one'))]);
      await writeFile(appPage, withBoot('two'));
      // A later modification time, as a build made a moment later writes the page.
      await utimes(appPage, new Date(), new Date(Date.now() + 5_000));
      const second = (await scriptSrc('/'))?.split(' ');
      expect(second?.slice(0, 3)).toEqual(['script-src', "'self'", hashOf(boot('two'))]);
      expect(second).not.toContain(hashOf(boot('one')));
      // The console's page and the API never run it.
      expect(await scriptSrc('/admin/')).toBe("script-src 'self'");
      expect(await scriptSrc('/api/v1/setting/base')).toBe("script-src 'self'");
    } finally {
      await writeFile(appPage, page);
      await utimes(appPage, new Date(), new Date(Date.now() + 10_000));
    }
  });

  it('hashes the text of inline scripts only, as written between the tags', () => {
    expect(
      inlineScriptHashes(
        `<div></div><script type="text/javascript">${INLINE}</script><SCRIPT src=x.js></SCRIPT>`,
      ),
    ).toEqual([hashOf(INLINE)]);
  });

  it('serves the sources from a cache: no read per page load, a write through the settings applies at once', async () => {
    expect((await setSetting('base.scriptOrigins', ['https://one.example.com'])).statusCode).toBe(
      200,
    );
    expect(await scriptSrc('/')).toContain('https://one.example.com');
    // Written around the settings service (as another server copy would): not seen until the
    // cached value's time runs out.
    await t.database.pool.query(
      `UPDATE settings SET value = '["https://two.example.com"]'::jsonb WHERE key = 'base.scriptOrigins'`,
    );
    expect(await scriptSrc('/')).toContain('https://one.example.com');
    t.clock.advance(10_001);
    expect(await scriptSrc('/')).toContain('https://two.example.com');
    expect((await setSetting('base.scriptOrigins', ['https://three.example.com'])).statusCode).toBe(
      200,
    );
    expect(await scriptSrc('/')).toContain('https://three.example.com');
  });
});
