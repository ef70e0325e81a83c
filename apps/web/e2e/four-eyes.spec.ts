import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminLogin,
  apiCall,
  operatorSessionByApi,
  signInConsoleAs,
  snap,
  verifiedFundedCustomer,
} from './helpers';
import { confirmDecision, pressConfirm } from './decision-dialog';

/**
 * Four eyes in the console (issue 24) at desktop size: a withdrawal above the USD threshold
 * (10,000 by default) passed by one reviewer only becomes a proposal; a second reviewer,
 * created through the API the way an admin does, approves it in the Approvals queue, and the
 * customer sees one decision. The queue is saved in English and Simplified Chinese.
 */
test.use({ viewport: { width: 1440, height: 900 }, hasTouch: false });

const H5 = { platform: 'h5' };
const PASSWORD = 'four-eyes-e2e-Passphrase-9';

interface Paged<T> {
  items: T[];
}

const newReviewer = async (request: APIRequestContext, name: string) => {
  const username = `e2e-${name}-${Date.now().toString(36)}`;
  await apiCall(request, await adminLogin(request), 'POST', 'admin/operators', {
    username,
    password: PASSWORD,
    role: 'reviewer',
  });
  return username;
};

const signInConsole = (page: Page, username: string, language: string) =>
  signInConsoleAs(page, username, PASSWORD, language);

/** A verified customer with 20,000 USD and a card, who asks to withdraw 15,000. */
const bigWithdrawal = async (request: APIRequestContext) => {
  const { token } = await verifiedFundedCustomer(
    request,
    'e2e-four-eyes',
    { firstName: 'Erika', lastName: 'Musterfrau', idNumber: 'C01X00T48' },
    '20000',
  );
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
      amount: '15000',
      payPassword: '123456',
    },
  });
  expect(withdrawn.status()).toBe(200);
  return { token, id: ((await withdrawn.json()) as { data: { id: number } }).data.id };
};

test('a withdrawal above the threshold passed by one reviewer waits for a second; another reviewer approves it in Approvals and the customer hears once', async ({
  page,
  request,
}) => {
  const withdrawal = await bigWithdrawal(request);
  const first = await newReviewer(request, 'proposer');
  const second = await newReviewer(request, 'approver');

  await signInConsole(page, first, 'en');
  await page.getByTestId('menu-withdrawals').click();
  await page.getByTestId(`withdrawal-pass-${withdrawal.id}`).click();
  await pressConfirm(page);
  await expect(page.locator('.awaiting-second-approver')).toContainText(
    'Waiting for a second approver',
  );
  // Still waiting, and the list says for whom.
  await expect(page.getByTestId(`awaiting-approval-${withdrawal.id}`)).toHaveText(
    'Waiting for a second approver',
  );
  await snap(page, 'console-en-withdrawals-awaiting');

  await page.getByTestId('menu-approvals').click();
  const table = page.getByTestId('approvals-table');
  const row = table.locator('tr', { hasText: `#${withdrawal.id}` });
  await expect(row).toContainText('15,000.00 USD');
  await expect(row).toContainText(first);
  await expect(row.locator('[data-testid^="approval-waiting-"]')).toHaveText(
    'Waiting for a second approver',
  );
  await expect(row.locator('[data-testid^="approval-approve-"]')).toHaveCount(0);
  await snap(page, 'console-en-approvals-proposer');
  await page.getByTestId('sign-out').click();

  for (const language of ['zh-Hans', 'en']) {
    await signInConsole(page, second, language);
    await page.getByTestId('menu-approvals').click();
    await expect(row.locator('[data-testid^="approval-approve-"]')).toBeVisible();
    await snap(page, `console-${language}-approvals`);
    if (language === 'zh-Hans') await page.getByTestId('sign-out').click();
  }
  await row.locator('[data-testid^="approval-approve-"]').click();
  await expect(page.locator('.ant-modal')).toContainText('15,000.00 USD');
  await snap(page, 'console-en-approvals-confirm');
  await confirmDecision(page);
  await expect(row).toHaveCount(0);

  const records = await apiCall<Paged<{ id: number; status: number }>>(
    request,
    withdrawal.token,
    'GET',
    'withdraw/records',
  );
  // 1: passed.
  expect(records.items.find((item) => item.id === withdrawal.id)?.status).toBe(1);
  const inbox = await apiCall<Paged<{ title: string }>>(request, withdrawal.token, 'GET', 'inbox');
  expect(inbox.items.filter((message) => message.title.startsWith('Withdrawal'))).toHaveLength(1);
});

