import { expect, test } from '@playwright/test';
import { apiLogin, misfits, openRoute, seedStorage, snap } from './helpers';

/**
 * Issue 19 item 10: in every language, the labels of the main screens fit their boxes. A label
 * whose text is wider than its box (clipped, cut to an ellipsis, or spilling over its neighbour)
 * is reported; so is a page wider than the phone.
 */
const SCREENS = [
  '/',
  '/pages/main/market/index',
  '/pages/main/watchlist/index',
  '/pages/main/trade/index',
  '/pages/main/profile/index',
  '/pages/quote/stock?key=US:AAPL',
  '/pages/payment/stock?key=US:AAPL&side=buy',
  '/pages/deposit/index',
  '/pages/withdraw/crypto?type=bank',
  '/pages/profile/transfer',
  '/pages/setting/index',
  '/pages/fund/index',
  '/pages/product/ipo/index',
  '/pages/quantify/index',
  '/pages/borrow/index',
];

const SHOT_LANGUAGES = new Set(['en', 'de', 'jp']);
const shotName = (route: string) =>
  route.replace(/^\/(pages\/)?/, '').replace(/[/?=&:]+/g, '-') || 'home';

for (const language of ['en', 'de', 'it', 'fr', 'es', 'jp', 'zh-Hans']) {
  test(`the labels of the main screens fit in ${language}`, async ({ page, request }) => {
    await seedStorage(page, { language, token: await apiLogin(request) });
    const report: string[] = [];
    for (const route of SCREENS) {
      await openRoute(page, route);
      await expect(page.locator('.page-body').first()).not.toBeEmpty();
      await page.waitForTimeout(300);
      for (const misfit of await misfits(page)) report.push(`${route}: ${misfit}`);
      // Looked at in en, de and jp: the languages of the screenshots.
      if (SHOT_LANGUAGES.has(language)) await snap(page, `fit-${language}-${shotName(route)}`);
    }
    expect(report).toEqual([]);
  });
}
