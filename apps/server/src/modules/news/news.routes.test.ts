import { LANGUAGE_KEYS } from '@brokerage/shared';
import de from '@brokerage/shared/locales/de.json' with { type: 'json' };
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { newsArticles, newsTranslations } from '../../db/schema/index.ts';
import { seedNews } from '../../seed/news.seed.ts';
import { NEWS_CONTENT } from './content/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const get = (url: string, language = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { 'accept-language': language } });

interface Item {
  id: number;
  slug: string;
  title: string;
}

const bySlug = async (slug: string, language = 'en') => {
  const items = (await get('news?pageSize=100', language)).json().data.items as Item[];
  const item = items.find((i) => i.slug === slug);
  if (!item) throw new Error(`${slug} is not listed`);
  return item;
};

describe('news list', () => {
  it('lists at least 20 articles, newest first, without logging in', async () => {
    const response = await get('news?pageSize=100');
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page.total).toBeGreaterThanOrEqual(20);
    expect(page.items).toHaveLength(page.total);
    const dates = page.items.map((i: { publishedAt: string }) => i.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.items[0]).toEqual({
      id: expect.any(Number),
      slug: expect.any(String),
      category: expect.any(String),
      title: expect.any(String),
      summary: expect.any(String),
      publishedAt: expect.any(String),
    });
  });

  it('pages through the articles without overlap', async () => {
    const first = (await get('news?page=1&pageSize=8')).json().data;
    const second = (await get('news?page=2&pageSize=8')).json().data;
    expect(first).toMatchObject({ page: 1, pageSize: 8 });
    expect(first.items).toHaveLength(8);
    expect(second.items).toHaveLength(8);
    const ids = [...first.items, ...second.items].map((i: Item) => i.id);
    expect(new Set(ids).size).toBe(16);
    const beyond = (await get(`news?page=100&pageSize=8`)).json().data;
    expect(beyond).toMatchObject({ items: [], total: first.total });
  });

  it('filters by category and refuses an unknown one', async () => {
    const funding = (await get('news?category=funding&pageSize=100')).json().data;
    expect(funding.total).toBeGreaterThan(0);
    expect(new Set(funding.items.map((i: { category: string }) => i.category))).toEqual(
      new Set(['funding']),
    );
    expect((await get('news?category=gossip')).statusCode).toBe(400);
  });

  it('answers in the request language', async () => {
    const german = await bySlug('market-and-limit-orders', 'de-DE,de;q=0.9');
    expect(german.title).toBe('Market-Order und Limit-Order');
    const japanese = await bySlug('market-and-limit-orders', 'ja');
    expect(japanese.title).toBe('成行注文と指値注文');
  });

  it('falls back to English for an unknown language', async () => {
    const english = await bySlug('market-and-limit-orders', 'en');
    const klingon = await bySlug('market-and-limit-orders', 'tlh');
    expect(klingon.title).toBe('Market orders and limit orders');
    expect(klingon).toEqual(english);
  });
});

