import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { adminLogin, apiCall, errorUnder, signInConsoleAs, snap, type Paged } from './helpers';
import { addDays, calendarDayIn } from '@brokerage/shared/market-time/dates';
import { confirmDecision } from './decision-dialog';

/**
 * Issue 30 item 3, the console's Corporate actions screen at desktop size: one admin enters a
 * cash dividend as the issuer announced it (the withholding rate typed as a percent, sent as a
 * share), which only waits for a second admin; a different admin approves it in Approvals and
 * it is listed as announced with the figures entered; an admin cancels it before its ex-date. A
 * support operator reads the list but can neither enter nor cancel. A split goes the same way:
 * entered as a ratio of whole numbers read back in words, approved by a second admin, listed
 * as a split of "3 for 1" in English and Simplified Chinese, cancelled before its ex-date.
 */
test.use({ viewport: { width: 1440, height: 900 }, hasTouch: false });

const PASSWORD = 'dividends-e2e-Passphrase-3';
/** Used by no other spec: a dividend entered on it changes nothing anyone else checks. */
const KEY = 'US:JNJ';
const PER_SHARE = '0.2475';
const PERCENT = '27.5';
/** Used by no other spec either: nobody holds it or has orders in it that a split would touch. */
const SPLIT_KEY = 'US:HD';

interface ActionView {
  id: number;
  kind: 'cash_dividend' | 'split';
  key: string;
  status: string;
  amountPerShare: string | null;
  withholdingRate: string | null;
  splitTo: number | null;
  splitFrom: number | null;
  exDate: string;
  payDate: string;
  enteredBy: string;
  approvedBy: string | null;
}

/** An operator the run's admin makes (so two admins made this way are each other's second). */
const newOperator = async (
  request: APIRequestContext,
  name: string,
  role: 'superadmin' | 'support',
) => {
  const username = `e2e-div-${name}-${Date.now().toString(36)}`;
  const created = await apiCall<{ id: number }>(
    request,
    await adminLogin(request),
    'POST',
    'admin/operators',
    { username, password: PASSWORD, role },
  );
  return { username, id: created.id };
};

/** Today's date in New York plus `days`, as the API's days are written (YYYY-MM-DD). */
const newYorkDay = (days: number) => addDays(calendarDayIn(new Date(), 'America/New_York'), days);

/** The actions of `key` with `exDate`, as the API lists them to `admin`. */
const actionsOf = async (request: APIRequestContext, admin: string, key: string, exDate: string) =>
  (
    await apiCall<Paged<ActionView>>(request, admin, 'GET', 'admin/corporate-actions?pageSize=100')
  ).items.filter((action) => action.key === key && action.exDate === exDate);

/** A console of its own for `username` (its own browser context: its own session). */
const consoleOf = async (browser: Browser, username: string, language = 'en') => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInConsoleAs(page, username, PASSWORD, language);
  return page;
};

/**
 * Confirms the change the console shows, once its dialog has finished zooming in: a click
 * during the zoom can land beside the moving button, on the backdrop, and do nothing.
 */
const confirmChange = async (page: Page) => {
  await expect(page.getByTestId('confirm-change')).toBeVisible();
  await expect(page.locator('.ant-modal-confirm')).not.toHaveClass(/ant-zoom-appear/);
  await page.getByTestId('confirm-change-ok').click();
};

const openCorporateActions = async (page: Page) => {
  await page.getByTestId('menu-corporateActions').click();
  await expect(page.locator('[data-screen="corporateActions"]')).toBeVisible();
  await expect(page.getByTestId('corporate-actions-table')).toBeVisible();
};

