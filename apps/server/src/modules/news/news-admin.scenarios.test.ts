import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/support/funding.ts';
import { createTestApp, signInOperator, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInOperator(t, 'superadmin');
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: as(token),
    ...(payload ? { payload } : {}),
  });

const read = (id: number, language: string) =>
  t.app.inject({ url: `/api/v1/news/${id}`, headers: { 'accept-language': language } });

const listedIds = async (language = 'en') =>
  (
    await t.app.inject({
      url: '/api/v1/news?category=platform&pageSize=100',
      headers: { 'accept-language': language },
    })
  )
    .json()
    .data.items.map((item: { id: number }) => item.id);

const TEXTS = {
  en: {
    title: 'Maintenance on Sunday',
    summary: 'Deposits pause for an hour.',
    body: '<p>We upgrade the bank link.</p><script>alert(1)</script><a href="javascript:x">x</a>',
  },
  de: {
    title: 'Wartung am Sonntag',
    summary: 'Einzahlungen pausieren eine Stunde.',
    body: '<p>Wir erneuern die Bankanbindung.</p>',
  },
};

describe('news written in the console', () => {
  it('a draft is invisible; published, a German reader gets the German text and a French one the English, sanitized like the preview', async () => {
    const created = await call('POST', '/admin/news', { category: 'platform', texts: TEXTS });
    expect(created.statusCode, created.body).toBe(200);
    const draft = created.json().data;
    expect(draft).toMatchObject({ publishedAt: null, languages: ['en', 'de'] });
    expect(draft.texts.en.body).not.toContain('<script');
    expect(await listedIds()).not.toContain(draft.id);
    expect((await read(draft.id, 'en')).statusCode).toBe(404);

    const preview = await call('POST', '/admin/news/preview', {
      category: 'platform',
      language: 'en',
      text: TEXTS.en,
    });
    expect(preview.statusCode, preview.body).toBe(200);

    const published = await call('PUT', `/admin/news/${draft.id}/publish`, {
      version: draft.version,
      published: true,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await listedIds('de')).toContain(draft.id);

    const german = (await read(draft.id, 'de')).json().data;
    expect(german).toMatchObject({
      title: 'Wartung am Sonntag',
      summary: 'Einzahlungen pausieren eine Stunde.',
      bodyHtml: '<p>Wir erneuern die Bankanbindung.</p>',
      language: 'de',
    });
    const french = (await read(draft.id, 'fr')).json().data;
    expect(french).toMatchObject({ title: 'Maintenance on Sunday', language: 'en' });
    // The preview is what the customer is served, tag for tag.
    expect(french.bodyHtml).toBe(preview.json().data.bodyHtml);
    expect(french.bodyHtml).toBe(
      '<p>We upgrade the bank link.</p><a rel="noopener noreferrer" target="_blank">x</a>',
    );

    const down = await call('PUT', `/admin/news/${draft.id}/publish`, {
      version: published.json().data.version,
      published: false,
    });
    expect(down.statusCode).toBe(200);
    expect((await read(draft.id, 'de')).statusCode).toBe(404);

    const audit = await t.database.db.execute<{ action: string }>(
      sql`SELECT action FROM audit_log WHERE subject_type = 'news' AND subject_id = ${String(draft.id)} ORDER BY id`,
    );
    expect(audit.rows.map((row) => row.action)).toEqual([
      'news.create',
      'news.publish',
      'news.unpublish',
    ]);

    // The console's list names the author by username, not by their reference.
    const listed = (await call('GET', '/admin/news?pageSize=100')).json().data.items;
    const row = listed.find((item: { id: number }) => item.id === draft.id);
    const [operator] = (
      await t.database.db.execute<{ username: string }>(
        sql`SELECT username FROM operators WHERE id = ${Number(row.author.split(':')[1])}`,
      )
    ).rows;
    expect(row.author).toMatch(/^operator:\d+$/);
    expect(row.authorName).toBe(operator?.username);
    expect(row.authorName).toMatch(/^superadmin-/);
  });

  it('English is required, a stale edit is refused, and only admins write', async () => {
    const noEnglish = await call('POST', '/admin/news', {
      category: 'platform',
      texts: { de: TEXTS.de },
    });
    expect(noEnglish.statusCode).toBe(400);
    const unknownCategory = await call('POST', '/admin/news', {
      category: 'gossip',
      texts: TEXTS,
    });
    expect(unknownCategory.statusCode).toBe(400);

    const created = (
      await call('POST', '/admin/news', { category: 'trading', texts: TEXTS })
    ).json().data;
    const edit = { version: created.version, category: 'trading', texts: { en: TEXTS.en } };
    const first = await call('PUT', `/admin/news/${created.id}`, edit);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.languages).toEqual(['en']);
    const stale = await call('PUT', `/admin/news/${created.id}`, edit);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('RECORD_CHANGED');

    const reviewer = await signInOperator(t, 'reviewer');
    expect((await call('GET', '/admin/news', undefined, reviewer)).statusCode).toBe(403);
    const list = await call('GET', '/admin/news?pageSize=5');
    expect(list.json().data.items[0].id).toBe(created.id);
  });
});
