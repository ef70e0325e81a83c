import { expect, test } from '@playwright/test';
import { DEMO, loginThroughForm, openRoute, readCode, uniqueEmail } from './helpers';

test('register by email, see the profile, switch language, log out, log in again', async ({
  page,
}) => {
  const email = uniqueEmail('e2e-reg');
  const password = 'pass1234';

  await openRoute(page, '/pages/auth/register');
  await page.getByPlaceholder('Enter your email address').fill(email);
  await page.getByTestId('send-code').click();
  await expect(
    page.locator('.adm-toast-main', { hasText: 'Verification code sent' }),
  ).toBeVisible();
  const code = await readCode(email);
  await page.getByPlaceholder('6-digit code').fill(code);
  await page.getByPlaceholder('8 to 16 characters').fill(password);
  await page.getByPlaceholder('Enter the password again').fill(password);
  await page.getByTestId('agree').click();
  await page.getByTestId('register-submit').click();

  // Registration logs in and lands on the profile tab.
  await expect(page).toHaveURL(/#\/pages\/main\/profile\/index$/);
  await expect(page.getByTestId('profile-contact')).toHaveText(email);
  await expect(page.getByTestId('profile-uid')).not.toBeEmpty();
  await expect(page.getByTestId('balances')).toBeVisible();
  await expect(page.getByText('Please contact customer service to activate VIP')).toBeVisible();

  // Switch language: texts and <html lang> change.
  await page.getByTestId('language-picker').click();
  await page.getByText('Deutsch', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByTestId('balances').locator('.section-title')).toHaveText('Guthaben');
  await expect(page.locator('.app-tab-bar')).toContainText('Startseite');
  await page.getByTestId('language-picker').click();
  await page.getByText('English', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('balances').locator('.section-title')).toHaveText('Balances');

  // Log out from settings.
  await page.getByTestId('open-settings').click();
  await expect(page.getByTestId('app-version')).toHaveText('1.0.0 (100)');
  await page.getByTestId('logout').click();
  await page.locator('.adm-dialog').getByText('Log out', { exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/auth\/login$/);
  await expect(page.getByTestId('login-form')).toBeVisible();

  // The new account logs in with its password.
  await loginThroughForm(page, email, password);
  await expect(page).toHaveURL(/#\/pages\/main\/profile\/index$/);
  await expect(page.getByTestId('profile-contact')).toHaveText(email);
});

test('the demo customer logs in and sees funded balances', async ({ page }) => {
  await loginThroughForm(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/#\/pages\/main\/profile\/index$/);
  const usd = page.getByTestId('balance-USD');
  await expect(usd).toBeVisible();
  // Truncated to 4 decimals with zh-CN grouping.
  await expect(usd.locator('.balance-row.total dd')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(page.getByTestId('kyc-status')).toBeVisible();
});

test('a wrong password shows the server message under the password', async ({ page }) => {
  await loginThroughForm(page, DEMO.email, 'wrong-password');
  const field = page.locator('.adm-form-item', {
    has: page.getByPlaceholder('Enter your password'),
  });
  await expect(field.locator('.adm-form-item-feedback-error')).toHaveText(
    'The account or password is incorrect.',
  );
  await expect(page).toHaveURL(/#\/pages\/auth\/login$/);
});

test('forms show the seed validation messages before sending anything', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/member/')) sent.push(request.url());
  });
  await openRoute(page, '/pages/auth/register');
  await page.getByTestId('register-submit').click();
  await expect(page.getByText('Please input email address')).toBeVisible();
  await expect(page.getByText('The password is 8 to 16 characters')).toBeVisible();
  await expect(page.getByText('Please read and agree to the agreement.')).toBeVisible();
  await page.getByPlaceholder('Enter your email address').fill('not-an-email');
  await page.getByPlaceholder('8 to 16 characters').fill('abc');
  await page.getByPlaceholder('Enter the password again').fill('abcd');
  await page.getByTestId('register-submit').click();
  await expect(page.getByText('Please enter the correct email address.')).toBeVisible();
  await expect(page.getByText('The password is 8 to 16 characters')).toBeVisible();
  await expect(page.getByText('The password entered twice is inconsistent.')).toBeVisible();
  expect(sent).toEqual([]);
});