describe('news detail', () => {
  it('opens one article with its body and the language it is in', async () => {
    const { id } = await bySlug('deposit-usdt');
    const response = await get(`news/${id}`, 'fr');
    expect(response.statusCode).toBe(200);
    const article = response.json().data;
    expect(article).toMatchObject({
      id,
      slug: 'deposit-usdt',
      category: 'funding',
      language: 'fr',
    });
    expect(article.title).toContain('Déposer des USDT');
    expect(article.bodyHtml).toContain('<strong>3 confirmations du réseau</strong>');
  });

  it('falls back per article to English when a translation is missing', async () => {
    const [row] = await t.database.db
      .insert(newsArticles)
      .values({ slug: 'english-only', category: 'platform', publishedAt: new Date('2020-01-01') })
      .returning();
    if (!row) throw new Error('insert failed');
    await t.database.db.insert(newsTranslations).values({
      articleId: row.id,
      language: 'en',
      title: 'Only in English',
      summary: 'No other language yet.',
      bodyHtml: '<p>Hello.</p>',
    });
    const article = (await get(`news/${row.id}`, 'de')).json().data;
    expect(article).toMatchObject({ title: 'Only in English', language: 'en' });
    const listed = await bySlug('english-only', 'zh-Hans');
    expect(listed.title).toBe('Only in English');
  });

  it('serves a hostile body written straight into the table as harmless HTML', async () => {
    const [row] = await t.database.db
      .insert(newsArticles)
      .values({ slug: 'hostile', category: 'platform', publishedAt: new Date('2020-01-02') })
      .returning();
    if (!row) throw new Error('insert failed');
    await t.database.db.insert(newsTranslations).values({
      articleId: row.id,
      language: 'en',
      title: 'Hostile',
      summary: 'A body nobody should have stored.',
      bodyHtml: [
        '<p onclick="steal()">Read <strong onmouseover="x()">this</strong></p>',
        '<script>alert(1)</script><style>p{}</style>',
        '<img src="x" onerror="alert(2)">',
        '<iframe src="https://example.com"></iframe>',
        '<a href="javascript:alert(3)">bad</a>',
        '<a href="JaVaScRiPt&colon;alert(4)">worse</a>',
        '<a href="http://example.com">plain http</a>',
        '<a href="https://example.com/ok" target="_self" onclick="x()">good</a>',
      ].join(''),
    });
    const article = (await get(`news/${row.id}`)).json().data;
    const html: string = article.bodyHtml;
    expect(html).not.toMatch(/<script|<style|<img|<iframe/i);
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).not.toMatch(/javascript/i);
    expect(html).not.toContain('http://');
    expect(html).toContain('<p>Read <strong>this</strong></p>');
    expect(html).toContain(
      '<a href="https://example.com/ok" rel="noopener noreferrer" target="_blank">good</a>',
    );
  });

  it('answers 404 NOT_FOUND, translated, for an unknown id', async () => {
    const response = await get('news/999999', 'de');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: de.errors.NOT_FOUND });
  });

  it('answers 400 for an id that is not a positive whole number', async () => {
    for (const id of ['abc', '1.5', '-3', '0', '99999999999']) {
      const response = await get(`news/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().code, id).toBe('VALIDATION_FAILED');
    }
  });
});

describe('news search', () => {
  it('finds articles by title or summary in the request language', async () => {
    const english = (await get('news/search?q=candlestick')).json().data as Item[];
    expect(english.map((i) => i.slug)).toContain('reading-candlestick-charts');
    const german = (await get('news/search?q=kerzenchart', 'de')).json().data as Item[];
    expect(german.map((i) => i.slug)).toEqual(['reading-candlestick-charts']);
    const bySummary = (await get('news/search?q=10%2C000%20shares')).json().data as Item[];
    expect(bySummary.map((i) => i.slug)).toContain('what-is-a-block-trade');
    const chinese = (await get('news/search?q=大宗交易', 'zh-Hans')).json().data as Item[];
    expect(chinese.map((i) => i.slug)).toContain('what-is-a-block-trade');
  });

  it('treats % and _ literally', async () => {
    expect((await get('news/search?q=%25')).json().data).toEqual([]);
    expect((await get('news/search?q=_')).json().data).toEqual([]);
    const percent = (await get('news/search?q=5%25%20a%20year')).json().data as Item[];
    expect(percent.map((i) => i.slug)).toEqual([]);
  });

  it('requires a query', async () => {
    expect((await get('news/search?q=')).statusCode).toBe(400);
  });
});

describe('news content', () => {
  it('has at least 20 articles with unique slugs', () => {
    expect(NEWS_CONTENT.length).toBeGreaterThanOrEqual(20);
    expect(new Set(NEWS_CONTENT.map((a) => a.slug)).size).toBe(NEWS_CONTENT.length);
  });

  it('translates every article into all 7 languages, each differing from English', () => {
    for (const article of NEWS_CONTENT) {
      expect(Object.keys(article.text).sort(), article.slug).toEqual([...LANGUAGE_KEYS].sort());
      for (const language of LANGUAGE_KEYS) {
        const text = article.text[language];
        const where = `${article.slug} ${language}`;
        expect(text.title.trim(), where).not.toBe('');
        expect(text.summary.trim(), where).not.toBe('');
        expect(text.body.trim(), where).not.toBe('');
        if (language === 'en') continue;
        expect(text.title, where).not.toBe(article.text.en.title);
        expect(text.summary, where).not.toBe(article.text.en.summary);
        expect(text.body, where).not.toBe(article.text.en.body);
      }
    }
  });

  it('stores every article in every language through the seed', async () => {
    const rows = await t.database.db.select().from(newsTranslations);
    for (const article of NEWS_CONTENT) {
      const stored = (await bySlug(article.slug)).id;
      expect(rows.filter((r) => r.articleId === stored).length, article.slug).toBe(7);
    }
  });

  it('seeds idempotently: a second run adds nothing and keeps edits', async () => {
    const { id } = await bySlug('diversification');
    const mine = and(eq(newsTranslations.articleId, id), eq(newsTranslations.language, 'it'));
    await t.database.db.update(newsTranslations).set({ title: 'Edited' }).where(mine);
    const [before] = await t.database.db.select({ n: count() }).from(newsTranslations);
    await seedNews(t.database.db);
    const [after] = await t.database.db.select({ n: count() }).from(newsTranslations);
    expect(after?.n).toBe(before?.n);
    expect((await bySlug('diversification', 'it')).title).toBe('Edited');
  });
});