test('one admin enters a cash dividend, a second approves it in Approvals, it is listed and cancelled; support only reads', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const exDate = newYorkDay(5);
  const payDate = newYorkDay(12);
  const proposer = await newOperator(request, 'enters', 'superadmin');
  const approver = await newOperator(request, 'approves', 'superadmin');
  const support = await newOperator(request, 'reads', 'support');
  const admin = await adminLogin(request);
  const listed = () => actionsOf(request, admin, KEY, exDate);

  // --- Admin A enters it.
  const page = await consoleOf(browser, proposer.username);
  await openCorporateActions(page);
  await expect(page.getByTestId('dividend-rule')).toContainText(
    'The lots held when its ex-date begins',
  );
  await page.getByTestId('dividend-new').click();
  await page.getByTestId('dividend-instrument').click();
  await page.keyboard.type('JNJ');
  await page.locator('.ant-select-item-option', { hasText: KEY }).click();
  await expect(page.getByTestId('dividend-instrument')).toContainText('Johnson');
  await page.getByTestId('dividend-amount').fill(PER_SHARE);
  // A percent above 50 is refused in the form, in a percent's words; nothing is sent.
  await page.getByTestId('dividend-withholding').fill('60');
  await page.getByTestId('dividend-ex-date').fill(exDate);
  await page.getByTestId('dividend-pay-date').fill(payDate);
  await page.getByTestId('dividend-note').fill('Issuer release, e2e');
  await page.getByTestId('dividend-submit').click();
  await expect(errorUnder(page, 'dividend-withholding')).toHaveText(
    'Enter a percent from 0 to 50 with at most 3 decimals.',
  );
  await expect(page.getByTestId('confirm-change')).toHaveCount(0);
  await snap(page, 'console-dividends-form');
  await page.getByTestId('dividend-withholding').fill(PERCENT);
  await expect(errorUnder(page, 'dividend-withholding')).toHaveCount(0);
  // An ex-date that has already begun in New York is the server's refusal, under its field.
  await page.getByTestId('dividend-ex-date').fill(newYorkDay(0));
  await page.getByTestId('dividend-submit').click();
  await expect(page.getByTestId('confirm-change')).toContainText(newYorkDay(0));
  await confirmChange(page);
  await expect(errorUnder(page, 'dividend-ex-date')).toHaveText(
    'The ex-date has already begun in its market, or begins within minutes; enter corporate actions before their ex-date.',
  );
  // The refused confirmation has gone before the next one opens.
  await expect(page.getByTestId('confirm-change')).toHaveCount(0);
  await page.getByTestId('dividend-ex-date').fill(exDate);
  await expect(errorUnder(page, 'dividend-ex-date')).toHaveCount(0);
  await page.getByTestId('dividend-submit').click();

  // The confirmation shows the terms and what 100 shares would be paid: 24.75 gross,
  // 6.80625 withheld to the nearest cent, 17.94 net.
  const confirmation = page.getByTestId('confirm-change');
  await expect(confirmation).toContainText(`${KEY} · Johnson`);
  await expect(confirmation).toContainText(`${PER_SHARE} USD`);
  await expect(confirmation).toContainText('27.5 %');
  await expect(confirmation).toContainText(exDate);
  await expect(confirmation).toContainText(payDate);
  await expect(page.getByTestId('dividend-example')).toHaveText(
    'Gross 24.75 USD · Withheld 6.81 USD · Net 17.94 USD',
  );
  await snap(page, 'console-dividends-confirm');
  const sent = page.waitForRequest(
    (sending) =>
      sending.url().endsWith('/api/v1/admin/corporate-actions/dividends') &&
      sending.method() === 'POST',
  );
  await confirmChange(page);
  // The percent went as a share.
  expect((await sent).postDataJSON()).toEqual({
    key: KEY,
    amountPerShare: PER_SHARE,
    withholdingRate: '0.275',
    exDate,
    payDate,
    note: 'Issuer release, e2e',
  });
  await expect(page.locator('.awaiting-second-approver')).toContainText(
    'Waiting for a second approver',
  );
  await expect(page.getByTestId('action-proposed')).toContainText('Waiting for a second approver');
  await snap(page, 'console-dividends-proposed');
  // Only a proposal: nothing is listed yet.
  expect(await listed()).toEqual([]);
  await page.getByTestId('action-open-approvals').click();
  const proposerRow = page
    .getByTestId('approvals-table')
    .locator('tr', { hasText: `Cash dividend: ${KEY}` });
  await expect(proposerRow.locator('[data-testid^="approval-waiting-"]')).toBeVisible();
  await expect(proposerRow.locator('[data-testid^="approval-approve-"]')).toHaveCount(0);

  // --- Admin B approves it in Approvals.
  const second = await consoleOf(browser, approver.username);
  await second.getByTestId('menu-approvals').click();
  const row = second
    .getByTestId('approvals-table')
    .locator('tr', { hasText: `Cash dividend: ${KEY}` });
  const terms = `${PER_SHARE} USD per share · withholding 27.5 % · ex-date ${exDate} · pay date ${payDate}`;
  await expect(row).toContainText(terms);
  await expect(row).toContainText('Issuer release, e2e');
  await expect(row).toContainText(proposer.username);
  await snap(second, 'console-dividends-approvals');
  await row.locator('[data-testid^="approval-approve-"]').click();
  await expect(second.locator('.ant-modal')).toContainText(terms);
  await expect(second.locator('.ant-modal')).toContainText('Approving enters the dividend');
  await snap(second, 'console-dividends-approve-dialog');
  await confirmDecision(second);
  await expect(row).toHaveCount(0);

  // --- Listed as announced, with the figures entered and who entered and approved it.
  const [action] = await listed();
  expect(action).toMatchObject({
    status: 'announced',
    amountPerShare: PER_SHARE,
    withholdingRate: '0.275',
    payDate,
    enteredBy: `operator:${proposer.id}`,
    approvedBy: `operator:${approver.id}`,
  });
  const id = action?.id ?? 0;
  await openCorporateActions(second);
  const listedRow = second
    .getByTestId('corporate-actions-table')
    .locator(`tr[data-row-key="${id}"]`);
  await expect(listedRow).toContainText(KEY);
  await expect(listedRow).toContainText(`${PER_SHARE} USD`);
  await expect(listedRow).toContainText('27.5 %');
  await expect(listedRow).toContainText(exDate);
  await expect(listedRow).toContainText(payDate);
  await expect(listedRow).toContainText(proposer.username);
  await expect(listedRow).toContainText(approver.username);
  await expect(second.getByTestId(`action-status-${id}`)).toHaveText('Announced');
  await expect(second.getByTestId(`action-cancel-${id}`)).toBeVisible();
  await snap(second, 'console-dividends-list');

  // --- Support reads the list (in Simplified Chinese) with neither New nor Cancel.
  const reader = await consoleOf(browser, support.username, 'zh-Hans');
  await openCorporateActions(reader);
  const readerRow = reader
    .getByTestId('corporate-actions-table')
    .locator(`tr[data-row-key="${id}"]`);
  await expect(reader.getByTestId(`action-status-${id}`)).toHaveText('已公告');
  await expect(readerRow).toContainText('27.5%');
  await expect(reader.getByTestId('dividend-new')).toHaveCount(0);
  await expect(reader.getByTestId(`action-cancel-${id}`)).toHaveCount(0);
  await snap(reader, 'console-dividends-support-zh-Hans');
  // The server refuses support too, with its own session: the console only hides the buttons.
  const supportToken = await reader.evaluate(() => sessionStorage.getItem('console:token'));
  const refused = await request.post(`/api/v1/admin/corporate-actions/${id}/cancel`, {
    headers: { platform: 'h5', Authorization: `Bearer ${supportToken}` },
  });
  expect(refused.status()).toBe(403);

  // --- An admin cancels it (before its ex-date): the row says cancelled, the button is gone.
  await second.getByTestId(`action-cancel-${id}`).click();
  const popconfirm = second.locator('.ant-popconfirm');
  await expect(popconfirm).toContainText(KEY);
  // As with the confirmation: the button is clicked once it has stopped zooming in.
  await expect(popconfirm).not.toHaveClass(/-appear/);
  await second.getByTestId('action-cancel-ok').click();
  await expect(second.getByTestId(`action-status-${id}`)).toHaveText('Cancelled');
  await expect(second.getByTestId(`action-cancel-${id}`)).toHaveCount(0);
  await snap(second, 'console-dividends-cancelled');
  expect((await listed())[0]?.status).toBe('cancelled');

  // The status filter finds it among the cancelled, and not among the announced.
  await second.getByTestId('status-filter').getByText('Announced').click();
  await expect(listedRow).toHaveCount(0);
  await second.getByTestId('status-filter').getByText('Cancelled').click();
  await expect(listedRow).toBeVisible();
  await expect(second).toHaveURL(/status=cancelled/);
});

