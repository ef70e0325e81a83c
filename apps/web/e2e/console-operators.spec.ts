import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminLogin,
  apiCall,
  authenticator,
  freshCustomer,
  openConsoleAsAdmin,
  post,
  errorUnder,
  snap,
  STEP_MS,
  stepOf,
} from './helpers';

/**
 * Issue 28, item 11: an operator changes their own password, an admin resets one (the
 * operator must change it at the next sign-in), recovery codes can be regenerated; views of
 * a customer's personal data and failed sign-ins are in the audit log. At desktop size.
 */
test.use({ viewport: { width: 1440, height: 900 }, hasTouch: false });

const H5 = { platform: 'h5' };
const PASSWORD = 'operators-e2e-Passphrase-4';
const NEW_PASSWORD = 'operators-e2e-Changed-Pass-8';
const TEMPORARY_PASSWORD = 'operators-e2e-Temporary-6';

const signedIn = async (request: APIRequestContext, token: string) => {
  const response = await request.get(`/api/v1/user/check_logged?token=${token}`, { headers: H5 });
  return ((await response.json()) as { data: { logged: boolean } }).data.logged;
};

interface Operator {
  id: number;
  username: string;
  secret: string;
  recoveryCodes: string[];
  /** The session the enrolment opened through the API: "another session" of the operator. */
  token: string;
  /** The last TOTP step a code of this operator was used in (each code counts once). */
  lastStep: number;
}

/** A new operator made by the e2e admin and enrolled in TOTP through the API. */
const enrolledOperator = async (
  request: APIRequestContext,
  name: string,
  role: 'reviewer' | 'support' = 'reviewer',
): Promise<Operator> => {
  const username = `e2e-ops-${name}-${Date.now().toString(36)}`;
  const created = await apiCall<{ id: number }>(
    request,
    await adminLogin(request),
    'POST',
    'admin/operators',
    { username, password: PASSWORD, role },
  );
  const login = await post(request, 'user/login', { username, password: PASSWORD });
  const token = String(login.body.data?.token);
  const start = await post(request, 'user/totp/enrol', {}, token);
  const secret = String(start.body.data?.secret);
  const at = Date.now();
  const confirm = await post(
    request,
    'user/totp/confirm',
    { code: authenticator(secret).generate({ timestamp: at }) },
    token,
  );
  expect(confirm.status).toBe(200);
  const recoveryCodes = confirm.body.data?.recoveryCodes as string[];
  return { id: created.id, username, secret, recoveryCodes, token, lastStep: stepOf(at) };
};

/** A code of a step no code of `who` was used in yet (the server accepts one step ahead). */
const nextCode = async (page: Page, who: Operator) => {
  while (who.lastStep + 1 > stepOf(Date.now()) + 1) await page.waitForTimeout(1_000);
  const step = Math.max(stepOf(Date.now()), who.lastStep + 1);
  who.lastStep = step;
  return authenticator(who.secret).generate({ timestamp: step * STEP_MS });
};

/** The console's sign-in in `language` with the password and then a fresh code. */
const signInWithCode = async (page: Page, who: Operator, password: string, language = 'en') => {
  await page.goto('/admin/#/sign-in');
  await page.evaluate((key) => localStorage.setItem('console:language', key), language);
  await page.reload();
  await page.getByTestId('sign-in-username').fill(who.username);
  await page.getByTestId('sign-in-password').fill(password);
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('sign-in-totp')).toBeVisible();
  await page.getByTestId('sign-in-totp').fill(await nextCode(page, who));
  await page.getByTestId('sign-in-submit').click();
};

const fillPasswordChange = async (page: Page, current: string, next: string) => {
  await page.getByTestId('password-current').fill(current);
  await page.getByTestId('password-new').fill(next);
  await page.getByTestId('password-repeat').fill(next);
  await page.getByTestId('password-change').click();
};

test('item 11: an operator changes their own password from My account; their other sessions end', async ({
  page,
  request,
}) => {
  const who = await enrolledOperator(request, 'own', 'support');
  await signInWithCode(page, who, PASSWORD);
  await expect(page.getByTestId('operator-name')).toHaveText(who.username);

  await page.getByTestId('my-account').click();
  // A wrong current password is said under its field, and nothing changes.
  await fillPasswordChange(page, 'not-the-current-password', NEW_PASSWORD);
  await expect(errorUnder(page, 'password-current')).toHaveText('The old password is incorrect.');
  expect(await signedIn(request, who.token)).toBe(true);

  await fillPasswordChange(page, PASSWORD, NEW_PASSWORD);
  await expect(page.locator('.password-changed')).toBeVisible();
  await snap(page, 'console-my-account-en');
  // The other session ended; this one goes on.
  expect(await signedIn(request, who.token)).toBe(false);
  await page.getByTestId('menu-dashboard').click();
  await expect(page.getByTestId('operator-name')).toHaveText(who.username);

  const old = await post(request, 'user/login', { username: who.username, password: PASSWORD });
  expect(old.body.code).toBe('INVALID_CREDENTIALS');
  const fresh = await post(request, 'user/login', {
    username: who.username,
    password: NEW_PASSWORD,
    totp: await nextCode(page, who),
  });
  expect(fresh.status).toBe(200);
});

