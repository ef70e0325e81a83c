import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  adminLogin,
  apiCall,
  openConsoleAsAdmin,
  openRoute,
  seedStorage,
  snap,
  verifiedFundedCustomer,
} from './helpers';

/**
 * New payee controls (issue 24). Runs in the `controls` project, before the rest of the suite:
 * the cooling-off is checked at its default of 24 hours first; the last test sets it to 0, the
 * value the other specs (which bind a card and withdraw at once) run with.
 */

const H5 = { platform: 'h5' };

interface Paged<T> {
  items: T[];
}

/** A customer with 1,000 USD, a pay password and a passed passport in the name Max Mustermann. */
const verifiedCustomer = async (request: APIRequestContext) =>
  (
    await verifiedFundedCustomer(
      request,
      'e2e-payee',
      { firstName: 'Max', lastName: 'Mustermann', idNumber: 'C01X00T47' },
      '1000',
    )
  ).token;

const CARD = {
  name: 'Main account',
  accountNumber: '0532013000',
  bankName: 'Commerzbank',
  branch: 'Frankfurt Kaiserplatz',
  bankCode: '37040044',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
};

const setCoolingOff = async (request: APIRequestContext, admin: string, hours: number) => {
  const settings = await apiCall<{ key: string; value: Record<string, unknown> | null }[]>(
    request,
    admin,
    'GET',
    'admin/settings',
  );
  const rules = settings.find((setting) => setting.key === 'withdrawal.rules')?.value ?? {};
  const response = await request.put('/api/v1/admin/settings/withdrawal.rules', {
    headers: { ...H5, Authorization: `Bearer ${admin}` },
    data: { value: { ...rules, payeeCoolingOffHours: hours } },
  });
  expect(response.status()).toBe(200);
};

test.describe('a card bound a moment ago', () => {
  // The reader's zone is not UTC here, so a time shown in UTC would show.
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('is shown disabled before the PIN step, with the time it becomes usable in local time', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const token = await verifiedCustomer(request);
    await seedStorage(page, { token, language: 'en' });

    // From the withdraw screen, as a customer goes: no card yet, bind one, back to withdraw.
    await openRoute(page, '/pages/withdraw/crypto?type=bank');
    await page.getByTestId('withdraw-add-target').click();
    for (const [field, value] of Object.entries({ ...CARD, accountName: 'Max Mustermann' }))
      await page.getByTestId(`bank-${field}`).locator('input').fill(value);
    await page.getByTestId('bank-card-submit').click();
    await page.getByTestId('pay-password-popup').locator('input').fill('123456');
    const bound = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/card/bank') && response.request().method() === 'POST',
    );
    await page.getByTestId('pay-password-confirm').click();
    expect((await bound).status()).toBe(200);
    await expect(page).toHaveURL(/#\/pages\/withdraw\/crypto\?type=bank$/);

    const [card] = await apiCall<{ id: number; usableFrom: string }[]>(
      request,
      token,
      'GET',
      'card/bank',
    );
    expect(card).toBeDefined();
    const usableFrom = card?.usableFrom ?? '';
    // 24 hours (the default cooling-off) after it was bound.
    expect(new Date(usableFrom).getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const local = new Intl.DateTimeFormat('en', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Kolkata',
    }).format(new Date(usableFrom));
    const waiting = page.getByTestId(`target-waiting-${card?.id}`);
    await expect(waiting).toHaveText(`New payee: usable for withdrawals from ${local}`);
    await expect(page.getByTestId(`target-${card?.id}`).locator('input')).toBeDisabled();
    await page.getByTestId('withdraw-amount').locator('input').fill('100');
    await expect(page.getByTestId('quote-total')).toBeVisible();
    // No usable payee is chosen, so the PIN step never opens.
    await expect(page.getByTestId('withdraw-confirm')).toBeDisabled();
    await snap(page, 'payee-cooling-off-en');
    const records = await apiCall<Paged<unknown>>(request, token, 'GET', 'withdraw/records');
    expect(records.items).toHaveLength(0);

    const chinese = await browser.newPage({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      timezoneId: 'Asia/Kolkata',
    });
    await seedStorage(chinese, { token, language: 'zh-Hans' });
    await openRoute(chinese, '/pages/withdraw/crypto?type=bank');
    await expect(chinese.getByTestId(`target-waiting-${card?.id}`)).toContainText('起可用于出金', {
      timeout: 30_000,
    });
    await expect(chinese.getByTestId('withdraw-confirm')).toBeDisabled();
    await snap(chinese, 'payee-cooling-off-zh-Hans');
    await chinese.close();
  });
});

test.describe('the operator console', () => {
  test.use({ viewport: { width: 1440, height: 900 }, hasTouch: false });

  test("a withdrawal to an account in another holder's name reaches the reviewer with the reason", async ({
    page,
    request,
  }) => {
    const admin = await adminLogin(request);
    const token = await verifiedCustomer(request);
    // From here on a new card receives at once: the rest of the suite binds and withdraws so.
    await setCoolingOff(request, admin, 0);
    const card = await apiCall<{ id: number }>(request, token, 'POST', 'card/bank', {
      ...CARD,
      accountName: 'Erika Musterfrau',
      payPassword: '123456',
    });
    const withdrawal = await apiCall<{ id: number }>(request, token, 'POST', 'withdraw', {
      type: 'bank',
      targetId: card.id,
      currency: 'USD',
      amount: '100',
      payPassword: '123456',
    });

    for (const [language, text] of [
      ['en', 'The account holder Erika Musterfrau is not the verified identity Max Mustermann'],
      ['zh-Hans', '账户持有人 Erika Musterfrau 与已认证身份 Max Mustermann 不一致'],
    ] as const) {
      await openConsoleAsAdmin(page, request, language);
      await page.getByTestId('menu-withdrawals').click();
      const row = page.locator('tr', {
        has: page.getByTestId(`withdrawal-pass-${withdrawal.id}`),
      });
      await expect(row.getByTestId('withdrawal-review-note')).toContainText(text);
      await snap(page, `payee-name-review-${language}`);
    }
  });
});
