import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiCall,
  openRoute,
  passAppropriateness,
  seedStorage,
  snap,
  verifiedFundedCustomer,
} from './helpers';

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

/** A verified customer holding `usd` dollars, `eur` of them already converted to euros. */
const dollarsAndEuros = async (
  request: APIRequestContext,
  prefix: string,
  usd: string,
  eur: string,
) => {
  const { token } = await verifiedFundedCustomer(
    request,
    prefix,
    { firstName: 'Mara', lastName: 'Conti', idNumber: `X${Date.now()}` },
    usd,
  );
  await apiCall(request, token, 'POST', 'transfer', {
    from: 'USD',
    to: 'EUR',
    amount: eur,
    payPassword: PIN,
  });
  return token;
};

test('the IPO form shows the cash it draws on, converts what is short and subscribes', async ({
  page,
  request,
}) => {
  // 500 dollars left: 200 shares of US:NMBS hold 3,703.70.
  const token = await dollarsAndEuros(request, 'fund-ipo', '5000', '4500');
  await seedStorage(page, { token });
  await openRoute(page, '/pages/product/ipo/index');
  await page.locator('[data-testid^="ipo-card-"]', { hasText: 'NMBS US' }).click();
  await page.getByTestId('ipo-go-subscribe').click();
  await expect(page.getByTestId('ipo-available')).toContainText('500.00 USD');
  const back = new RegExp(page.url().split('#')[1]?.replace(/[?.]/g, '\\$&') ?? '');
  await page.getByTestId('ipo-quantity').locator('input').fill('200');
  await expect(page.getByTestId('ipo-insufficient')).toContainText('3,203.70 USD');
  await snap(page, 'funding-ipo-short');
  await convertSuggested(page, 'ipo', back);
  await expect(page.getByTestId('ipo-quantity').locator('input')).toHaveValue('200');
  await expect(page.getByTestId('ipo-insufficient')).toHaveCount(0);
  await page.getByTestId('ipo-subscribe').click();
  await confirmPin(page);
  await expect(page.getByTestId('ipo-subscribe-form')).toHaveCount(0);
});

test('a quant purchase beyond the cash converts what is short and opens again', async ({
  page,
  request,
}) => {
  const token = await dollarsAndEuros(request, 'fund-quant', '1000', '900');
  await passAppropriateness(request, token);
  await seedStorage(page, { token });
  await openRoute(page, '/pages/quantify/index');
  const card = page.locator('[data-testid^="quant-fund-"]').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByTestId('quant-details').click();
  await page.getByTestId('quant-sheet').getByTestId('quant-sheet-buy').click();
  await expect(page.getByTestId('quant-available')).toContainText('100.00 USD');
  await page.getByTestId('quant-amount').locator('input').fill('500');
  await expect(page.getByTestId('quant-insufficient')).toContainText('400.00 USD');
  await snap(page, 'funding-quant-short');
  await convertSuggested(page, 'quant', /#\/pages\/quantify\/index$/);
  // Back on the purchase the customer left, its amount kept and now covered.
  await expect(page.getByTestId('quant-amount').locator('input')).toHaveValue('500');
  await expect(page.getByTestId('quant-insufficient')).toHaveCount(0);
  await confirmPin(page);
  await expect(page.getByTestId('quant-holdings-page')).toBeVisible();
});

test('withdraw opens on the bound card, minimum and fee in whole euros, the sheet shows what arrives', async ({
  page,
  request,
}) => {
  const token = await dollarsAndEuros(request, 'fund-withdraw', '1000', '500');
  await apiCall(request, token, 'POST', 'card/bank', {
    name: 'Main',
    accountName: 'Mara Conti',
    accountNumber: '0532013000',
    bankName: 'Commerzbank',
    branch: 'Frankfurt Kaiserplatz',
    bankCode: '37040044',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    payPassword: PIN,
  });
  await seedStorage(page, { token });
  await openRoute(page, '/pages/withdraw/crypto');
  // The bank tab, where the bound card is, not the empty crypto one.
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Bank');
  await page.locator('.adm-selector-item', { hasText: 'EUR' }).click();
  await page.getByTestId('withdraw-amount').locator('input').fill('5');
  // $10 and $1 in euros, rounded up to the whole euro (the rate would give 9.26 and 0.93).
  await expect(page.getByTestId('withdraw-problem')).toContainText('10.00 EUR');
  await page.getByTestId('withdraw-amount').locator('input').fill('50');
  await expect(page.getByTestId('quote-fee')).toHaveText('1.00 EUR');
  await page.getByTestId('withdraw-confirm').click();
  const sheet = page.getByTestId('withdraw-summary');
  await expect(sheet.getByTestId('summary-amount')).toHaveText('50.00 EUR');
  await expect(sheet.getByTestId('summary-fee')).toHaveText('1.00 EUR');
  await expect(sheet.getByTestId('summary-arrives')).toHaveText('50.00 EUR');
  await snap(page, 'funding-withdraw-confirm');
});