test('one admin enters a 3-for-1 split, a second approves it in Approvals, it is listed as a split in English and Chinese and cancelled', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const exDate = newYorkDay(6);
  const proposer = await newOperator(request, 'splits', 'superadmin');
  const approver = await newOperator(request, 'approves-split', 'superadmin');
  const admin = await adminLogin(request);
  const listed = () => actionsOf(request, admin, SPLIT_KEY, exDate);

  // --- Admin A enters it: the rule is on the screen, the form says what the ex-date does.
  const page = await consoleOf(browser, proposer.username);
  await openCorporateActions(page);
  await expect(page.getByTestId('split-rule')).toContainText(
    'every lot is multiplied by the ratio',
  );
  await page.getByTestId('split-new').click();
  await expect(page.getByTestId('split-hint')).toContainText(
    'fractions of a share are paid in cash at the last close before the ex-date',
  );
  await page.getByTestId('split-instrument').click();
  await page.keyboard.type('HD');
  await page.locator('.ant-select-item-option', { hasText: SPLIT_KEY }).click();
  await expect(page.getByTestId('split-instrument')).toContainText('Home Depot');
  // The ratio is read back as it is typed: a reverse split said to be one, with its fraction.
  await page.getByTestId('split-to').fill('1');
  await page.getByTestId('split-from').fill('3');
  await expect(page.getByTestId('split-preview')).toHaveText(
    '1 for 3 (reverse): 100 shares become 33 shares + 0.33333333 of a share paid in cash',
  );
  // The same number twice is no split: refused under the new shares, nothing sent.
  await page.getByTestId('split-to').fill('3');
  await page.getByTestId('split-from').fill('3');
  await page.getByTestId('split-ex-date').fill(exDate);
  await page.getByTestId('split-submit').click();
  await expect(errorUnder(page, 'split-to')).toHaveText(
    'Enter a ratio of two different whole numbers from 1 to 1000.',
  );
  await expect(page.getByTestId('confirm-change')).toHaveCount(0);
  await page.getByTestId('split-from').fill('1');
  // Either side corrected takes the complaint away: the ratio was refused as a whole.
  await expect(errorUnder(page, 'split-to')).toHaveCount(0);
  await page.getByTestId('split-note').fill('Issuer release, e2e split');
  await expect(page.getByTestId('split-preview')).toHaveText(
    '3 for 1: 100 shares become 300 shares',
  );
  await snap(page, 'console-splits-form');
  await page.getByTestId('split-submit').click();

  // The confirmation shows the ratio, the ex-date and what 100 shares become.
  const confirmation = page.getByTestId('confirm-change');
  await expect(confirmation).toContainText(`${SPLIT_KEY} · The Home Depot`);
  await expect(confirmation).toContainText('3 for 1');
  await expect(confirmation).toContainText(exDate);
  await expect(page.getByTestId('split-example')).toHaveText('300 shares');
  await snap(page, 'console-splits-confirm');
  const sent = page.waitForRequest(
    (sending) =>
      sending.url().endsWith('/api/v1/admin/corporate-actions/splits') &&
      sending.method() === 'POST',
  );
  await confirmChange(page);
  expect((await sent).postDataJSON()).toEqual({
    key: SPLIT_KEY,
    to: 3,
    from: 1,
    exDate,
    note: 'Issuer release, e2e split',
  });
  await expect(page.getByTestId('action-proposed')).toContainText('Waiting for a second approver');
  expect(await listed()).toEqual([]);

  // --- Admin B approves it in Approvals, where it reads as a split of 3 for 1.
  const second = await consoleOf(browser, approver.username);
  await second.getByTestId('menu-approvals').click();
  const row = second
    .getByTestId('approvals-table')
    .locator('tr', { hasText: `Stock split: ${SPLIT_KEY}` });
  const terms = `3 for 1 · ex-date ${exDate}`;
  await expect(row).toContainText(terms);
  await expect(row).toContainText('Issuer release, e2e split');
  await expect(row).toContainText(proposer.username);
  await snap(second, 'console-splits-approvals');
  await row.locator('[data-testid^="approval-approve-"]').click();
  await expect(second.locator('.ant-modal')).toContainText(terms);
  await expect(second.locator('.ant-modal')).toContainText('Approving enters the split');
  await confirmDecision(second);
  await expect(row).toHaveCount(0);

  // --- Listed as an announced split of 3 for 1: no pay date of its own, no cash in lieu yet.
  const [action] = await listed();
  expect(action).toMatchObject({
    kind: 'split',
    status: 'announced',
    splitTo: 3,
    splitFrom: 1,
    amountPerShare: null,
    withholdingRate: null,
    payDate: exDate,
    enteredBy: `operator:${proposer.id}`,
    approvedBy: `operator:${approver.id}`,
  });
  const id = action?.id ?? 0;
  await page.reload();
  await openCorporateActions(page);
  const listedRow = page.getByTestId('corporate-actions-table').locator(`tr[data-row-key="${id}"]`);
  await expect(page.getByTestId(`action-kind-${id}`)).toHaveText('Split');
  await expect(page.getByTestId(`action-terms-${id}`)).toHaveText('3 for 1');
  await expect(page.getByTestId(`action-status-${id}`)).toHaveText('Announced');
  await expect(page.getByTestId(`action-cash-in-lieu-${id}`)).toHaveText('Cash in lieu —');
  await expect(listedRow).toContainText(exDate);
  await expect(listedRow).toContainText(approver.username);
  await expect(page.getByTestId(`action-cancel-${id}`)).toHaveText('Cancel split');
  await snap(page, 'console-splits-list');

  // --- The same list and form in Simplified Chinese.
  await page.evaluate(() => localStorage.setItem('console:language', 'zh-Hans'));
  await page.reload();
  await openCorporateActions(page);
  await expect(page.getByTestId(`action-kind-${id}`)).toHaveText('拆股');
  await expect(page.getByTestId(`action-terms-${id}`)).toHaveText('每 1 股拆为 3 股');
  await expect(page.getByTestId(`action-status-${id}`)).toHaveText('已公告');
  await snap(page, 'console-splits-list-zh-Hans');
  await page.getByTestId('split-new').click();
  await page.getByTestId('split-to').fill('1');
  await page.getByTestId('split-from').fill('10');
  await expect(page.getByTestId('split-preview')).toHaveText(
    '每 10 股合为 1 股（反向拆股）：100 股变为 10 股',
  );
  await snap(page, 'console-splits-form-zh-Hans');
  await page.keyboard.press('Escape');
  await page.evaluate(() => localStorage.setItem('console:language', 'en'));
  await page.reload();
  await openCorporateActions(page);

  // --- Cancelled before its ex-date, in its own words; the status filter finds it there.
  await page.getByTestId(`action-cancel-${id}`).click();
  const popconfirm = page.locator('.ant-popconfirm');
  await expect(popconfirm).toContainText(`Cancel the split of ${SPLIT_KEY}`);
  await expect(popconfirm).not.toHaveClass(/-appear/);
  await page.getByTestId('action-cancel-ok').click();
  await expect(page.getByTestId(`action-status-${id}`)).toHaveText('Cancelled');
  expect((await listed())[0]?.status).toBe('cancelled');
  await page.getByTestId('status-filter').getByText('Applied').click();
  await expect(listedRow).toHaveCount(0);
  await expect(page).toHaveURL(/status=applied/);
});
