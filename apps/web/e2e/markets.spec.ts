import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiRegister, openRoute, seedStorage, snap, uniqueEmail } from './helpers';

/** True when some canvas of the chart has a painted, non-white pixel. */
const chartHasInk = (page: Page): Promise<boolean> =>
  page.getByTestId('candle-chart').evaluate((root) => {
    for (const canvas of root.querySelectorAll('canvas')) {
      if (canvas.width === 0 || canvas.height === 0) continue;
      const context = canvas.getContext('2d');
      if (!context) continue;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      for (let i = 0; i < data.length; i += 4 * 7) {
        const [r = 255, g = 255, b = 255, a = 0] = data.slice(i, i + 4);
        if (a > 0 && (r < 240 || g < 240 || b < 240)) return true;
      }
    }
    return false;
  });

test('markets: switch market, live quote, chart and the simulated label', async ({ page }) => {
  await openRoute(page, '/pages/main/market/index');
  await expect(page.getByTestId('list-stock')).toBeVisible();
  await expect(page.getByTestId('instrument-US:AAPL')).toBeVisible();
  await expect(page.getByTestId('simulated-badge').first()).toHaveText('Simulated prices');

  // The market choice survives a reload (local storage key `market`).
  await page.getByTestId('market-HK').click();
  await expect(page.getByTestId('instrument-HK:0700')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('market-HK')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('instrument-HK:0700')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('market'))).toContain('"type":"number"');

  // Live prices reach the list.
  await expect(page.getByTestId('price-HK:0700')).not.toHaveText('--');

  await page.getByTestId('instrument-HK:0700').click();
  await expect(page).toHaveURL(/#\/pages\/quote\/stock\?key=HK:0700$/);
  await expect(page.locator('.quote-name')).toHaveText('Tencent Holdings Ltd.');
  await expect(page.getByTestId('quote-price')).not.toHaveText('--');
  await expect(page.getByTestId('quote-summary').getByTestId('simulated-badge')).toBeVisible();
  await expect(page.getByTestId('market-state')).toHaveText('Market open');

  // The quote moves on its own: the time of the last tick changes within seconds.
  const time = page.getByTestId('quote-time');
  const first = await time.getAttribute('datetime');
  await expect.poll(() => time.getAttribute('datetime')).not.toBe(first);

  // The chart draws, and redraws for another interval.
  await expect(page.getByTestId('candle-chart')).toHaveAttribute('data-drawn', 'yes');
  await expect.poll(() => chartHasInk(page)).toBe(true);
  await page.getByTestId('interval-1d').click();
  await expect(page.getByTestId('interval-1d')).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => chartHasInk(page)).toBe(true);

  // Buy leads to the order screen of the trading issue.
  await page.getByTestId('trade-buy').click();
  await expect(page).toHaveURL(/#\/pages\/payment\/stock\?key=HK:0700&side=buy$/);
});

