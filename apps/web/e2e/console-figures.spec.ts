import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  adminLogin,
  apiCall,
  authenticator,
  customerIdOf,
  decideByApi,
  openConsoleAsAdmin,
  post,
  type Paged,
  errorUnder,
  snap,
  uploadPng,
  verifiedFundedCustomer,
} from './helpers';

/**
 * Issue 28, items 8, 9 (sign-in part) and 10: the dashboard's money figures are facts (what was
 * credited, what was paid out); a wrong second factor says so; no internal identifier on
 * screen (operators by name, ledger types and texts translated, the role's real name, the
 * sign-in page in the reader's language). At desktop size.
 */
test.use({ viewport: { width: 1440, height: 900 }, hasTouch: false });

const PIN = '123456';

const CARD = {
  name: 'Figures account',
  accountName: 'Lena Brandt',
  accountNumber: '0532013000',
  bankName: 'Commerzbank',
  branch: 'Frankfurt Kaiserplatz',
  bankCode: '37040044',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
};

/** A verified customer holding 100 USD, with a bank card bound (cooling-off is 0 in the suite). */
const customerWithCard = async (request: APIRequestContext, prefix: string) => {
  const customer = await verifiedFundedCustomer(
    request,
    prefix,
    { firstName: 'Lena', lastName: 'Brandt', idNumber: `F${Date.now()}` },
    '100',
  );
  const card = await apiCall<{ id: number }>(request, customer.token, 'POST', 'card/bank', {
    ...CARD,
    payPassword: PIN,
  });
  return { ...customer, cardId: card.id };
};

const withdraw = (
  request: APIRequestContext,
  token: string,
  cardId: number,
  currency: string,
  amount: string,
) =>
  apiCall<{ id: number }>(request, token, 'POST', 'withdraw', {
    type: 'bank',
    targetId: cardId,
    currency,
    amount,
    payPassword: PIN,
  });

/**
 * The SGD figure a dashboard card shows (0 when it shows none). No other spec moves SGD, so
 * what changes in it during this test is this test's doing, whatever runs beside it.
 */
const sgdShown = async (card: Locator): Promise<number> => {
  const money = card.locator('.money', { hasText: 'SGD' });
  if ((await money.count()) === 0) return 0;
  const text = (await money.first().innerText()).replace(/[^0-9.]/g, '');
  return Number(text);
};

const openDashboard = async (page: Page) => {
  await page.goto('/admin/#/');
  await page.reload();
  await expect(page.getByTestId('stat-deposits')).toBeVisible();
  await expect(page.getByTestId('stat-withdrawals')).toBeVisible();
};

test('item 8: the dashboard counts what was credited and paid out today, not what was declared or refused', async ({
  page,
  request,
}) => {
  const admin = await adminLogin(request);
  const { token, cardId } = await customerWithCard(request, 'figures-dashboard');

  await openConsoleAsAdmin(page, request);
  await openDashboard(page);
  const depositsBefore = await sgdShown(page.getByTestId('stat-deposits'));
  const withdrawalsBefore = await sgdShown(page.getByTestId('stat-withdrawals'));

  // Declared 1,200.50 SGD; the bank shows 1,200.00 arrived, and that is what is credited.
  const deposit = await apiCall<{ id: number }>(request, token, 'POST', 'deposit', {
    type: 'bank',
    currency: 'SGD',
    money: '1200.50',
    proof: await uploadPng(request, token, 'deposit-proof', [40, 160, 90]),
  });
  await decideByApi(request, admin, 'deposits', deposit.id, {
    decision: 'part',
    auditMoney: '1200.00',
    comment: '1,200.00 SGD arrived',
  });
  // 700 SGD asked for and refused; 1,000 SGD asked for and paid.
  const refused = await withdraw(request, token, cardId, 'SGD', '700');
  await decideByApi(request, admin, 'withdrawals', refused.id, {
    decision: 'refuse',
    comment: 'Account closed at the bank',
  });
  const paid = await withdraw(request, token, cardId, 'SGD', '1000');
  await decideByApi(request, admin, 'withdrawals', paid.id, { decision: 'pass' });

  await openDashboard(page);
  const deposits = page.getByTestId('stat-deposits');
  const withdrawals = page.getByTestId('stat-withdrawals');
  expect((await sgdShown(deposits)) - depositsBefore).toBeCloseTo(1200, 2);
  expect((await sgdShown(withdrawals)) - withdrawalsBefore).toBeCloseTo(1000, 2);
  await expect(deposits).toContainText('Credited today');
  await expect(withdrawals).toContainText('Paid out today');
  await snap(page, 'console-dashboard-figures-en');

  await openConsoleAsAdmin(page, request, 'zh-Hans');
  await openDashboard(page);
  await expect(page.getByTestId('stat-deposits')).toContainText('今日已入账');
  await expect(page.getByTestId('stat-withdrawals')).toContainText('今日已付出');
  await snap(page, 'console-dashboard-figures-zh-Hans');
});

const OPERATOR_PASSWORD = 'figures-e2e-Passphrase-9';

/** A reviewer enrolled in TOTP through the API: its secret and recovery codes. */
const enrolledReviewer = async (request: APIRequestContext) => {
  const username = `e2e-figures-${Date.now().toString(36)}`;
  await apiCall(request, await adminLogin(request), 'POST', 'admin/operators', {
    username,
    password: OPERATOR_PASSWORD,
    role: 'reviewer',
  });
  const login = await post(request, 'user/login', { username, password: OPERATOR_PASSWORD });
  const { token } = login.body.data as { token: string };
  const start = await post(request, 'user/totp/enrol', {}, token);
  const { secret } = start.body.data as { secret: string };
  const confirm = await post(
    request,
    'user/totp/confirm',
    { code: authenticator(secret).generate() },
    token,
  );
  expect(confirm.status).toBe(200);
  const { recoveryCodes } = confirm.body.data as { recoveryCodes: string[] };
  return { username, secret, recoveryCodes };
};

