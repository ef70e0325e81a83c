import { expect, test, type Page } from '@playwright/test';
import { openRoute } from './helpers';

/**
 * Issue 29, bytes: the app's icons are drawn from the build's sprite (/icons.svg), not shipped
 * in its scripts. An icon whose symbol is missing, or a sprite that never arrives, draws
 * nothing: its `<use>` has an empty box.
 */

/** The width and height each of the page's sprite icons is drawn at, by its symbol's name. */
const drawnIcons = (page: Page) =>
  page.locator('svg.antd-mobile-icon > use').evaluateAll((uses) =>
    uses
      .filter((use) => use.closest('svg')?.checkVisibility())
      .map((use) => {
        const box = (use as SVGUseElement).getBBox();
        return { name: use.getAttribute('href'), width: box.width, height: box.height };
      }),
  );

test("Home's tab bar, header and tiles draw their icons from /icons.svg", async ({ page }) => {
  const sprite = page.waitForResponse((response) => response.url().endsWith('/icons.svg'));
  await openRoute(page, '/');
  await expect(page.locator('.home-grid')).toBeVisible();
  expect((await sprite).status()).toBe(200);
  await expect(async () => {
    const icons = await drawnIcons(page);
    // Five tabs, the header's tools and the tiles.
    expect(icons.length).toBeGreaterThan(10);
    for (const icon of icons)
      expect(icon, String(icon.name)).toMatchObject({
        name: expect.stringMatching(/^\/icons\.svg#\w+$/),
      });
    expect(icons.filter((icon) => icon.width === 0 || icon.height === 0)).toEqual([]);
  }).toPass();
});

test('the HTML shell draws its tab icons before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/#/');
  const tabs = page.locator('.boot-tab-icon svg > use');
  await expect(tabs).toHaveCount(5);
  await expect(async () => {
    const boxes = await tabs.evaluateAll((uses) =>
      uses.map((use) => (use as SVGUseElement).getBBox().width),
    );
    expect(boxes.every((width) => width > 0)).toBe(true);
  }).toPass();
  await context.close();
});
