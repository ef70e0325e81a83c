import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminLogin,
  apiCall,
  customerIdOf,
  freshCustomer,
  openConsoleAsAdmin,
  snap,
  uploadPng,
} from './helpers';

/**
 * Issue 28, items 1, 2 and 9: nothing irreversible leaves the console without a confirmation
 * that shows what will change; settings are held to their meaning; form errors are the
 * field's own, said once, and leave when the field is corrected. At desktop size.
 */
test.use({ viewport: { width: 1440, height: 900 }, hasTouch: false });

const usdAvailable = async (request: APIRequestContext, token: string) =>
  (
    await apiCall<{ accounts: { currency: string; available: string }[] }>(
      request,
      token,
      'GET',
      'funds',
    )
  ).accounts.find((account) => account.currency === 'USD')?.available ?? '0';

const settingValue = async (request: APIRequestContext, key: string) =>
  (
    await apiCall<{ key: string; value: unknown }[]>(
      request,
      await adminLogin(request),
      'GET',
      'admin/settings',
    )
  ).find((setting) => setting.key === key)?.value;

const confirmation = (page: Page) => page.getByTestId('confirm-change');

test('item 1: Enter in the adjustment reason opens a confirmation naming the customer; only confirming posts', async ({
  page,
  request,
}) => {
  const { token, email } = await freshCustomer(request, 'adjust-confirm');
  const id = await customerIdOf(request, email);
  const before = await usdAvailable(request, token);

  await openConsoleAsAdmin(page, request);
  await page.goto('/admin/#/platform/ledger');
  await page.getByTestId('adjust-customer').fill(String(id));
  await page.getByTestId('adjust-currency').fill('USD');
  await page.getByTestId('adjust-amount').fill('25');
  await page.getByTestId('adjust-reason').fill('Goodwill for the delayed card');
  await page.getByTestId('adjust-reason').press('Enter');

  await expect(confirmation(page)).toBeVisible();
  await expect(confirmation(page)).toContainText(email);
  await expect(confirmation(page)).toContainText(`#${id}`);
  await expect(confirmation(page)).toContainText('Identity not verified');
  await expect(confirmation(page)).toContainText('+25.00 USD');
  await snap(page, 'console-adjustment-confirm-en');
  await page.getByTestId('confirm-change-cancel').click();
  await expect(confirmation(page)).toBeHidden();
  expect(await usdAvailable(request, token)).toBe(before);

  // An ID nobody has is said under the field; no confirmation, nothing posted.
  await page.getByTestId('adjust-customer').fill('999999999');
  await page.getByTestId('adjust-submit').click();
  await expect(page.getByText('No customer has this ID.')).toBeVisible();
  await expect(confirmation(page)).toHaveCount(0);
  // Correcting the field takes the complaint away at once.
  await page.getByTestId('adjust-customer').fill(String(id));
  await expect(page.getByText('No customer has this ID.')).toHaveCount(0);

  await page.getByTestId('adjust-submit').click();
  await page.getByTestId('confirm-change-ok').click();
  await expect(page.getByText(/Entry #\d+ posted/)).toBeVisible();
  await expect.poll(() => usdAvailable(request, token)).toMatch(/^25(\.0+)?$/);
});

test('item 1: a role change, a language switch and a new offering each ask first, showing old → new', async ({
  page,
  request,
}) => {
  const admin = await adminLogin(request);
  const username = `e2e-confirm-${Date.now().toString(36)}`;
  await apiCall(request, admin, 'POST', 'admin/operators', {
    username,
    password: 'console-e2e-Passphrase-7',
    role: 'reviewer',
  });
  await openConsoleAsAdmin(page, request);

  await page.goto('/admin/#/platform/operators');
  const row = page.locator('tr', { hasText: username });
  await row.locator('.ant-select').click();
  await page.locator('.ant-select-item-option', { hasText: 'Support' }).click();
  await expect(confirmation(page)).toContainText('Reviewer');
  await expect(confirmation(page)).toContainText('Support');
  await page.getByTestId('confirm-change-cancel').click();
  const operators = await apiCall<{ username: string; role: string }[]>(
    request,
    admin,
    'GET',
    'admin/operators',
  );
  expect(operators.find((operator) => operator.username === username)?.role).toBe('reviewer');

  await page.goto('/admin/#/platform/settings');
  await page.getByTestId('language-de').click();
  await expect(confirmation(page)).toContainText('Deutsch');
  await page.getByTestId('confirm-change-cancel').click();
  await expect(page.getByTestId('language-de')).toHaveAttribute('aria-checked', 'true');

  await page.goto('/admin/#/products/ipo');
  const symbol = `CF${Date.now().toString(36).slice(-4).toUpperCase()}`;
  // Far enough ahead to stay upcoming whatever the run's date: nothing is created anyway.
  const day = (date: number) => `2099-04-0${date}T10:00`;
  await page.getByLabel('Symbol').fill(symbol);
  await page.getByLabel('Issue price').fill('12.5');
  await page.getByLabel('Lot', { exact: true }).fill('100');
  await page.getByLabel('Shares issued').fill('100000');
  await page.getByLabel('Most per customer').fill('5000');
  await page.getByLabel('Subscription opens').fill(day(1));
  await page.getByLabel('Subscription closes').fill(day(3));
  await page.getByLabel('Allotment', { exact: true }).fill(day(4));
  await page.getByLabel('Listing', { exact: true }).fill(day(5));
  await page.getByTestId('name-en').fill('Confirm Test Corp');
  await page.getByRole('button', { name: 'Create IPO' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Create the offering US.${symbol}?`);
  await expect(confirmation(page)).toContainText('100,000');
  await expect(confirmation(page)).toContainText('Pro rata, remainder by lottery');
  await expect(confirmation(page)).toContainText('English: Confirm Test Corp');
  await snap(page, 'console-ipo-confirm-en');
  await page.getByTestId('confirm-change-cancel').click();
  // The list the console shows (every offering, whatever its status).
  const list = await apiCall<{ symbol: string }[]>(request, admin, 'GET', 'ipo');
  expect(list.some((offering) => offering.symbol === symbol)).toBe(false);
});

test('item 2: a bad IBAN and a 50 % fee are refused under their fields; a good change shows old → new first', async ({
  page,
  request,
}) => {
  const bankBefore = await settingValue(request, 'funding.bank');
  const feesBefore = await settingValue(request, 'trading.fees');
  await openConsoleAsAdmin(page, request);
  await page.goto('/admin/#/platform/settings');

  await page.getByTestId('settings-tab-money').click();
  const bank = page.getByTestId('setting-funding.bank');
  await bank.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
  await bank.getByRole('button', { name: 'Save' }).click();
  await expect(bank.getByText('The IBAN is not valid.')).toBeVisible();
  await expect(confirmation(page)).toHaveCount(0);
  await bank.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await expect(bank.getByText('The IBAN is not valid.')).toHaveCount(0);
  await bank.getByLabel('Bank', { exact: true }).fill('Demo Bank AG Frankfurt');
  await bank.getByRole('button', { name: 'Save' }).click();
  await expect(confirmation(page)).toContainText('Demo Bank AG');
  await expect(confirmation(page).locator('.confirm-change-after')).toHaveText([
    'Demo Bank AG Frankfurt',
  ]);
  await snap(page, 'console-setting-confirm-en');
  await page.getByTestId('confirm-change-cancel').click();
  expect(await settingValue(request, 'funding.bank')).toEqual(bankBefore);

  await page.getByTestId('settings-tab-trading').click();
  const fees = page.getByTestId('setting-trading.fees');
  await fees.getByLabel('Default rate').fill('0.5');
  await fees.getByRole('button', { name: 'Save' }).click();
  await expect(
    fees.getByText("A fee rate can be at most 1 % (0.01) of the trade's value."),
  ).toBeVisible();
  await expect(confirmation(page)).toHaveCount(0);
  expect(await settingValue(request, 'trading.fees')).toEqual(feesBefore);
});

test('item 9: an offering form says what each field needs, once, and a corrected field loses its error', async ({
  page,
  request,
}) => {
  await openConsoleAsAdmin(page, request);
  await page.goto('/admin/#/products/ipo');
  await page.getByLabel('Symbol').fill('ERRS');
  await page.getByLabel('Issue price').fill('10');
  await page.getByLabel('Lot', { exact: true }).fill('ten');
  await page.getByLabel('Shares issued').fill('many');
  await page.getByLabel('Most per customer').fill('100');
  await page.getByLabel('Subscription opens').fill('2027-03-10T10:00');
  await page.getByLabel('Subscription closes').fill('2027-03-01T10:00');
  await page.getByLabel('Allotment', { exact: true }).fill('2027-03-11T10:00');
  await page.getByLabel('Listing', { exact: true }).fill('2027-03-12T10:00');
  await page.getByTestId('name-en').fill('Errors Corp');
  await page.getByRole('button', { name: 'Create IPO' }).click();

  const form = page.locator('form', { has: page.getByTestId('name-en') });
  await expect(form.getByText('Enter a whole number of shares, 1 or more.')).toHaveCount(1);
  await expect(form.getByText('A lot is a whole number of shares from 1 to 100,000.')).toHaveCount(
    1,
  );
  await expect(form.getByText('The end must come after the start.')).toHaveCount(1);
  await expect(form.getByText('Minimum unit 1')).toHaveCount(0);
  await expect(form.getByText('Invalid input')).toHaveCount(0);
  await expect(form.getByText('Please enter a valid date and time.')).toHaveCount(0);
  // English is the one required name: the other six fall back to it.
  await expect(form.getByText(/is required/)).toHaveCount(0);
  await expect(confirmation(page)).toHaveCount(0);
  await snap(page, 'console-ipo-errors-en');

  await page.getByLabel('Shares issued').fill('100000');
  await expect(form.getByText('Enter a whole number of shares, 1 or more.')).toHaveCount(0);
  await expect(form.getByText('The end must come after the start.')).toHaveCount(1);
});

test('item 6: the actions column of a wide list stays on screen at 1440 px', async ({
  page,
  request,
}) => {
  await openConsoleAsAdmin(page, request);
  await page.goto('/admin/#/products/ipo');
  const header = page.getByTestId('ipo-table').getByRole('columnheader', { name: 'Actions' });
  await expect(header).toBeVisible();
  const box = await header.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1440);
  await snap(page, 'console-ipo-list-en');
});

test('item 12: the web view origins have a form, checked like every setting', async ({
  page,
  request,
}) => {
  const before = await settingValue(request, 'base.webviewOrigins');
  await openConsoleAsAdmin(page, request);
  await page.goto('/admin/#/platform/settings');
  const origins = page.getByTestId('webview-origins');
  await origins.fill('http://partner.example.com');
  const card = page.getByTestId('setting-base.webviewOrigins');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.locator('.ant-alert, .ant-form-item-explain-error')).toBeVisible();
  await expect(confirmation(page)).toHaveCount(0);
  await origins.fill('https://partner.example.com');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(confirmation(page).locator('.confirm-change-after')).toHaveText([
    'https://partner.example.com',
  ]);
  await page.getByTestId('confirm-change-cancel').click();
  expect(await settingValue(request, 'base.webviewOrigins')).toEqual(before);
});

test('items 1 and 12: a block deal is confirmed with its terms before it is offered, then listed with its state', async ({
  page,
  request,
}) => {
  await openConsoleAsAdmin(page, request);
  await page.goto('/admin/#/products/block-deals');
  await page.getByLabel('Instrument').fill('US:KO');
  await page.getByLabel('Premium on the ask').fill('-1.5');
  await page.getByLabel('Minimum shares').fill('10000');
  await page.getByLabel('Shares offered').fill('40000');
  await page.getByLabel('Opens').fill('2099-05-01T10:00');
  await page.getByLabel('Closes').fill('2099-05-02T10:00');
  await page.getByRole('button', { name: 'Create deal' }).click();
  await expect(confirmation(page)).toContainText('40,000');
  await expect(confirmation(page)).toContainText('-1.5 %');
  await page.getByTestId('confirm-change-ok').click();
  const row = page.getByTestId('block-deals-table').locator('tr', { hasText: '05/01/2099' });
  await expect(row.first()).toContainText('KO');
  await expect(row.first()).toContainText('Upcoming');
  await expect(row.first()).toContainText('40,000');
  await snap(page, 'console-block-deals-en');
});

test('item 12: a table exports what its filter finds as CSV, exact values, formulas defused', async ({
  page,
  request,
}) => {
  const { email } = await freshCustomer(request, 'csv-export');
  await openConsoleAsAdmin(page, request);
  await page.goto('/admin/#/customers');
  const search = page.getByTestId('customer-search').locator('input');
  await search.fill(email);
  await search.press('Enter');
  // The search reaches the URL, then the list: only then does the export take it.
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByTestId('customers-table').locator('tr.ant-table-row')).toHaveCount(1);
  await expect(page.locator('tr', { hasText: email })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-csv').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await download.path(), 'utf8');
  const lines = text.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(email);
});

test('item 5: the menu counts what waits, and an open queue shows a new request without a reload', async ({
  page,
  request,
}) => {
  await openConsoleAsAdmin(page, request);
  await page.goto('/admin/#/review/deposits');
  const table = page.getByTestId('deposits-table');
  await expect(table).toBeVisible();
  const { token } = await freshCustomer(request, 'queue-live');
  const deposit = await apiCall<{ reference: string }>(request, token, 'POST', 'deposit', {
    type: 'bank',
    currency: 'USD',
    money: '321.5',
    proof: await uploadPng(request, token, 'deposit-proof'),
  });
  // No reload, no click: the menu's heartbeat brings both.
  await expect(table.locator('tr', { hasText: deposit.reference })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('menu-count-deposits')).toHaveText(/^[1-9]\d*$/);
  await snap(page, 'console-queue-live-en');
});