test('item 9: after the right password, a wrong TOTP code and a used recovery code each say so under the field', async ({
  page,
  request,
}) => {
  const { username, secret, recoveryCodes } = await enrolledReviewer(request);
  const used = recoveryCodes[0] ?? '';
  // The recovery code is spent once, through the API.
  const spent = await post(request, 'user/login', {
    username,
    password: OPERATOR_PASSWORD,
    recoveryCode: used,
  });
  expect(spent.status).toBe(200);

  // A code no authenticator step near now gives.
  const near = [-1, 0, 1].map((step) =>
    authenticator(secret).generate({ timestamp: Date.now() + step * 30_000 }),
  );
  const wrong = ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code)) ?? '';

  await page.goto('/admin/#/sign-in');
  await page.getByTestId('sign-in-username').fill(username);
  await page.getByTestId('sign-in-password').fill(OPERATOR_PASSWORD);
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('sign-in-totp')).toBeVisible();
  await page.getByTestId('sign-in-totp').fill(wrong);
  await page.getByTestId('sign-in-submit').click();
  await expect(errorUnder(page, 'sign-in-totp')).toHaveText(
    'This code is wrong, expired or already used.',
  );
  await expect(page.getByText('The account or password is incorrect.')).toHaveCount(0);
  await snap(page, 'console-sign-in-totp-wrong-en');
  // The error leaves the field when the code is changed.
  await page.getByTestId('sign-in-totp').fill('1');
  await expect(errorUnder(page, 'sign-in-totp')).toHaveCount(0);

  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByTestId('sign-in-recovery').fill(used);
  await page.getByTestId('sign-in-submit').click();
  await expect(errorUnder(page, 'sign-in-recovery')).toHaveText(
    'This recovery code is wrong or was already used.',
  );
  await expect(page.getByText('The account or password is incorrect.')).toHaveCount(0);
  await snap(page, 'console-sign-in-recovery-used-en');

  // A wrong password still learns nothing about the second factor.
  await page.goto('/admin/#/sign-in');
  await page.reload();
  await page.getByTestId('sign-in-username').fill(username);
  await page.getByTestId('sign-in-password').fill('not-the-password-1');
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('sign-in-failure')).toHaveText(
    'The account or password is incorrect.',
  );
});

test('item 10: the ledger names operators, translates types and texts; the role has its name; sign-in switches language', async ({
  page,
  browser,
  request,
}) => {
  const admin = await adminLogin(request);
  const { token, email, cardId } = await customerWithCard(request, 'figures-ledger');
  const customerId = await customerIdOf(request, email);
  await withdraw(request, token, cardId, 'USD', '20');
  const entries = await apiCall<Paged<{ id: number; type: string; actor: string }>>(
    request,
    admin,
    'GET',
    `admin/ledger/entries?customerId=${customerId}`,
  );
  const deposit = entries.items.find((entry) => entry.type === 'deposit');
  const reserve = entries.items.find((entry) => entry.type === 'withdrawal.reserve');
  expect(deposit?.actor).toMatch(/^operator:\d+$/);
  expect(reserve).toBeDefined();

  const openLedger = async (language: string) => {
    await openConsoleAsAdmin(page, request, language);
    await page.goto('/admin/#/platform/ledger');
    await page.getByTestId('filter-customerId').fill(String(customerId));
    await page.getByTestId('filter-search').click();
    await expect(page.locator(`tr[data-row-key="${reserve?.id}"]`)).toBeVisible();
  };

  await openLedger('en');
  const depositRow = page.locator(`tr[data-row-key="${deposit?.id}"]`);
  await expect(depositRow).toContainText('admin');
  await expect(page.getByTestId('ledger-table')).not.toContainText('operator:');
  await expect(page.getByTestId('operator-role')).toHaveText('Super administrator');
  await snap(page, 'console-ledger-names-en');

  await openLedger('zh-Hans');
  const reserveRow = page.locator(`tr[data-row-key="${reserve?.id}"]`);
  await expect(reserveRow).toContainText('提现冻结');
  await expect(reserveRow).toContainText(`提现至 ${CARD.name}`);
  await expect(reserveRow).not.toContainText('withdrawal.reserve');
  await expect(reserveRow).not.toContainText('Withdrawal to');
  await expect(page.locator(`tr[data-row-key="${deposit?.id}"]`)).toContainText('充值');
  await expect(page.getByTestId('ledger-table')).not.toContainText('operator:');
  await expect(page.getByTestId('operator-role')).toHaveText('超级管理员');
  await snap(page, 'console-ledger-names-zh-Hans');

  // The sign-in page, before anyone signs in, offers the console's languages.
  const fresh = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await fresh.goto('/admin/#/sign-in');
  await expect(fresh.getByText('Username')).toBeVisible();
  await fresh.getByTestId('language-select').click();
  await fresh.locator('.ant-select-item-option', { hasText: '简体中文' }).click();
  await expect(fresh.getByText('用户名')).toBeVisible();
  await expect(fresh.getByText('请使用运营账号登录。')).toBeVisible();
  await snap(fresh, 'console-sign-in-zh-Hans');
  await fresh.reload();
  await expect(fresh.getByText('用户名')).toBeVisible();
  await fresh.close();
});