const newAdmin = async (request: APIRequestContext, name = 'admin') => {
  const username = `e2e-${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  await apiCall(request, await adminLogin(request), 'POST', 'admin/operators', {
    username,
    password: PASSWORD,
    role: 'superadmin',
  });
  return username;
};

test('a 10x FX typo in the console does not take effect until a second admin approves it', async ({
  page,
  request,
}) => {
  // TWD: no other spec converts it, so the rate's round trip holds up nobody else's test.
  const rateOf = async (token: string) =>
    (
      await apiCall<{ base: string; quote: string; rate: string }[]>(
        request,
        token,
        'GET',
        'admin/fx-rates',
      )
    ).find((rate) => rate.base === 'TWD' && rate.quote === 'USD')?.rate;
  const admin = await adminLogin(request);
  const before = await rateOf(admin);
  expect(before).toBe('0.03100000');

  await signInConsole(page, await newAdmin(request), 'en');
  await page.goto('/admin/#/platform/settings');
  await page.getByTestId('settings-tab-fx').click();
  const twd = page.locator('tr', { hasText: 'TWD → USD' });
  await page.getByTestId('fx-TWD-USD').fill('0.31');
  await twd.getByRole('button', { name: 'Save' }).click();
  // The console shows the rate old → new first (issue 28): confirm it.
  await page.getByTestId('confirm-change-ok').click();
  await expect(page.locator('.awaiting-second-approver')).toContainText(
    'Waiting for a second approver',
  );
  expect(await rateOf(admin)).toBe(before);

  // The run admin made the proposer, so it is no second pair of eyes on it; another admin
  // it made (unlinked to the proposer) approves, then puts the rate back the same way.
  const sibling = await operatorSessionByApi(request, await newAdmin(request, 'sibling'), PASSWORD);
  const open = await apiCall<Paged<{ id: number; kind: string; subject: string }>>(
    request,
    admin,
    'GET',
    'admin/approvals?status=open&pageSize=100',
  );
  const proposal = open.items.find((item) => item.subject === 'fx:TWD/USD');
  expect(proposal?.kind).toBe('fx.rate');
  const byMaker = await request.post(`/api/v1/admin/approvals/${proposal?.id}/decision`, {
    headers: { ...H5, Authorization: `Bearer ${admin}` },
    data: { decision: 'approve' },
  });
  expect(byMaker.status()).toBe(403);
  expect(((await byMaker.json()) as { code: string }).code).toBe('PROPOSAL_GRANTEE');
  await apiCall(request, sibling, 'POST', `admin/approvals/${proposal?.id}/decision`, {
    decision: 'approve',
  });
  expect(await rateOf(admin)).toBe('0.31000000');
  await page.getByTestId('fx-TWD-USD').fill('0.031');
  await twd.getByRole('button', { name: 'Save' }).click();
  // The console shows the rate old → new first (issue 28): confirm it.
  await page.getByTestId('confirm-change-ok').click();
  // The first proposal's notice can still be on screen: wait for the second proposal itself.
  const openRateProposal = async () =>
    (
      await apiCall<Paged<{ id: number; subject: string }>>(
        request,
        admin,
        'GET',
        'admin/approvals?status=open&pageSize=100',
      )
    ).items.find((item) => item.subject === 'fx:TWD/USD' && item.id !== proposal?.id);
  await expect.poll(openRateProposal).toBeDefined();
  const back = await openRateProposal();
  await apiCall(request, sibling, 'POST', `admin/approvals/${back?.id}/decision`, {
    decision: 'approve',
  });
  expect(await rateOf(admin)).toBe(before);
});

test('an admin with an independent peer creates an operator only as a proposal; the admin who made the proposer cannot approve it', async ({
  page,
  request,
}) => {
  const admin = await adminLogin(request);
  // Both made by the run admin: unlinked to each other, so each is the other's second pair.
  const proposer = await newAdmin(request, 'maker');
  const peer = await operatorSessionByApi(request, await newAdmin(request, 'peer'), PASSWORD);
  const username = `e2e-new-${Date.now().toString(36)}`;

  await signInConsole(page, proposer, 'en');
  await page.goto('/admin/#/platform/operators');
  await page.getByTestId('operator-new-username').fill(username);
  await page.getByTestId('operator-new-password').fill(PASSWORD);
  await page.getByTestId('operator-create').click();
  await expect(page.locator('.awaiting-second-approver')).toContainText(
    'Waiting for a second approver',
  );
  await snap(page, 'console-en-operator-proposed');

  const open = await apiCall<Paged<{ id: number; kind: string; after: { username: string } }>>(
    request,
    admin,
    'GET',
    'admin/approvals?status=open&pageSize=100',
  );
  const proposal = open.items.find((item) => item.after?.username === username);
  expect(proposal?.kind).toBe('operator.create');
  const byMaker = await request.post(`/api/v1/admin/approvals/${proposal?.id}/decision`, {
    headers: { ...H5, Authorization: `Bearer ${admin}` },
    data: { decision: 'approve' },
  });
  expect(((await byMaker.json()) as { code: string }).code).toBe('PROPOSAL_GRANTEE');

  await page.goto('/admin/#/review/approvals');
  const row = page.getByTestId('approvals-table').locator('tr', { hasText: username });
  await expect(row).toContainText('New operator');
  await snap(page, 'console-en-approvals-new-operator');
  await page.evaluate(() => localStorage.setItem('console:language', 'zh-Hans'));
  await page.reload();
  await expect(row).toContainText('新建操作员', { timeout: 30_000 });
  await snap(page, 'console-zh-Hans-approvals-new-operator');

  await apiCall(request, peer, 'POST', `admin/approvals/${proposal?.id}/decision`, {
    decision: 'approve',
  });
  const operators = await apiCall<{ username: string }[]>(request, admin, 'GET', 'admin/operators');
  expect(operators.map((o) => o.username)).toContain(username);
});
