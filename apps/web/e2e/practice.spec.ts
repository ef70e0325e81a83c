import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, misfits, openRoute, seedStorage, snap, verifiedFundedCustomer } from './helpers';
import { pin } from './prices';

/**
 * Issue 30 item 1 at 390x844: the practice account. A customer with 2,500 USD of real money
 * opens a practice account with virtual money from its screen (a refused amount first), is
 * switched to it, buys on the order screen more than their real money would pay for, and sees
 * the practice lot and cash on every screen marked as practice; the header's switch shows the
 * real account (its 2,500 USD, no lot) and back; a real-money screen says it has no practice
 * side. Screens looked at in en, de, jp and zh-Hans.
 */
const KEY = 'US:AAPL';
const PIN = '123456';
const PRACTICE_URL = '/pages/profile/practice';
const TRADE_URL = '/pages/main/trade/index';
const PROFILE_URL = '/pages/main/profile/index';
const ORDER_URL = `/pages/payment/stock?key=${KEY}&side=buy`;
const FUNDS_URL = '/pages/fund/index';
const DEPOSIT_URL = '/pages/deposit/index';
const STATEMENT_URL = '/pages/profile/transcation';

/** Opens the app with the practice account shown (as the switch leaves it), in `language`. */
const seedPractice = async (page: Page, token: string, language: string) => {
  await seedStorage(page, { language, token });
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-practice')) {
      sessionStorage.setItem('e2e-practice', '1');
      localStorage.setItem(
        'store:account',
        JSON.stringify({ type: 'object', data: { state: { book: 'practice' }, version: 1 } }),
      );
    }
  });
};

/** A figure as the English screens write it ("94,998.99") as a number. */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

const usdAvailable = async (request: APIRequestContext, token: string, account: string) => {
  const response = await request.get('/api/v1/funds?currency=USD', {
    headers: { authorization: `Bearer ${token}`, platform: 'h5', 'x-account': account },
  });
  const body = (await response.json()) as {
    data: { accounts: { currency: string; available: string }[] };
  };
  return Number(body.data.accounts.find((a) => a.currency === 'USD')?.available ?? '0');
};