test('world indices and an index quote without trade buttons', async ({ page }) => {
  await openRoute(page, '/pages/main/market/index');
  await page.getByTestId('market-tab-indices').click();
  await page.getByTestId('instrument-DE:DAX').click();
  await expect(page).toHaveURL(/#\/pages\/quote\/globalindex\?key=DE:DAX$/);
  await expect(page.locator('.quote-name')).toHaveText('DAX');
  await expect(page.getByTestId('quote-price')).not.toHaveText('--');
  await expect(page.getByTestId('trade-buy')).toHaveCount(0);
  // The seed's other index routes show the same page.
  await openRoute(page, '/pages/quote/gin?key=US:SPX');
  await expect(page.locator('.quote-name')).toHaveText('S&P 500');
  await openRoute(page, '/pages/quote/stock?key=US:NOPE');
  await expect(page.getByTestId('quote-missing')).toBeVisible();
});

test('watchlist: a visitor is asked to log in, a customer adds, finds, reorders', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('watch');
  const token = await apiRegister(request, email, 'watch1234');

  // A visitor's star asks for a login.
  await openRoute(page, '/pages/quote/stock?key=US:MSFT');
  await expect(page.getByTestId('quote-price')).not.toHaveText('--');
  await page.getByTestId('add-to-watchlist').click();
  await expect(page.getByTestId('login-prompt')).toContainText('Please log in');
  await snap(page, 'market-visitor-login-popup');
  await page.getByTestId('prompt-login').click();
  await expect(page).toHaveURL(/#\/pages\/auth\/login/);
  await page.getByPlaceholder('Enter your email or user ID').fill(email);
  await page.getByPlaceholder('Enter your password').fill('watch1234');
  await page.getByTestId('login-submit').click();
  // Back on the quote the visitor starred, not on Profile.
  await expect(page).toHaveURL(/#\/pages\/quote\/stock\?key=US:MSFT$/);

  // Found by search, opened, added.
  await openRoute(page, '/pages/search/index');
  await page.getByTestId('search-view').locator('input').fill('Microsoft');
  await page.getByTestId('search-instruments').getByTestId('instrument-US:MSFT').click();
  await expect(page).toHaveURL(/#\/pages\/quote\/stock\?key=US:MSFT$/);
  await page.getByTestId('add-to-watchlist').click();
  await expect(page.getByTestId('add-to-watchlist')).toHaveAttribute('aria-pressed', 'true');
  // The search was remembered.
  await openRoute(page, '/pages/search/index');
  await expect(page.getByTestId('recent-searches')).toContainText('Microsoft');

  // In the Watchlists tab, live.
  await openRoute(page, '/pages/main/watchlist/index');
  await expect(page.getByTestId('watchlist-board')).toContainText('My watchlist');
  await expect(page.getByTestId('instrument-US:MSFT')).toBeVisible();
  await expect(page.getByTestId('price-US:MSFT')).not.toHaveText('--');

  // Reorder by long-press drag on the manage page.
  const [list] = await apiCall<{ id: number }[]>(request, token, 'GET', 'watchlists');
  if (!list) throw new Error('no default list');
  await apiCall(request, token, 'POST', `watchlists/${list.id}/items`, { key: 'US:AAPL' });
  await page.getByTestId('manage-watchlists').click();
  await expect(page).toHaveURL(/#\/pages\/main\/watchlist\/manage$/);
  const handle = page.getByTestId('drag-US:MSFT');
  await expect(page.getByTestId('manage-item-US:AAPL')).toBeVisible();
  const box = await handle.boundingBox();
  if (!box) throw new Error('no drag handle');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.waitForTimeout(450);
  for (let step = 1; step <= 6; step += 1) await page.mouse.move(x, y + step * 12);
  await page.mouse.up();
  await expect
    .poll(async () => {
      const lists = await apiCall<{ items: { key: string }[] }[]>(
        request,
        token,
        'GET',
        'watchlists',
      );
      return lists[0]?.items.map((item) => item.key);
    })
    .toEqual(['US:AAPL', 'US:MSFT']);

  // A second list, named.
  await page.getByTestId('create-watchlist').click();
  await page.getByTestId('name-input').locator('input').fill('Tech');
  await page.getByTestId('name-save').click();
  await expect(page.getByTestId('watchlist-manager')).toContainText('Tech');
});

test('news: list in the Markets tab, article, and a missing one', async ({ page }) => {
  await openRoute(page, '/pages/main/market/index');
  await page.getByTestId('market-tab-news').click();
  const first = page.getByTestId('news-list').locator('.news-row').first();
  const title = (await first.locator('.news-title').textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/#\/pages\/news\/detail\?id=\d+$/);
  await expect(page.locator('.news-article-title')).toHaveText(title);
  await expect(page.locator('.news-body p').first()).toBeVisible();
  await openRoute(page, '/pages/news/detail?id=999999');
  await expect(page.getByTestId('news-missing')).toBeVisible();
});

test('home shows live indices, popular stocks and headlines', async ({ page }) => {
  await openRoute(page, '/');
  await expect(page.getByTestId('index-strip').locator('.index-card').first()).toBeVisible();
  await expect(page.getByTestId('index-US:SPX').locator('.price-text')).not.toHaveText('--');
  await expect(page.getByTestId('home-popular').locator('.instrument-row')).toHaveCount(5);
  await expect(page.getByTestId('news-headlines').locator('.news-row')).toHaveCount(5);
  await page.getByTestId('home-popular-more').click();
  await expect(page).toHaveURL(/#\/pages\/product\/popular$/);
  await expect(page.getByTestId('movers')).toContainText('Top losers');
});

/** Where a Markets tab's label is on screen. */
const labelBox = async (page: Page, key: string) => {
  const box = await page.getByTestId(`market-tab-${key}`).boundingBox();
  if (!box) throw new Error(`no label for ${key}`);
  return { left: box.x, right: box.x + box.width };
};

const MARKET_TAB_KEYS = ['indices', 'news', 'stock', 'fund', 'ipo', 'blockTrade'];

/** No label is cut by the left edge, and `key`'s is whole on screen. */
const barIsReadable = async (page: Page, key: string): Promise<string[]> => {
  const width = page.viewportSize()?.width ?? 390;
  const problems: string[] = [];
  const active = await labelBox(page, key);
  if (active.left < 0 || active.right > width) problems.push(`${key} not whole`);
  for (const other of MARKET_TAB_KEYS) {
    const { left, right } = await labelBox(page, other);
    if (left < 0 && right > 0) problems.push(`${other} cut at the left edge`);
  }
  return problems;
};

for (const language of ['en', 'de', 'it', 'fr', 'es', 'jp', 'zh-Hans']) {
  test(`markets tab bar: labels whole, whichever tab is active (${language})`, async ({ page }) => {
    await seedStorage(page, { language });
    await openRoute(page, '/pages/main/market/index');
    // The list's first load has taken over ten seconds on a loaded CI machine.
    await expect(page.getByTestId('instrument-US:AAPL')).toBeVisible({ timeout: 30_000 });
    // Stock is active on arrival: World Indices, the first label, is whole on screen.
    await expect(
      page.locator('[role="tab"][aria-selected="true"] [data-testid="market-tab-stock"]'),
    ).toBeVisible();
    const width = page.viewportSize()?.width ?? 390;
    const first = await labelBox(page, 'indices');
    expect(first.left).toBeGreaterThanOrEqual(0);
    expect(first.right).toBeLessThanOrEqual(width);
    expect(await barIsReadable(page, 'stock')).toEqual([]);
    const shots = language === 'en' || language === 'de';
    if (shots) await snap(page, `market-tabs-stock-${language}`);
    for (const key of ['blockTrade', 'indices']) {
      await page.getByTestId(`market-tab-${key}`).click();
      await expect.poll(() => barIsReadable(page, key)).toEqual([]);
      // Block Trading lists the open block deals (or says there are none), not a placeholder.
      if (key === 'blockTrade') await expect(page.getByTestId('blocktrade-page')).toBeVisible();
      if (shots) await snap(page, `market-tabs-${key}-${language}`);
    }
  });
}

const SCREENS: { name: string; route: string; ready: string; click?: string; type?: string }[] = [
  { name: 'home', route: '/', ready: '[data-testid="index-US:SPX"] .price-text' },
  {
    name: 'markets-stock',
    route: '/pages/main/market/index',
    ready: '[data-testid="instrument-US:AAPL"]',
  },
  {
    name: 'markets-indices',
    route: '/pages/main/market/index',
    click: '[data-testid="market-tab-indices"]',
    ready: '[data-testid="instrument-US:SPX"]',
  },
  {
    name: 'markets-news',
    route: '/pages/main/market/index',
    click: '[data-testid="market-tab-news"]',
    ready: '.news-row',
  },
  { name: 'quote', route: '/pages/quote/stock?key=US:AAPL', ready: '[data-drawn="yes"]' },
  {
    name: 'watchlists',
    route: '/pages/main/watchlist/index',
    ready: '[data-testid="instrument-US:AAPL"]',
  },
  {
    name: 'watchlist-manage',
    route: '/pages/main/watchlist/manage',
    ready: '[data-testid="sortable-items"]',
  },
  {
    name: 'search',
    route: '/pages/search/index?q=bank',
    ready: '[data-testid="search-instruments"] .instrument-row',
  },
  { name: 'news-detail', route: '/pages/news/detail?id=1', ready: '.news-body' },
  { name: 'popular', route: '/pages/product/popular', ready: '[data-testid="movers"]' },
];

for (const language of ['en', 'de', 'zh-Hans']) {
  test(`market screens in ${language}`, async ({ page, request }) => {
    const token = await apiRegister(
      request,
      uniqueEmail(`shots-${language.toLowerCase()}`),
      'shots1234',
    );
    const [list] = await apiCall<{ id: number }[]>(request, token, 'GET', 'watchlists');
    for (const key of ['US:AAPL', 'HK:0700', 'DE:SAP', 'US:SPX'])
      await apiCall(request, token, 'POST', `watchlists/${list?.id ?? 0}/items`, { key });
    await seedStorage(page, { language, token });
    for (const screen of SCREENS) {
      await openRoute(page, screen.route);
      if (screen.click) await page.locator(screen.click).click();
      await expect(page.locator(screen.ready).first()).toBeVisible();
      await snap(page, `market-${screen.name}-${language}`);
    }
  });
}
