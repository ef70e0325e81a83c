import { expect, test, type Page } from '@playwright/test';
import { openRoute, seedStorage, snap, verifiedFundedCustomer } from './helpers';

/**
 * Issue 31 items 5 and 6: every money screen shows the cash it draws on and, when short,
 * converts what it needs in full (reserve and a margin for moving prices included), then
 * returns to where the customer was. Fresh customers: their balances are theirs alone.
 */
const PIN = '123456';

const confirmPin = async (page: Page): Promise<void> => {
  const popup = page.getByTestId('pay-password-popup');
  const pin = popup.locator('input[type=password]');
  await expect(pin.or(popup.getByTestId('pay-password-unlocked'))).toBeVisible();
  if (await pin.isVisible()) await pin.fill(PIN);
  await popup.getByTestId('pay-password-confirm').click();
};

/** Converts what the funding help suggested and waits to be back on `back`. */
const convertSuggested = async (page: Page, prefix: string, back: RegExp): Promise<void> => {
  await expect(page.getByTestId(`${prefix}-insufficient`)).toBeVisible();
  await page.getByTestId(`${prefix}-convert`).click();
  await expect(page).toHaveURL(/#\/pages\/profile\/transfer\?to=[A-Z]+&need=[\d.]+&back=1$/);
  await expect(page.getByTestId('transfer-amount').locator('input')).not.toHaveValue('');
  await expect(page.getByTestId('transfer-submit')).toBeEnabled();
  await page.getByTestId('transfer-submit').click();
  await confirmPin(page);
  await expect(page).toHaveURL(back);
};

test('a Hong Kong buy converts what it suggested, comes back to the order and fills', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token } = await verifiedFundedCustomer(
    request,
    'fund-order',
    { firstName: 'Hana', lastName: 'Lee', idNumber: 'P3100501' },
    '20000',
  );
  await seedStorage(page, { token });
  await openRoute(page, '/pages/payment/stock?key=HK:0700&side=buy');
  await page.locator('#order-quantity').fill('100');
  await expect(page.getByTestId('order-insufficient')).toContainText('HKD');
  await snap(page, 'funding-order-short');
  await convertSuggested(page, 'order', /#\/pages\/payment\/stock\?key=HK:0700&side=buy$/);
  // The order the customer left, as they left it, now covered.
  await expect(page.locator('#order-quantity')).toHaveValue('100');
  await expect(page.getByTestId('order-insufficient')).toHaveCount(0);
  await page.getByTestId('order-submit').click();
  await confirmPin(page);
  await expect(page).toHaveURL(/#\/pages\/main\/trade\/index$/);
  await expect(page.getByTestId(/^position-\d+$/).filter({ hasText: '0700' })).toHaveCount(1);
});
