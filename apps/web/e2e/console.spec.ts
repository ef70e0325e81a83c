import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminLogin,
  apiCall,
  authenticator,
  decideByApi,
  apiLogin,
  borrowerWithHoldings,
  enrolAtGate,
  freshCustomer,
  makePng,
  openConsoleAsAdmin,
  openRoute,
  seedStorage,
  snap,
  STEP_MS,
  stepOf,
} from './helpers';
import { confirmDecision, pressConfirm } from './decision-dialog';

/**
 * The operator console (`/admin/`) at desktop size: an operator signs in, reviews what a
 * customer did in the same test, and the customer's own API shows the result.
 */
test.use({ viewport: { width: 1440, height: 900 }, hasTouch: false });

const H5 = { platform: 'h5' };

interface Paged<T> {
  items: T[];
}

const OPERATOR_PASSWORD = 'console-e2e-Passphrase-7';

/** A new operator of `role`, created by the e2e admin the way the console's admin does. */
const newOperator = async (request: APIRequestContext, role: 'reviewer' | 'support') => {
  const username = `e2e-${role}-${Date.now().toString(36)}`;
  await apiCall(request, await adminLogin(request), 'POST', 'admin/operators', {
    username,
    password: OPERATOR_PASSWORD,
    role,
  });
  return username;
};

const signInConsole = async (page: Page, username: string, password: string) => {
  await page.goto('/admin/#/sign-in');
  await page.getByTestId('sign-in-username').fill(username);
  await page.getByTestId('sign-in-password').fill(password);
  await page.getByTestId('sign-in-submit').click();
};

