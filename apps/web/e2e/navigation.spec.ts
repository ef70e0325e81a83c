import { expect, test } from '@playwright/test';
import { ROUTES } from '../src/config/paths';
import { openRoute } from './helpers';

test('an unknown route shows page is not found', async ({ page }) => {
  await openRoute(page, '/pages/does/not/exist');
  await expect(page.getByTestId('not-found')).toContainText('page is not found');
});

test('every route of seed section 2 renders its layout', async ({ page }) => {
  for (const route of ROUTES) {
    await openRoute(page, route.path);
    await expect(page.locator('.page-shell'), route.path).toBeVisible();
    await expect(page.locator(`.layout-${route.layout}`), route.path).toBeVisible();
    await expect(page.getByTestId('not-found'), route.path).toHaveCount(0);
    await expect(page.getByText('page is not found'), route.path).toHaveCount(0);
    if (route.tab !== undefined) {
      await expect(page.locator('.app-tab-bar .adm-tab-bar-item'), route.path).toHaveCount(5);
    }
  }
});

test('a page opened with a malformed query string still renders', async ({ page }) => {
  await openRoute(page, '/pages/news/detail?id=%E0%A4%A&%%%=1&x');
  await expect(page.getByTestId('news-missing')).toBeVisible();
  await openRoute(page, '/pages/auth/login?redirect=%');
  await expect(page.getByTestId('login-form')).toBeVisible();
});

test('the tab bar switches tabs and the search icon opens search', async ({ page }) => {
  await openRoute(page, '/');
  await expect(page.getByTestId('home')).toBeVisible();
  await page.locator('.app-tab-bar').getByText('Profile').click();
  await expect(page).toHaveURL(/#\/pages\/main\/profile\/index$/);
  await expect(page.getByTestId('login-prompt')).toContainText('Please log in');
  await page.getByTestId('open-search').click();
  await expect(page).toHaveURL(/#\/pages\/search\/index$/);
  await page.goBack();
  await expect(page).toHaveURL(/#\/pages\/main\/profile\/index$/);
});

test('home grid entries open their routes', async ({ page }) => {
  await openRoute(page, '/');
  await page.getByTestId('home-deposit').click();
  await expect(page).toHaveURL(/#\/pages\/deposit\/index$/);
  await expect(page.locator('.app-nav-title')).toHaveText('Deposit');
});

test('the tab bar is 50px high with 24px icons and the selected tab in #372fc8', async ({
  page,
}) => {
  await openRoute(page, '/pages/main/market/index');
  const bar = page.locator('.app-tab-bar .adm-tab-bar-wrap');
  expect((await bar.boundingBox())?.height).toBe(50);
  const icon = page.locator('.app-tab-bar .adm-tab-bar-item-icon svg').first();
  expect((await icon.boundingBox())?.width).toBe(24);
  const active = page.locator('.app-tab-bar .adm-tab-bar-item-active');
  await expect(active).toContainText('Markets');
  await expect(active).toHaveCSS('color', 'rgb(55, 47, 200)');
});

test('an address changed while the first render is under way is the page shown', async ({
  page,
}) => {
  // The hash router stamps idx 0 on the history entry while it first renders, and listens only
  // once it has committed: the address changes in the very next task, mid-render.
  await page.addInitScript(() => {
    const replace = history.replaceState.bind(history);
    let changed = false;
    history.replaceState = (state: unknown, unused: string, url?: string | URL | null) => {
      replace(state, unused, url);
      if (changed || (state as { idx?: number } | null)?.idx !== 0) return;
      changed = true;
      setTimeout(() => (location.hash = '#/pages/auth/login'), 0);
    };
  });
  await openRoute(page, '/');
  await expect(page).toHaveURL(/#\/pages\/auth\/login$/);
  await expect(page.getByTestId('login-form')).toBeVisible();
});
