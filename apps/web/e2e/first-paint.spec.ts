import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { snap } from './helpers';

/**
 * Issue 29, "First paint from HTML": index.html carries the entry routes' shell (heading, tab
 * bar with its words, skeleton rows), rendered at build time from src/app/boot-shell.tsx, and
 * the boot script picks the route's and the stored language's variant before the first paint.
 */

const TABS = {
  en: ['Home', 'Markets', 'Watchlists', 'Trade', 'Profile'],
  'zh-Hans': ['首页', '行情', '自选', '交易', '我的'],
} as const;

const ENTRY = [
  { name: 'home', hash: '/', heading: { en: 'Brokerage', 'zh-Hans': 'Brokerage' }, tabs: true },
  {
    name: 'market',
    hash: '/pages/main/market/index',
    heading: { en: 'Markets', 'zh-Hans': '行情' },
    tabs: true,
  },
  {
    name: 'trade',
    hash: '/pages/main/trade/index',
    heading: { en: 'Trade', 'zh-Hans': '交易' },
    tabs: true,
  },
  {
    name: 'quote',
    hash: '/pages/quote/stock?key=US:AAPL',
    heading: { en: 'Stock quote', 'zh-Hans': '个股行情' },
    tabs: false,
  },
  {
    name: 'login',
    hash: '/pages/auth/login',
    heading: { en: 'Log in', 'zh-Hans': '登录' },
    tabs: false,
  },
] as const;

/** Home's first banner, Home's largest text. */
const BANNER = { en: 'Ten markets, one account', 'zh-Hans': '十个市场，一个账户' } as const;

/**
 * The app's entry script and stylesheets never arrive: what is painted is the HTML (with the
 * rules inlined at build time) and the boot script alone, as a first paint does not wait for the
 * stylesheets (scripts/critical-styles.ts). A page per address: a change of hash alone would
 * not load the document again.
 */
const seedLanguage = (key: string) => {
  localStorage.setItem(
    'store:language',
    JSON.stringify({ type: 'object', data: { state: { key }, version: 1 } }),
  );
};

const htmlOnlyContext = async (browser: Browser, language: string) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript(seedLanguage, language);
  await context.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await context.route(/\.css$/, (route) => route.abort());
  return context;
};

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, serviceWorkers: 'block' });

  test('every entry route gets its heading and the tab bar in the HTML; Home shows', async ({
    page,
  }) => {
    for (const route of ENTRY) {
      await page.goto(`/#${route.hash}`);
      const shell = page.getByTestId('boot-shell');
      // The route's variant is in the document (the boot script shows it when scripts run).
      const heading = shell.locator(`:is(header, .auth-brand)[data-r~="${route.name}"] h1`);
      if (route.name === 'home') {
        await expect(shell.locator('.df-name')).toHaveText(/Brokerage/);
      } else {
        await expect(heading.first()).toContainText(route.heading.en);
        await expect(heading.first()).toContainText(route.heading['zh-Hans']);
      }
      const tabBar = shell.locator('.boot-tab-bar');
      for (const label of [...TABS.en, ...TABS['zh-Hans']])
        await expect(tabBar).toContainText(label);
    }
    // No script ran, so the address is unknown: Home in English is what shows.
    await page.goto('/#/');
    await expect(page.getByTestId('boot-shell').locator('.df-name .boot-t:visible')).toHaveText(
      'Brokerage',
    );
    await expect(page.locator('.boot-tab-bar .boot-t:visible')).toHaveText([...TABS.en]);
    await expect(page.locator('.boot-tab-bar').getByText('首页')).toBeHidden();
    await snap(page, 'first-paint-nojs-home-en');
  });
});