test('a practice account is opened with virtual money, traded in, marked on every screen, and kept apart from the real one', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  pin(KEY, '100.00');
  const { token } = await verifiedFundedCustomer(
    request,
    'practice',
    { firstName: 'Mia', lastName: 'Keller', idNumber: `P${Date.now()}` },
    '2500',
  );
  await seedStorage(page, { language: 'en', token });

  // Opening: an amount outside the published range is refused under the field, nothing opens.
  await openRoute(page, PRACTICE_URL);
  const screen = page.getByTestId('practice-page');
  await expect(screen).toBeVisible();
  await expect(page.getByTestId('practice-strip')).toHaveCount(0);
  await screen.getByTestId('practice-amount').locator('input').fill('500');
  await screen.getByTestId('practice-open').click();
  await expect(screen.getByTestId('practice-problem')).toHaveText(
    'Pick an amount from 1,000 to 10,000,000 in whole units.',
  );
  expect((await apiCall<{ account: unknown }>(request, token, 'GET', 'practice')).account).toBe(
    null,
  );
  await screen.getByTestId('practice-presets').getByText('100,000').click();
  await expect(screen.getByTestId('practice-problem')).toHaveCount(0);
  expect(await misfits(page)).toEqual([]);
  await snap(page, 'practice-setup-en');
  await screen.getByTestId('practice-open').click();

  // Opened and shown: the account, the mark, the header's pill.
  await expect(screen.getByTestId('practice-account')).toContainText('100,000.00 USD');
  await expect(page.getByTestId('practice-strip')).toContainText('Practice account');
  await expect(page.getByTestId('practice-strip')).toContainText('Virtual money');
  await snap(page, 'practice-account-en');

  // A market buy on the order screen pays with practice cash: 50 shares at 100 cost twice the
  // real account's 2,500 USD, which the screen neither shows nor counts.
  await openRoute(page, ORDER_URL);
  await expect(page.getByTestId('practice-strip')).toBeVisible();
  await expect(page.getByTestId('order-available')).toContainText('100,000.00');
  await page.getByTestId('order-quantity').locator('input').fill('50');
  await snap(page, 'practice-order-en');
  await page.getByTestId('order-submit').click();
  await expect(page.getByTestId('summary-quantity')).toHaveText('50');
  const sheet = page.getByTestId('pay-password-popup');
  await sheet.locator('input[type=password]').fill(PIN);
  await sheet.getByTestId('pay-password-confirm').click();
  await expect(page).toHaveURL(/#\/pages\/main\/trade\/index$/);
  expect(await usdAvailable(request, token, 'practice')).toBeLessThan(100_000 - 5_000);
  expect(await usdAvailable(request, token, 'real')).toBe(2_500);
  await expect(page.getByTestId('practice-strip')).toBeVisible();
  await expect
    .poll(async () => amountOf(await page.getByTestId('funds-available').textContent()))
    .toBeLessThan(100_000 - 5_000);
  await expect(page.getByTestId('account-switch')).toHaveText('Practice');
  await expect(page.getByTestId('position-group-AAPL').first()).toBeVisible();
  await expect(page.locator('.trade-links').getByText('Deposit')).toHaveCount(0);
  expect(await misfits(page)).toEqual([]);
  await snap(page, 'practice-trade-en');

  // The profile's balances are the practice account's too, never the real 2,500 USD.
  await openRoute(page, PROFILE_URL);
  await expect(page.getByTestId('practice-strip')).toBeVisible();
  const profileCash = page.getByTestId('balance-USD').locator('dd').first();
  await expect
    .poll(async () => amountOf(await profileCash.textContent()))
    .toBeLessThan(100_000 - 5_000);
  await snap(page, 'practice-profile-en');

  // The header's switch: the real account shows its own money, no practice lot and no mark.
  await openRoute(page, TRADE_URL);
  await page.getByTestId('account-switch').click();
  await page.getByText('Real account', { exact: true }).click();
  await expect(page.getByTestId('practice-strip')).toHaveCount(0);
  await expect(page.getByTestId('account-switch')).toHaveText('Real');
  await expect(page.getByTestId('funds-available')).toHaveText('2,500.00');
  await expect(page.getByTestId('position-group-AAPL')).toHaveCount(0);
  await expect(page.locator('.trade-links').getByText('Deposit')).toBeVisible();
  await snap(page, 'practice-real-trade-en');
  await openRoute(page, PROFILE_URL);
  await expect(profileCash).toHaveText('2,500.00');
  await openRoute(page, TRADE_URL);
  await page.getByTestId('account-switch').click();
  await page.getByText('Practice account (virtual money)', { exact: true }).click();
  await expect(page.getByTestId('practice-strip')).toBeVisible();
  await expect(page.getByTestId('position-group-AAPL').first()).toBeVisible();

  // Home, its header's pill and the mark.
  await openRoute(page, '/');
  await expect(page.getByTestId('account-switch')).toHaveText('Practice');
  await expect(page.getByTestId('practice-strip')).toBeVisible();
  expect(await misfits(page)).toEqual([]);
  await snap(page, 'practice-home-en');

  // Its funds and its statement, marked; the opening is a statement line.
  await openRoute(page, FUNDS_URL);
  await expect(page.getByTestId('fund-page')).toBeVisible();
  await expect(page.getByTestId('practice-strip')).toBeVisible();
  await snap(page, 'practice-funds-en');
  await openRoute(page, STATEMENT_URL);
  await expect(
    page.getByText('Practice account opened with 100,000.00 USD of virtual money'),
  ).toBeVisible();
  await snap(page, 'practice-statement-en');

  // A real-money screen has no practice side, and says how to go back.
  await openRoute(page, DEPOSIT_URL);
  await expect(page.getByTestId('practice-unavailable')).toContainText(
    'Not in the practice account',
  );
  await snap(page, 'practice-unavailable-en');
  await page.getByTestId('practice-to-real').click();
  await expect(page.getByTestId('practice-unavailable')).toHaveCount(0);
  await expect(page.getByTestId('practice-strip')).toHaveCount(0);

  for (const language of ['de', 'jp', 'zh-Hans']) {
    const tab = await page.context().newPage();
    await seedPractice(tab, token, language);
    await openRoute(tab, PRACTICE_URL);
    await expect(tab.getByTestId('practice-account')).toBeVisible();
    await expect(tab.getByTestId('practice-strip')).toBeVisible();
    expect(await misfits(tab)).toEqual([]);
    await snap(tab, `practice-account-${language}`);
    await openRoute(tab, TRADE_URL);
    await expect(tab.getByTestId('position-group-AAPL').first()).toBeVisible();
    expect(await misfits(tab)).toEqual([]);
    await snap(tab, `practice-trade-${language}`);
    await openRoute(tab, DEPOSIT_URL);
    await expect(tab.getByTestId('practice-unavailable')).toBeVisible();
    expect(await misfits(tab)).toEqual([]);
    await snap(tab, `practice-unavailable-${language}`);
    await tab.close();
  }

  // A reset, confirmed: a new practice account with 10,000, the old lot set aside.
  await openRoute(page, PRACTICE_URL);
  await page.getByTestId('practice-toggle').click();
  await expect(page.getByTestId('practice-strip')).toBeVisible();
  await page.getByTestId('practice-presets').getByText('10,000', { exact: true }).click();
  await page.getByTestId('practice-reset').click();
  await snap(page, 'practice-reset-confirm-en');
  await page.locator('.adm-dialog').getByText('Confirm', { exact: true }).click();
  await expect(page.getByTestId('practice-account')).toContainText('10,000.00 USD');
  expect(await usdAvailable(request, token, 'practice')).toBe(10_000);
  await openRoute(page, TRADE_URL);
  await expect(page.getByTestId('practice-strip')).toBeVisible();
  await expect(page.getByTestId('position-group-AAPL')).toHaveCount(0);
});
