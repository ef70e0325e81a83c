import { expect, test, type Page } from '@playwright/test';
import { LATER_GROUPS } from '../src/lib/i18n/dictionary-parts';
import { borrowerWithHoldings, openRoute, seedStorage } from './helpers';

/**
 * Issue 29, bytes: the entry routes' first screens are drawn from the first part of the
 * dictionary alone; its later part (lib/i18n/dictionary-parts.ts) is fetched after the first
 * render, and every other page waits for it. Here the later part never arrives: a key of its
 * groups on an entry route's first screen would show as itself ("settings.language").
 */

const LATER_KEY = new RegExp(`\\b(?:${[...LATER_GROUPS].join('|')})\\.[A-Za-z]`);

const withholdLaterPart = (page: Page) =>
  page.route(/\/assets\/dictionary-later-[\w-]+\.js$/, (route) => route.abort());

const ENTRY = [
  { name: 'home', hash: '/', ready: 'home', signedIn: false },
  { name: 'market', hash: '/pages/main/market/index', ready: 'market-page', signedIn: false },
  { name: 'quote', hash: '/pages/quote/stock?key=US:AAPL', ready: 'quote-page', signedIn: true },
  { name: 'trade', hash: '/pages/main/trade/index', ready: 'positions', signedIn: true },
  { name: 'login', hash: '/pages/auth/login', ready: 'login-form', signedIn: false },
] as const;

for (const language of ['en', 'zh-Hans'] as const) {
  test(`the entry routes' first screens need none of the later part (${language})`, async ({
    browser,
    request,
  }) => {
    const { token } = await borrowerWithHoldings(
      request,
      `dictionary-parts-${language.toLowerCase()}`,
    );
    for (const route of ENTRY) {
      const page = await browser.newPage();
      await seedStorage(page, { language, ...(route.signedIn ? { token } : {}) });
      await withholdLaterPart(page);
      await openRoute(page, route.hash);
      await expect(page.getByTestId(route.ready), route.name).toBeVisible();
      // The screen's data has arrived: the rows the API fills in.
      await page.waitForLoadState('networkidle');
      const text = await page.locator('body').innerText();
      expect(text.match(LATER_KEY)?.[0], `${route.name} shows a later key`).toBeUndefined();
      await page.close();
    }
  });
}

test('a page that is not an entry route waits for the whole dictionary', async ({ page }) => {
  await seedStorage(page, { language: 'de' });
  // The later part comes two seconds late: a page drawn before it would show its keys.
  await page.route(/\/assets\/dictionary-later-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await openRoute(page, '/pages/about/index');
  const about = page.getByTestId('about');
  await expect(about).toBeVisible();
  // Read once, as first drawn: no retrying until the words arrive.
  expect((await about.innerText()).match(LATER_KEY)?.[0]).toBeUndefined();
});