for (const language of ['en', 'zh-Hans'] as const) {
  test(`before the app's script, each entry route paints its own shell (${language})`, async ({
    browser,
  }) => {
    const context = await htmlOnlyContext(browser, language);
    for (const route of ENTRY) {
      const page = await context.newPage();
      await page.goto(`/#${route.hash}`);
      const shell = page.getByTestId('boot-shell');
      await expect(shell).toBeVisible();
      await expect(page.getByTestId('boot-splash')).toBeHidden();
      if (route.name === 'home') {
        await expect(shell.locator('.df-name .boot-t:visible')).toHaveText('Brokerage');
        await expect(shell.locator('.boot-banner strong .boot-t:visible')).toHaveText(
          BANNER[language],
        );
      } else {
        await expect(shell.locator('h1:visible')).toHaveText(route.heading[language], {
          useInnerText: true,
        });
      }
      const tabBar = shell.locator('.boot-tab-bar');
      if (route.tabs) {
        await expect(tabBar.locator('.boot-t:visible')).toHaveText([...TABS[language]]);
      } else {
        await expect(tabBar).toBeHidden();
      }
      if (route.name === 'home' || route.name === 'quote')
        await snap(page, `first-paint-html-${route.name}-${language}`);
      await page.close();
    }
    // Any other address keeps the seed's splash.
    const page = await context.newPage();
    await page.goto('/#/pages/deposit/index');
    await expect(page.getByTestId('boot-splash')).toBeVisible();
    await expect(page.getByTestId('boot-shell')).toBeHidden();
    await context.close();
  });
}

test('the app replaces the shell on each entry route without a hydration message', async ({
  context,
}) => {
  test.setTimeout(180_000);
  const messages: string[] = [];
  for (const route of ENTRY) {
    const page = await context.newPage();
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    await page.goto(`/#${route.hash}`);
    await expect(page.getByTestId('boot-shell')).toHaveCount(0);
    await expect(page.locator('.page-shell').first()).toBeVisible();
    if (route.name === 'home') {
      await expect(page.getByTestId('home')).toBeVisible();
      await snap(page, 'first-paint-app-home-en');
    }
    await page.close();
  }
  expect(
    messages.filter((text) => /hydrat|did not match|recoverable|pageerror/i.test(text)),
  ).toEqual([]);
});

test("the app's entry script and its modules are fetched only after the HTML's first paint", async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/#/');
  await expect(page.getByTestId('home')).toBeVisible();
  const timing = await page.evaluate(() => {
    const firstPaint = performance.getEntriesByName('first-paint')[0]?.startTime ?? -1;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
      .filter((entry) => entry.name.endsWith('.js'));
    const entry = document.querySelector<HTMLScriptElement>(
      'script[type="module"][src*="/assets/"]',
    );
    return {
      firstPaint,
      entry: scripts.find((script) => script.name === entry?.src)?.startTime ?? -1,
      fetchedBefore: scripts.filter((script) => script.startTime < firstPaint).length,
      fetchedAfter: scripts.filter((script) => script.startTime > firstPaint).length,
      preloads: document.head.querySelectorAll('link[rel="modulepreload"]').length,
      preloadsKept: document
        .querySelector<HTMLTemplateElement>('template#app-start')
        ?.content.querySelectorAll('link[rel="modulepreload"]').length,
    };
  });
  expect(timing.firstPaint).toBeGreaterThan(0);
  expect(timing.entry).toBeGreaterThan(timing.firstPaint);
  // Nothing of the app's competes with the first paint for the link.
  expect(timing.fetchedBefore).toBe(0);
  expect(timing.fetchedAfter).toBeGreaterThan(10);
  // The entry's imports kept with it in the HTML (a handful since they are grouped:
  // scripts/first-load-chunks.ts) are all asked for once it starts.
  expect(timing.preloadsKept).toBeGreaterThan(0);
  expect(timing.preloads).toBeGreaterThanOrEqual(timing.preloadsKept ?? Infinity);
  await context.close();
});

test("the route's page and the reader's dictionaries are asked for before the app's entry script", async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript(() =>
    localStorage.setItem(
      'store:language',
      JSON.stringify({ type: 'object', data: { state: { key: 'de' }, version: 1 } }),
    ),
  );
  const page = await context.newPage();
  await page.goto('/#/pages/main/market/index');
  await expect(page.getByTestId('market-page')).toBeVisible();
  const starts = await page.evaluate(() => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'));
    const entry = document.querySelector<HTMLScriptElement>(
      'script[type="module"][src*="/assets/"]',
    );
    const startOf = (pattern: RegExp) =>
      scripts.find((script) => pattern.test(new URL(script.name).pathname))?.startTime ?? -1;
    return {
      entry: scripts.find((script) => script.name === entry?.src)?.startTime ?? -1,
      page: startOf(/\/market-page-[\w-]+\.js$/),
      dictionary: startOf(/\/de-[\w-]+\.js$/),
    };
  });
  expect(starts.entry).toBeGreaterThan(0);
  expect(starts.page).toBeGreaterThan(0);
  expect(starts.page).toBeLessThan(starts.entry);
  expect(starts.dictionary).toBeGreaterThan(0);
  expect(starts.dictionary).toBeLessThan(starts.entry);
  await context.close();
});

