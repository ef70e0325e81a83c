import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { addDays, calendarDayIn } from '@brokerage/shared/market-time/dates';
import { adminLogin, apiCall, signInConsoleAs, snap, type Paged } from './helpers';
import { confirmDecision } from './decision-dialog';

/**
 * Issue 30 item 3, "or a feed supplies it", in the console at desktop size: the vendor's file
 * the run's server reads (CORPORATE_ACTIONS_FEED, playwright.config.ts) publishes a 2-for-1
 * split and a dividend of an instrument that does not exist. The Corporate actions screen says
 * the feed was read and how many records it published, and lists the rejected record with its
 * reason; the split waits in Approvals marked as the feed's, where one admin approves it; the
 * action is listed with the feed's tag and cancelled. A file the server cannot read is shown as
 * a failed read with the last read that succeeded. In English and Simplified Chinese.
 */
test.use({ viewport: { width: 1440, height: 900 }, hasTouch: false });

const PASSWORD = 'feed-e2e-Passphrase-7';
/** Used by no other spec: a split of it changes nothing anyone else checks (and is cancelled). */
const KEY = 'US:PG';
const FEED_FILE = path.join(process.env.E2E_TMP ?? '', 'corporate-feed.json');
/** The corporate actions job reads the feed every minute (server.ts), and once at start. */
const READ_WAIT = 150_000;

interface FeedRecordView {
  ref: string;
  status: string;
  errorCode: string | null;
}
interface FeedStatusView {
  configured: boolean;
  lastRead: {
    at: string;
    succeededAt: string | null;
    records: number | null;
    error: string | null;
  } | null;
}

const newYorkDay = (days: number) => addDays(calendarDayIn(new Date(), 'America/New_York'), days);

const consoleOf = async (browser: Browser, username: string, language = 'en') => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInConsoleAs(page, username, PASSWORD, language);
  return page;
};

const feedStatus = async (request: APIRequestContext, admin: string) =>
  apiCall<FeedStatusView>(request, admin, 'GET', 'admin/corporate-actions/feed');

