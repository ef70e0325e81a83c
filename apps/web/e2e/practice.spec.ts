import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, freshCustomer, misfits, openRoute, seedStorage, snap } from './helpers';
import { pin } from './prices';

/**
 * Issue 30 item 1 at 390x844: the practice account. A customer with no real money opens a
 * practice account with virtual money from its screen (a refused amount first), is switched to
 * it, buys in it, and sees the practice lot and cash on every screen marked as practice; the
 * header's switch shows the real account (no lot, no cash) and back; a real-money screen says
 * it has no practice side. Screens looked at in en, de, jp and zh-Hans.
 */
const KEY = 'US:AAPL';
const PIN = '123456';
const PRACTICE_URL = '/pages/profile/practice';
const TRADE_URL = '/pages/main/trade/index';
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

/** A market buy in the practice account, as the app sends it while practice is shown. */
const practiceBuy = async (request: APIRequestContext, token: string, quantity: string) => {
  const response = await request.post('/api/v1/orders', {
    headers: { authorization: `Bearer ${token}`, platform: 'h5', 'x-account': 'practice' },
    data: { key: KEY, type: 'market', side: 'buy', quantity, payPassword: PIN },
  });
  expect(response.status(), await response.text()).toBe(200);
};

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
  const { token } = await freshCustomer(request, 'practice');
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

  // A buy in the practice account takes practice cash; the real account has none and no lot.
  await practiceBuy(request, token, '10');
  expect(await usdAvailable(request, token, 'practice')).toBeLessThan(100_000 - 1_000);
  expect(await usdAvailable(request, token, 'real')).toBe(0);
  await openRoute(page, TRADE_URL);
  await expect(page.getByTestId('practice-strip')).toBeVisible();
  await expect(page.getByTestId('account-switch')).toHaveText('Practice');
  await expect(page.getByTestId('position-group-AAPL').first()).toBeVisible();
  await expect(page.locator('.trade-links').getByText('Deposit')).toHaveCount(0);
  expect(await misfits(page)).toEqual([]);
  await snap(page, 'practice-trade-en');

  // The header's switch: the real account shows no practice lot and no mark.
  await page.getByTestId('account-switch').click();
  await page.getByText('Real account', { exact: true }).click();
  await expect(page.getByTestId('practice-strip')).toHaveCount(0);
  await expect(page.getByTestId('account-switch')).toHaveText('Real');
  await expect(page.getByTestId('position-group-AAPL')).toHaveCount(0);
  await expect(page.locator('.trade-links').getByText('Deposit')).toBeVisible();
  await snap(page, 'practice-real-trade-en');
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
});