/** Where the text of `locator` is drawn (its glyphs, not its box). */
const textRect = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height, fontSize: getComputedStyle(element).fontSize };
  });

test("Home's banner in the HTML is drawn where and as large as the app's, so the app's is no new largest paint", async ({
  browser,
  page,
}) => {
  const context = await htmlOnlyContext(browser, 'en');
  const html = await context.newPage();
  await html.goto('/#/');
  const shellText = html.locator('.boot-banner strong .boot-t:visible');
  await expect(shellText).toHaveText(BANNER.en);
  const before = await textRect(shellText);
  await context.close();
  await page.goto('/#/');
  const appText = page.locator('.banner-a strong', { hasText: BANNER.en }).first();
  await expect(appText).toBeVisible();
  const after = await textRect(appText);
  expect(after.fontSize).toBe(before.fontSize);
  for (const side of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs(after[side] - before[side]), side).toBeLessThanOrEqual(1);
});

/**
 * The page's largest contentful paint so far: its size and the class of its element. Read a
 * moment after the frames on screen now, as an entry is reported only once its frame is
 * presented (the element may be in the document, and visible to a locator, before).
 */
const largestPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ size: number; element: string | null }>((resolve) => {
        const read = () =>
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & {
              size: number;
              element: Element | null;
            };
            resolve({ size: last.size, element: last.element?.className ?? null });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(read, 250)));
      }),
  );

for (const language of ['en', 'jp'] as const) {
  test(`Login's form in the HTML paints its largest text no smaller than the app's (${language})`, async ({
    browser,
  }) => {
    const context = await htmlOnlyContext(browser, language);
    const html = await context.newPage();
    await html.goto('/#/pages/auth/login');
    await expect(html.locator('.boot-login-placeholder').first()).toBeVisible();
    const shell = await largestPaint(html);
    await context.close();
    expect(shell.element).toBe('boot-login-placeholder');

    // The app alone: the same index.html without the shell's form, so that the app's own
    // largest text is what the browser reports.
    const appOnly = await browser.newContext({ serviceWorkers: 'block' });
    await appOnly.addInitScript(seedLanguage, language);
    await appOnly.route(/\/$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        'class="boot-login"',
        'class="boot-login" hidden',
      );
      await route.fulfill({ response, body });
    });
    const page = await appOnly.newPage();
    await page.goto('/#/pages/auth/login');
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(page.getByTestId('boot-shell')).toHaveCount(0);
    const app = await largestPaint(page);
    await appOnly.close();
    // The shell's placeholder is at least as large (so the app's is no new largest paint), and
    // within a tenth of it (so it is the same text, not an unrelated smaller one).
    expect(shell.size).toBeGreaterThanOrEqual(app.size);
    expect(app.size).toBeGreaterThan(shell.size * 0.9);
  });
}

test("the shell's tabs keep their place in a half-parsed tab bar", async ({ browser }) => {
  const context = await htmlOnlyContext(browser, 'en');
  const page = await context.newPage();
  await page.goto('/#/pages/main/market/index');
  const tabs = page.locator('.boot-tab');
  await expect(tabs).toHaveCount(5);
  const boxes = () =>
    tabs.evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().x)),
    );
  const whole = await boxes();
  // A busy phone can paint before the parser has reached the last tabs.
  await page.evaluate(() =>
    document.querySelectorAll('.boot-tab').forEach((tab, index) => {
      if (index >= 3) tab.remove();
    }),
  );
  expect(await boxes()).toEqual(whole.slice(0, 3));
  await context.close();
});