test('records a vendor feed publishes are read, rejected with a reason or proposed, approved by one admin; a failed read is shown', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const stamp = Date.now().toString(36);
  const splitRef = `E2E-SPLIT-${stamp}`;
  const badRef = `E2E-BAD-${stamp}`;
  const exDate = newYorkDay(20);
  const admin = await adminLogin(request);
  const username = `e2e-feed-${stamp}`;
  await apiCall(request, admin, 'POST', 'admin/operators', {
    username,
    password: PASSWORD,
    role: 'superadmin',
  });

  // --- The vendor publishes two records; the job's next pass reads them.
  await writeFile(
    FEED_FILE,
    JSON.stringify([
      {
        ref: splitRef,
        kind: 'split',
        key: KEY,
        splitTo: 2,
        splitFrom: 1,
        exDate,
        note: 'Vendor e2e',
      },
      {
        ref: badRef,
        kind: 'cash_dividend',
        key: 'US:ZZZZ',
        amountPerShare: '0.25',
        withholdingRate: '0.3',
        exDate,
        payDate: newYorkDay(27),
      },
    ]),
  );
  await expect
    .poll(
      async () =>
        (
          await apiCall<Paged<FeedRecordView>>(
            request,
            admin,
            'GET',
            'admin/corporate-actions/feed-records?show=all&pageSize=100',
          )
        ).items
          .filter((record) => record.ref === splitRef || record.ref === badRef)
          .map(({ ref, status, errorCode }) => ({ ref, status, errorCode }))
          .sort((a, b) => a.ref.localeCompare(b.ref)),
      { timeout: READ_WAIT, intervals: [2_000] },
    )
    .toEqual([
      { ref: badRef, status: 'rejected', errorCode: 'UNKNOWN_INSTRUMENT' },
      { ref: splitRef, status: 'proposed', errorCode: null },
    ]);
  await expect
    .poll(async () => (await feedStatus(request, admin)).lastRead?.records, { timeout: READ_WAIT })
    .toBe(2);

  // --- The Corporate actions screen: the feed read, the rejected record with its reason.
  const page = await consoleOf(browser, username);
  await page.getByTestId('menu-corporateActions').click();
  await expect(page.locator('[data-screen="corporateActions"]')).toBeVisible();
  const status = page.getByTestId('corporate-feed-status');
  await expect(status).toContainText(/Feed “file” read .*: 2 records published\./);
  const records = page.getByTestId('corporate-feed-records');
  const badRow = records.locator('tr', { hasText: badRef });
  await expect(badRow).toContainText('US:ZZZZ');
  await expect(badRow).toContainText('Rejected');
  await expect(badRow).toContainText('This instrument does not exist.');
  // Only what needs an operator is listed by default: the proposed split is not.
  await expect(records.locator('tr', { hasText: splitRef })).toHaveCount(0);
  await records.scrollIntoViewIfNeeded();
  await snap(page, 'console-feed-records-en');

  // --- Approvals: the split is the feed's proposal; one admin's approval announces it.
  await page.getByTestId('menu-approvals').click();
  const row = page.getByTestId('approvals-table').locator('tr', { hasText: `Stock split: ${KEY}` });
  await expect(row).toContainText(`2 for 1 · ex-date ${exDate}`);
  await expect(row.locator('[data-testid^="approval-feed-"]')).toContainText(`Feed ${splitRef}`);
  await snap(page, 'console-feed-approvals-en');
  await row.locator('[data-testid^="approval-approve-"]').click();
  await expect(page.locator('.ant-modal')).toContainText(`2 for 1 · ex-date ${exDate}`);
  await confirmDecision(page);
  await expect(row).toHaveCount(0);

  // --- Listed with the feed's tag, then cancelled before its ex-date.
  const actions = await apiCall<Paged<{ id: number; key: string; exDate: string; status: string }>>(
    request,
    admin,
    'GET',
    'admin/corporate-actions?pageSize=100',
  );
  const action = actions.items.find((item) => item.key === KEY && item.exDate === exDate);
  expect(action?.status).toBe('announced');
  const id = action?.id ?? 0;
  await page.getByTestId('menu-corporateActions').click();
  await expect(page.getByTestId(`action-feed-${id}`)).toContainText(`Feed ${splitRef}`);
  await expect(page.getByTestId(`action-terms-${id}`)).toHaveText('2 for 1');
  await snap(page, 'console-feed-action-en');

  // --- The same screen in Simplified Chinese.
  await page.evaluate(() => localStorage.setItem('console:language', 'zh-Hans'));
  await page.reload();
  await expect(page.locator('[data-screen="corporateActions"]')).toBeVisible();
  await expect(page.getByTestId('corporate-feed-status')).toContainText(
    /数据源“file”于 .* 读取：发布了 2 条记录。/,
  );
  await expect(records.locator('tr', { hasText: badRef })).toContainText('已拒绝');
  await expect(page.getByTestId(`action-feed-${id}`)).toContainText(`数据源 ${splitRef}`);
  await records.scrollIntoViewIfNeeded();
  await snap(page, 'console-feed-records-zh-Hans');
  await page.evaluate(() => localStorage.setItem('console:language', 'en'));
  await page.reload();

  await page.getByTestId(`action-cancel-${id}`).click();
  const popconfirm = page.locator('.ant-popconfirm');
  await expect(popconfirm).not.toHaveClass(/-appear/);
  await page.getByTestId('action-cancel-ok').click();
  await expect(page.getByTestId(`action-status-${id}`)).toHaveText('Cancelled');

  // --- A file the server cannot read: the read is shown failed, with the last that succeeded.
  const succeededAt = (await feedStatus(request, admin)).lastRead?.succeededAt;
  await writeFile(FEED_FILE, '{ not json');
  try {
    await expect
      .poll(async () => (await feedStatus(request, admin)).lastRead?.error ?? null, {
        timeout: READ_WAIT,
      })
      .toMatch(/not JSON/);
    expect((await feedStatus(request, admin)).lastRead?.succeededAt).toBe(succeededAt);
    await page.reload();
    const failed = page.getByTestId('corporate-feed-status');
    await expect(failed).toContainText(/The last read of feed “file” failed/);
    await expect(failed).toContainText('not JSON');
    await expect(failed).toContainText(/Last read that succeeded: .*, 2 records\./);
    await failed.scrollIntoViewIfNeeded();
    await snap(page, 'console-feed-failed-en');
  } finally {
    // The records stay entered: a vendor's file that no longer lists them is no instruction.
    await writeFile(FEED_FILE, '[]\n');
  }
});