const upload = async (request: APIRequestContext, token: string, purpose: string) => {
  const response = await request.post('/api/v1/upload', {
    headers: { ...H5, Authorization: `Bearer ${token}` },
    multipart: { purpose, file: makePng([70, 92, 255]) },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data.id;
};

/** Opens a decision dialog, fills the reason when asked, and confirms it. */
const decide = async (page: Page, button: string, reason?: string) => {
  await page.getByTestId(button).click();
  await confirmDecision(page, reason);
};

test('an operator enrols TOTP, signs in with it, and passes a deposit; the customer sees the money and the statement line', async ({
  page,
  request,
}) => {
  const username = await newOperator(request, 'reviewer');
  const { token } = await freshCustomer(request, 'e2e-console-deposit');
  const deposit = await apiCall<{ id: number; reference: string }>(
    request,
    token,
    'POST',
    'deposit',
    {
      type: 'bank',
      currency: 'USD',
      money: '1234.5',
      proof: await upload(request, token, 'deposit-proof'),
    },
  );

  // A first sign-in shows only the enrolment; once enrolled, the console opens.
  await signInConsole(page, username, OPERATOR_PASSWORD);
  const { secret, enrolledAt } = await enrolAtGate(page);
  const totp = authenticator(secret);
  await expect(page.getByTestId('operator-name')).toHaveText(username);
  await page.getByTestId('menu-security').click();
  await expect(page.getByTestId('totp-enrolled')).toBeVisible();
  await page.getByTestId('sign-out').click();

  // The password alone is not enough any more: the console asks for the code. The code of the
  // enrolment's step was used, so this one is the next step's (one step of drift is allowed).
  await signInConsole(page, username, OPERATOR_PASSWORD);
  await expect(page.getByTestId('sign-in-totp')).toBeVisible();
  await page.getByTestId('sign-in-totp').fill('000000');
  await page.getByTestId('sign-in-submit').click();
  // A wrong code after the right password is said under the code field (issue 28 item 9).
  await expect(
    page
      .locator('.ant-form-item', { has: page.getByTestId('sign-in-totp') })
      .locator('.ant-form-item-explain-error'),
  ).toHaveText('This code is wrong, expired or already used.');
  const now = Date.now();
  const timestamp = stepOf(now) === stepOf(enrolledAt) ? now + STEP_MS : now;
  await page.getByTestId('sign-in-totp').fill(totp.generate({ timestamp }));
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('operator-name')).toHaveText(username);

  await page.getByTestId('menu-deposits').click();
  const row = page.getByTestId('deposits-table').locator('tr', { hasText: deposit.reference });
  await expect(row).toContainText('1,234.50 USD');
  await decide(page, `deposit-pass-${deposit.id}`);
  await expect(row).toHaveCount(0);

  const funds = await apiCall<{ accounts: { currency: string; available: string }[] }>(
    request,
    token,
    'GET',
    'funds',
  );
  expect(funds.accounts.find((account) => account.currency === 'USD')?.available).toMatch(
    /^1234\.50*$/,
  );
  const statement = await apiCall<Paged<{ type: string; amount: string }>>(
    request,
    token,
    'GET',
    'statement',
  );
  expect(statement.items[0]).toMatchObject({ type: 'deposit' });
});

test('an operator refuses a withdrawal with a reason; the customer reads it in the inbox', async ({
  page,
  request,
}) => {
  const admin = await adminLogin(request);
  const { token } = await freshCustomer(request, 'e2e-console-withdraw');
  // Identity passed and money in, by API: this test is about the refusal.
  const kyc = await apiCall<{ identity: { id: number } }>(request, token, 'POST', 'kyc', {
    type: 'passport',
    firstName: 'Erika',
    lastName: 'Musterfrau',
    idNumber: 'C01X00T48',
    frontImage: await upload(request, token, 'kyc'),
    backImage: await upload(request, token, 'kyc'),
  });
  await decideByApi(request, admin, 'kyc', kyc.identity.id, {
    decision: 'pass',
  });
  const deposit = await apiCall<{ id: number }>(request, token, 'POST', 'deposit', {
    type: 'bank',
    currency: 'USD',
    money: '500',
    proof: await upload(request, token, 'deposit-proof'),
  });
  await decideByApi(request, admin, 'deposits', deposit.id, { decision: 'pass' });
  const card = await apiCall<{ id: number }>(request, token, 'POST', 'card/bank', {
    name: 'Main',
    accountName: 'Erika Musterfrau',
    accountNumber: '0532013000',
    bankName: 'Commerzbank',
    branch: 'Frankfurt Kaiserplatz',
    bankCode: '37040044',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    payPassword: '123456',
  });
  const withdrawn = await request.post('/api/v1/withdraw', {
    headers: { ...H5, Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      type: 'bank',
      targetId: card.id,
      currency: 'USD',
      amount: '100',
      payPassword: '123456',
    },
  });
  expect(withdrawn.status()).toBe(200);
  const withdrawalId = ((await withdrawn.json()) as { data: { id: number } }).data.id;

  await signInConsole(page, await newOperator(request, 'reviewer'), OPERATOR_PASSWORD);
  await enrolAtGate(page);
  await page.getByTestId('menu-withdrawals').click();
  // A refusal without a reason is refused by the shared schema before anything is sent.
  await page.getByTestId(`withdrawal-refuse-${withdrawalId}`).click();
  await pressConfirm(page);
  await expect(page.getByText('is required', { exact: false })).toBeVisible();
  await confirmDecision(page, 'The account holder does not match your name.');
  await expect(page.getByTestId(`withdrawal-refuse-${withdrawalId}`)).toHaveCount(0);

  const inbox = await apiCall<Paged<{ title: string; body: string }>>(
    request,
    token,
    'GET',
    'inbox',
  );
  expect(inbox.items[0]?.body).toContain('The account holder does not match your name.');
});

test('an operator without the reviewer role sees no review queue', async ({ page, request }) => {
  const username = await newOperator(request, 'support');
  await signInConsole(page, username, OPERATOR_PASSWORD);
  await enrolAtGate(page);
  await expect(page.getByTestId('operator-name')).toHaveText(username);
  await expect(page.getByTestId('menu-customers')).toBeVisible();
  for (const queue of ['deposits', 'withdrawals', 'kyc', 'chain', 'loans'])
    await expect(page.getByTestId(`menu-${queue}`)).toHaveCount(0);
  // Typing the address does not open it either.
  await page.goto('/admin/#/review/deposits');
  await expect(page.getByTestId('forbidden')).toBeVisible();
  await expect(page.getByTestId('deposits-table')).toHaveCount(0);
});

test('a decision on a record that changed since the list was loaded is refused, in words', async ({
  page,
  request,
}) => {
  const { token } = await freshCustomer(request, 'e2e-console-stale');
  const deposit = await apiCall<{ id: number; reference: string }>(
    request,
    token,
    'POST',
    'deposit',
    {
      type: 'bank',
      currency: 'USD',
      money: '75',
      proof: await upload(request, token, 'deposit-proof'),
    },
  );
  await signInConsole(page, await newOperator(request, 'reviewer'), OPERATOR_PASSWORD);
  await enrolAtGate(page);
  await page.getByTestId('menu-deposits').click();
  await page.getByTestId(`deposit-refuse-${deposit.id}`).click();
  // Another operator decides it meanwhile.
  await decideByApi(request, await adminLogin(request), 'deposits', deposit.id, {
    decision: 'pass',
  });
  await page.getByTestId('decision-comment').fill('The transfer never arrived.');
  await pressConfirm(page);
  await expect(page.getByTestId('decision-failure')).toContainText('changed since you opened it');
  // The list reloads: the deposit is no longer waiting, and it stays passed.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId(`deposit-refuse-${deposit.id}`)).toHaveCount(0);
  const records = await apiCall<Paged<{ id: number; status: number }>>(
    request,
    token,
    'GET',
    'deposit/records',
  );
  expect(records.items.find((item) => item.id === deposit.id)?.status).toBe(1);
});

test('an admin halts an instrument in the console; the customer order is refused with the halt message; resuming lets it through', async ({
  page,
  browser,
  request,
}) => {
  // NVDA: no other spec trades it, so halting it holds up nobody else's test.
  const key = 'US:NVDA';
  await openConsoleAsAdmin(page, request);
  await page.getByTestId('menu-instruments').click();
  await page.getByTestId('instruments-search').locator('input').fill('NVDA');
  await page.getByTestId('instruments-search').locator('input').press('Enter');
  await page.getByTestId(`halt-${key}`).click();
  await confirmDecision(page, 'e2e: results pending');
  await expect(page.getByTestId(`halted-${key}`)).toBeVisible();

  const token = await apiLogin(request);
  const order = { key, type: 'market', quantity: '1', payPassword: '123456' };
  const customer = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await seedStorage(customer, { token });
  await openRoute(customer, `/pages/payment/stock?key=${key}&side=buy`);
  await expect(customer.getByTestId('order-halted')).toHaveText(
    'Trading in this instrument is paused for everyone: e2e: results pending',
  );
  const refused = await request.post('/api/v1/orders', {
    headers: { ...H5, Authorization: `Bearer ${token}` },
    data: order,
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: 'INSTRUMENT_HALTED' });

  await page.getByTestId(`halt-${key}`).click();
  await confirmDecision(page, 'e2e: results out');
  await expect(page.getByTestId(`halted-${key}`)).toHaveCount(0);
  await customer.reload();
  await expect(customer.getByTestId('order-last-price')).toHaveText(/\d/);
  await expect(customer.getByTestId('order-halted')).toHaveCount(0);
  const filled = await apiCall<{ status: string }>(request, token, 'POST', 'orders', order);
  expect(filled.status).toBe('filled');
  await customer.close();
});

test('an operator publishes a news article in English and German; a German reader sees the German text', async ({
  page,
  browser,
  request,
}) => {
  const title = `Wartung ${Date.now().toString(36)}`;
  await openConsoleAsAdmin(page, request);
  await page.getByTestId('menu-news').click();
  await page.getByTestId('news-new').click();
  await page.getByTestId('news-title-en').fill(`Maintenance ${title}`);
  await page.getByTestId('news-summary-en').fill('Deposits pause for an hour on Sunday.');
  // The body is a rich-text editor (console-news.spec.ts covers its toolbar).
  await page.getByTestId('news-body-en').getByRole('textbox').fill('We upgrade the bank link.');
  await page.getByTestId('news-tab-de').click();
  await page.getByTestId('news-title-de').fill(title);
  await page.getByTestId('news-summary-de').fill('Einzahlungen pausieren am Sonntag eine Stunde.');
  await page.getByTestId('news-body-de').getByRole('textbox').click();
  await page.keyboard.type('Wir erneuern die ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('Bankanbindung');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('.');
  await page.getByTestId('news-preview-button').click();
  await expect(page.getByTestId('news-preview')).toContainText('Bankanbindung');
  await page.getByTestId('news-save').click();
  const row = page.getByTestId('news-table').locator('tr', { hasText: `Maintenance ${title}` });
  await row.getByRole('button', { name: 'Publish' }).click();
  await confirmDecision(page);
  await expect(row.getByText('Published')).toBeVisible();

  const id = (await row.locator('td').first().textContent())?.trim();
  const reader = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await seedStorage(reader, { language: 'de' });
  await openRoute(reader, `/pages/news/detail?id=${id}`);
  await expect(reader.getByTestId('news-article').locator('h1')).toHaveText(title);
  await expect(reader.getByTestId('news-article')).toContainText(
    'Einzahlungen pausieren am Sonntag eine Stunde.',
  );
  await expect(reader.getByTestId('news-article')).toContainText('Wir erneuern die Bankanbindung.');
  await reader.close();
});

interface AdminLoan {
  id: number;
  version: number;
  /** The yearly rate as stored: 0.18250000. */
  interestRate: string;
  collateral: {
    value: string;
    debt: string;
    equityRatio: string | null;
    pledges: { symbol: string; market: string }[];
  };
}

/**
 * A borrower's margin loan of `amount` USD against the AAPL holdings `borrowerWithHoldings`
 * buys, applied for and approved by API (as loans.spec.ts does): disbursed, its lots pledged.
 */
const disbursedLoan = async (request: APIRequestContext, prefix: string, amount: string) => {
  const { token } = await borrowerWithHoldings(request, prefix);
  const loan = await apiCall<{ id: number }>(request, token, 'POST', 'loans', {
    currency: 'USD',
    amount,
    periodDays: 14,
    imageFileId: await upload(request, token, 'loan'),
    signatureFileId: await upload(request, token, 'signature'),
    agreed: true,
  });
  const admin = await adminLogin(request);
  const { version } = await apiCall<AdminLoan>(request, admin, 'GET', `admin/loans/${loan.id}`);
  await apiCall(request, admin, 'POST', `admin/loans/${loan.id}/review`, {
    decision: 'approve',
    version,
  });
  return apiCall<AdminLoan>(request, admin, 'GET', `admin/loans/${loan.id}`);
};

test('an operator opens a disbursed loan and sees its pledged holdings, value, debt and equity ratio', async ({
  page,
  request,
}) => {
  // A verified borrower who buys stock and borrows against it: more than the default minute.
  test.setTimeout(180_000);
  const loan = await disbursedLoan(request, 'e2e-console-collateral', '3000');
  expect(loan.collateral.pledges.length).toBeGreaterThan(0);
  await openConsoleAsAdmin(page, request);
  await page.getByTestId('menu-loans').click();
  await page.getByTestId('status-filter').getByText('Disbursed', { exact: true }).click();
  const row = page.getByTestId('loans-table').locator('tr', {
    has: page.getByTestId(`loan-detail-${loan.id}`),
  });
  // The yearly rate as a percentage, exact to the stored rate (0.18250000 is 18.25 %).
  const [whole = '0', fraction = ''] = loan.interestRate.split('.');
  const percent = `${Number(`${whole}${fraction.padEnd(2, '0').slice(0, 2)}`)}.${fraction.padEnd(4, '0').slice(2, 4)} %`;
  await expect(row).toContainText(percent);
  // The list says the equity ratio and whether the collateral covers it.
  await expect(row.getByTestId('loan-equity-ratio')).toContainText(/\d+\.\d\d %/);
  await expect(row.getByTestId('loan-equity-ratio')).toContainText('Covered');

  await page.getByTestId(`loan-detail-${loan.id}`).click();
  const detail = page.getByTestId('loans-detail');
  await expect(detail).toBeVisible();
  const pledges = detail.getByTestId('loan-pledges');
  await expect(pledges).toContainText('US:AAPL');
  await expect(pledges.locator('tbody tr.ant-table-row')).toHaveCount(
    loan.collateral.pledges.length,
  );
  await expect(pledges).toContainText('50.00 %'); // the US market's LTV
  await expect(detail.getByTestId('loan-collateral-debt')).toHaveText('3,000.00 USD');
  await expect(detail.getByTestId('loan-collateral-value')).toHaveText(/^[\d,]+\.\d\d USD$/);
  await expect(detail.getByTestId('loan-equity-ratio')).toContainText(/\d+\.\d\d %/);
  await expect(detail.getByTestId('loan-open-call')).toHaveText('None');
  await expect(detail.getByTestId('loan-margin-calls')).toContainText('No margin call so far');
});

test('an operator raises the maintenance level inside the risk band: it applies at once', async ({
  page,
  request,
}) => {
  const admin = await adminLogin(request);
  const setting = async () =>
    (
      await apiCall<{ key: string; value: unknown }[]>(request, admin, 'GET', 'admin/settings')
    ).find((item) => item.key === 'loans.margin')?.value as {
      maintenanceLevel: string;
      liquidationLevel: string;
      callDeadlineHours: number;
    };
  const before = await setting();
  expect(before.maintenanceLevel).toBe('1.30');
  await openConsoleAsAdmin(page, request);
  await page.goto('/admin/#/platform/settings');
  await page.getByTestId('settings-tab-margin').click();
  const form = page.getByTestId('setting-loans.margin');
  // Liquidation at or above maintenance is refused on the field, before anything is sent.
  await form.getByTestId('margin-liquidation').fill('1.40');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(
    form.getByText('The liquidation level must be above 1 and below the maintenance level.'),
  ).toBeVisible();
  await form.getByTestId('margin-liquidation').fill(before.liquidationLevel);
  // 1.30 → 1.35 moves by under 4 %, inside the 10 % risk band: no second operator.
  await form.getByTestId('margin-maintenance').fill('1.35');
  await form.getByRole('button', { name: 'Save' }).click();
  // The console shows what changes, old → new, before anything is sent (issue 28).
  await expect(page.getByTestId('confirm-change')).toContainText('1.35');
  await page.getByTestId('confirm-change-ok').click();
  try {
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await expect(page.locator('.awaiting-second-approver')).toHaveCount(0);
    expect(await setting()).toEqual({ ...before, maintenanceLevel: '1.35' });
  } finally {
    // Back as it was (inside the band again), for the loans other specs take out.
    const restored = await request.put('/api/v1/admin/settings/loans.margin', {
      headers: { ...H5, Authorization: `Bearer ${admin}` },
      data: { value: before },
    });
    expect(restored.status()).toBe(200);
  }
});

/** Every console screen, by its menu path (apps/admin/src/app/screens.tsx). */
const CONSOLE_SCREENS = [
  ['dashboard', '/'],
  ['deposits', '/review/deposits'],
  ['withdrawals', '/review/withdrawals'],
  ['kyc', '/review/kyc'],
  ['chain', '/review/chain'],
  ['loans', '/review/loans'],
  ['approvals', '/review/approvals'],
  ['customers', '/customers'],
  ['support', '/support'],
  ['instruments', '/products/instruments'],
  ['block-deals', '/products/block-deals'],
  ['ipo', '/products/ipo'],
  ['quant', '/products/quant'],
  ['news', '/products/news'],
  ['settings', '/platform/settings'],
  ['operators', '/platform/operators'],
  ['ledger', '/platform/ledger'],
  ['audit', '/platform/audit'],
  ['security', '/security'],
] as const;

const SETTINGS_TABS = [
  'platform',
  'trading',
  'money',
  'fx',
  'loans',
  'margin',
  'approvals',
] as const;

test('screenshots of every console screen in English and Simplified Chinese', async ({
  page,
  request,
}) => {
  // About forty screens twice, each fetched as its own chunk: minutes on a loaded CI machine.
  test.setTimeout(480_000);
  // A disbursed loan with pledged holdings, for the loan review's collateral drawer.
  const loan = await disbursedLoan(request, 'e2e-console-shots-loan', '2000');
  const demo = await apiCall<{ id: number }>(
    request,
    await apiLogin(request),
    'GET',
    'member/profile',
  );
  for (const language of ['en', 'zh-Hans']) {
    await page.goto('/admin/#/sign-in');
    await page.evaluate((key) => localStorage.setItem('console:language', key), language);
    await page.reload();
    await snap(page, `console-${language}-sign-in`);
    if (await page.getByTestId('sign-in-username').isVisible())
      await openConsoleAsAdmin(page, request, language);
    await expect(page.getByTestId('operator-name')).toHaveText('admin');
    for (const [name, path] of CONSOLE_SCREENS) {
      await page.goto(`/admin/#${path}`);
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 30_000 });
      await snap(page, `console-${language}-${name}`);
    }
    await page.goto('/admin/#/platform/settings');
    for (const tab of SETTINGS_TABS) {
      await page.getByTestId(`settings-tab-${tab}`).click();
      await snap(page, `console-${language}-settings-${tab}`);
    }
    await page.goto('/admin/#/review/loans');
    // The filter's third option: disbursed (LOAN_STATUSES), whatever the language calls it.
    await page.getByTestId('status-filter').locator('.ant-segmented-item').nth(2).click();
    await page.getByTestId(`loan-detail-${loan.id}`).click();
    await expect(page.getByTestId('loan-pledges')).toBeVisible();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 30_000 });
    await snap(page, `console-${language}-loan-collateral`);
    await page.keyboard.press('Escape');
    await page.goto(`/admin/#/customers/${demo.id}`);
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 30_000 });
    await snap(page, `console-${language}-customer`);
    await page.goto('/admin/#/products/news');
    await page.getByTestId('news-new').click();
    await snap(page, `console-${language}-news-editor`);
  }
});
