import { expect, test, type Page } from '@playwright/test';
import { openRoute, seedStorage, snap } from './helpers';

/** Issue 31: red-up/green-down for the readers who expect it, and a setting to change it. */
const gainColour = (page: Page) =>
  page.evaluate(() => {
    const swatch = document.body.appendChild(document.createElement('span'));
    swatch.className = 'gain';
    swatch.textContent = '+1.00';
    const colour = getComputedStyle(swatch).color;
    swatch.remove();
    return colour;
  });

const GREEN = 'rgb(4, 122, 58)';
const RED = 'rgb(204, 31, 31)';

test('a rise is green for an English reader', async ({ page }) => {
  await seedStorage(page, { language: 'en' });
  await openRoute(page, '/pages/setting/index');
  await expect(page.getByTestId('price-colours-current')).toHaveText('Green up, red down', {
    timeout: 30_000,
  });
  expect(await gainColour(page)).toBe(GREEN);
  await snap(page, 'settings-price-colours-en');
});

test('a rise is red for a Chinese reader, and the setting changes it', async ({ page }) => {
  await seedStorage(page, { language: 'zh-Hans' });
  await openRoute(page, '/pages/setting/index');
  await expect(page.getByTestId('price-colours-current')).toHaveText('红涨绿跌', {
    timeout: 30_000,
  });
  expect(await gainColour(page)).toBe(RED);
  await snap(page, 'settings-price-colours-zh-Hans');

  // The reader's choice wins over the language's default, and is kept.
  await page.getByTestId('settings-price-colours').click();
  await page.getByTestId('price-colours-green-up').click();
  await expect(page.getByTestId('price-colours-current')).toHaveText('绿涨红跌');
  expect(await gainColour(page)).toBe(GREEN);
  await page.reload();
  await expect(page.getByTestId('price-colours-current')).toHaveText('绿涨红跌');
});
