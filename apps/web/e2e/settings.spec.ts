import { expect, test } from '@playwright/test';
import { apiRegister, loginThroughForm, openRoute, seedStorage, uniqueEmail } from './helpers';

test('a customer sets a pay password, changes it, and changes the login password', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('e2e-settings');
  const token = await apiRegister(request, email, 'first123');
  await seedStorage(page, { token });

  await openRoute(page, '/pages/setting/index');
  await expect(page.getByTestId('settings')).toContainText('Not set');

  // First pay password: asks for the login password.
  await page.getByText('Pay password', { exact: true }).click();
  await page.getByPlaceholder('Enter your login password').fill('first123');
  const pins = page.getByPlaceholder('6 digits');
  await pins.nth(0).fill('12345');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The pay password is 6 digits.')).toBeVisible();
  await pins.nth(0).fill('123456');
  await pins.nth(1).fill('123456');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.adm-toast-main', { hasText: 'Saved' })).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/setting\/index$/);
  await expect(page.getByTestId('settings')).toContainText('Set');

  // Changing it asks for the old PIN; a wrong one is refused by the server, on the form.
  await openRoute(page, '/pages/setting/paypwd');
  await expect(page.getByText('Old pay password')).toBeVisible();
  await pins.nth(0).fill('999999');
  await pins.nth(1).fill('654321');
  await pins.nth(2).fill('654321');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The pay password is incorrect.')).toBeVisible();

  // Change the login password, then log in with the new one.
  await openRoute(page, '/pages/setting/password');
  await page.locator('input[type="password"]').nth(0).fill('first123');
  await page.getByPlaceholder('8 to 16 characters').fill('second123');
  await page.getByPlaceholder('Enter the password again').fill('second12');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The password entered twice is inconsistent.')).toBeVisible();
  await page.getByPlaceholder('Enter the password again').fill('second123');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.adm-toast-main', { hasText: 'Saved' })).toBeVisible();
  // The pay password's own "Saved" may still be showing: the change is done once the page has
  // gone back, and only then may the test open the login page (else going back lands after it).
  await expect(page).not.toHaveURL(/#\/pages\/setting\/password/);

  await loginThroughForm(page, email, 'second123');
  await expect(page).toHaveURL(/#\/pages\/main\/profile\/index$/);
});

test('a new build announces itself and reloads', async ({ page }) => {
  await page.addInitScript(() => {
    // The toast lives one second before the reload; on a loaded machine a poll can miss it, so
    // each page load counts the toast it showed (sessionStorage outlives the reload).
    let counted = false;
    new MutationObserver(() => {
      if (counted || !document.body?.textContent?.includes('The app has been updated')) return;
      counted = true;
      const shown = Number(sessionStorage.getItem('e2e-update-toasts') ?? '0');
      sessionStorage.setItem('e2e-update-toasts', String(shown + 1));
    }).observe(document, { childList: true, subtree: true, characterData: true });
    if (sessionStorage.getItem('e2e-version-seeded')) return;
    sessionStorage.setItem('e2e-version-seeded', '1');
    localStorage.setItem('version', JSON.stringify({ type: 'string', data: '0.0.0+old-build' }));
  });
  // The toast's code (antd-mobile's, in vite.config.ts' antd-sheets chunk) is fetched on first
  // use. Held for 2.5 s, as a slow phone might take, it must still be on screen before the
  // reload: the 1 s counts from the toast, not from asking for it.
  await page.route(/\/assets\/antd-sheets-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await route.continue();
  });
  // Armed before the page opens: the second load event is the reload 1 s after the toast.
  let loads = 0;
  const reloaded = new Promise<void>((resolve) =>
    page.on('load', () => {
      loads += 1;
      if (loads === 2) resolve();
    }),
  );
  await openRoute(page, '/');
  // The reload can land in the middle of a read; that read is retried, not failed.
  const shownToasts = () =>
    page
      .evaluate(() => sessionStorage.getItem('e2e-update-toasts'))
      .catch((error: Error) => {
        if (error.message.includes('Execution context was destroyed')) return 'reloading';
        throw error;
      });
  await expect.poll(shownToasts).toBe('1');
  // The page reloads after 1 s, with the served version stored before the reload.
  await reloaded;
  const served = (await (await page.request.get('/version.json')).json()) as { version: string };
  expect(await page.evaluate(() => localStorage.getItem('version'))).toBe(
    JSON.stringify({ type: 'string', data: served.version }),
  );
  // It does not announce the same version again.
  await page.waitForTimeout(1500);
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('e2e-update-toasts'))).toBe('1');
});