test('item 11: an admin resets an operator’s password; the operator must choose a new one at sign-in', async ({
  page,
  request,
  browser,
}) => {
  const who = await enrolledOperator(request, 'reset');
  await openConsoleAsAdmin(page, request);
  await page.goto('/admin/#/platform/operators');
  const row = page.locator('tr', { hasText: who.username });
  await row.getByTestId('operator-reset-password').click();
  await page.getByTestId('reset-password-input').fill(TEMPORARY_PASSWORD);
  await page.getByTestId('reset-password-submit').click();
  await expect(page.getByTestId('confirm-change')).toContainText(who.username);
  await snap(page, 'console-operator-reset-confirm-en');
  await page.getByTestId('confirm-change-ok').click();
  await expect(page.locator('.ant-message-success')).toBeVisible();
  // Every session of theirs ended at once.
  expect(await signedIn(request, who.token)).toBe(false);

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const operatorPage = await context.newPage();
  await signInWithCode(operatorPage, who, TEMPORARY_PASSWORD, 'zh-Hans');
  await expect(operatorPage.getByTestId('password-gate')).toContainText('管理员已重置您的密码');
  await expect(operatorPage.getByTestId('operator-name')).toHaveCount(0);
  await snap(operatorPage, 'console-password-gate-zh-Hans');
  await fillPasswordChange(operatorPage, TEMPORARY_PASSWORD, NEW_PASSWORD);
  await expect(operatorPage.getByTestId('operator-name')).toHaveText(who.username);
  await context.close();

  const temporary = await post(request, 'user/login', {
    username: who.username,
    password: TEMPORARY_PASSWORD,
  });
  expect(temporary.body.code).toBe('INVALID_CREDENTIALS');
});

test('item 11: an operator regenerates their recovery codes with a fresh code; an old one is refused', async ({
  page,
  request,
}) => {
  const who = await enrolledOperator(request, 'codes', 'support');
  await signInWithCode(page, who, PASSWORD, 'zh-Hans');
  await expect(page.getByTestId('operator-name')).toHaveText(who.username);
  await page.getByTestId('my-account').click();
  await page.getByTestId('recovery-regenerate-code').fill(await nextCode(page, who));
  await page.getByTestId('recovery-regenerate').click();
  await expect(page.getByTestId('confirm-change')).toBeVisible();
  // The server's answer itself, so a refusal fails here with its code rather than as a
  // missing list (a loaded machine once showed nothing within the list's wait).
  const renewed = page.waitForResponse(
    (response) =>
      response.url().includes('/user/totp/recovery-codes') &&
      response.request().method() === 'POST',
  );
  await page.getByTestId('confirm-change-ok').click();
  const answer = await renewed;
  expect(answer.status(), await answer.text()).toBe(200);
  const shown = page.getByTestId('recovery-codes').locator('li');
  await expect(shown).toHaveCount(10);
  await snap(page, 'console-recovery-codes-zh-Hans');
  const fresh = await shown.allInnerTexts();
  expect(fresh).not.toContain(who.recoveryCodes[0]);

  const old = await post(request, 'user/login', {
    username: who.username,
    password: PASSWORD,
    recoveryCode: who.recoveryCodes[0],
  });
  expect(old.body.code).toBe('RECOVERY_CODE_INVALID');
  const withNew = await post(request, 'user/login', {
    username: who.username,
    password: PASSWORD,
    recoveryCode: fresh[0]?.trim(),
  });
  expect(withNew.status).toBe(200);
  await page.getByTestId('totp-done').click();
  await expect(page.getByTestId('recovery-codes')).toHaveCount(0);
});

test('item 11: the audit log shows an operator viewing a customer and a failed sign-in', async ({
  page,
  request,
}) => {
  const admin = await adminLogin(request);
  const { email } = await freshCustomer(request, 'audit-view');
  const found = await apiCall<{ items: { id: number; email: string }[] }>(
    request,
    admin,
    'GET',
    `admin/customers?q=${encodeURIComponent(email)}`,
  );
  const customerId = found.items.find((customer) => customer.email === email)?.id;
  expect(customerId).toBeDefined();
  const username = `e2e-ops-failed-${Date.now().toString(36)}`;
  const created = await apiCall<{ id: number }>(request, admin, 'POST', 'admin/operators', {
    username,
    password: PASSWORD,
    role: 'support',
  });

  // A wrong password at the console's sign-in.
  await page.goto('/admin/#/sign-in');
  await page.getByTestId('sign-in-username').fill(username);
  await page.getByTestId('sign-in-password').fill('a-wrong-password-1');
  await page.getByTestId('sign-in-submit').click();
  // The credentials' own refusal (a refusal of any other kind writes no row to find below).
  await expect(page.getByTestId('sign-in-failure')).toContainText(
    'The account or password is incorrect.',
  );

  await openConsoleAsAdmin(page, request);
  await page.goto(`/admin/#/customers/${customerId}`);
  await expect(page.getByTestId('customer-message')).toBeVisible();

  await page.goto('/admin/#/platform/audit');
  const table = page.getByTestId('audit-table');
  await page.getByTestId('filter-action').fill('customer.view');
  await page.getByTestId('filter-subjectId').fill(String(customerId));
  await page.getByTestId('filter-search').click();
  // The search has taken effect (the unfiltered log shows the view too): typed before, the next
  // search's values were put back to this one's when its address came (CI on a slow machine).
  await expect(page).toHaveURL(/action=customer\.view/);
  // The action and the record by their names; the codes are what the filter takes.
  const view = table.locator('tr', { hasText: "Viewed a customer's profile" }).first();
  await expect(view).toContainText('admin');
  await expect(view).toContainText(`Customer #${customerId}`);

  await page.getByTestId('filter-action').fill('operator.login.failed');
  await page.getByTestId('filter-subjectId').fill(String(created.id));
  await page.getByTestId('filter-search').click();
  await expect(page).toHaveURL(/action=operator\.login\.failed/);
  const failed = table.locator('tr', { hasText: 'Failed operator sign-in' }).first();
  await expect(failed).toContainText(username);
  await expect(failed).toContainText('127.0.0.1');
  await snap(page, 'console-audit-failed-sign-in-en');
});
