import { expect, test } from '@playwright/test';
import { apiLogin, openRoute, seedStorage } from './helpers';

/** Issue 19: the back button and the bottom sheets; the header's notice tool. */

test('the back button closes an open sheet instead of leaving the page', async ({
  page,
  request,
}) => {
  await seedStorage(page, { token: await apiLogin(request) });
  await openRoute(page, '/');
  await openRoute(page, '/pages/payment/stock?key=US:AAPL&side=buy');
  await page.locator('#order-quantity').fill('1');
  await page.getByTestId('order-submit').click();
  const sheet = page.getByTestId('pay-password-popup');
  await expect(sheet).toBeVisible();
  await page.goBack();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/#\/pages\/payment\/stock\?key=US(:|%3A)AAPL&side=buy$/);
  await expect(page.locator('#order-quantity')).toHaveValue('1');
  // Closed on screen, the sheet leaves no extra step behind: back now leaves the page.
  await page.getByTestId('order-submit').click();
  await expect(sheet).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/#\/$/);
});

test("the notice tool lists the platform's announcements, with an unread dot", async ({ page }) => {
  await openRoute(page, '/pages/main/market/index');
  const bell = page.getByTestId('open-notices');
  await expect(bell.locator('.adm-badge-dot')).toBeVisible();
  await bell.click();
  const rows = page.getByTestId('notices').locator('.news-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(1);
  await expect(page.getByTestId('notices')).not.toContainText('No notices yet');
  // Back closes the sheet; the dot is gone once they were seen.
  await page.goBack();
  await expect(page.getByTestId('notices')).toBeHidden();
  await expect(bell.locator('.adm-badge-dot')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('open-notices')).toBeVisible();
  await expect(page.getByTestId('open-notices').locator('.adm-badge-dot')).toHaveCount(0);
  // An announcement opens as an article.
  await page.getByTestId('open-notices').click();
  await page.getByTestId('notices').locator('.news-row').first().click();
  await expect(page).toHaveURL(/#\/pages\/news\/detail\?id=\d+$/);
});
