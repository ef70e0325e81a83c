import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiCall,
  makePng,
  openRoute,
  passAppropriateness,
  seedStorage,
  sheetEntryTakenOut,
  snap,
  uploadPng,
  verifiedFundedCustomer,
} from './helpers';
import { approveLoan, pin, pinAndWait } from './prices';

/**
 * A margin loan from application to a margin call and its repayment, with the price of its
 * collateral moved on cue through the simulator's script (SIMULATOR_SCRIPT, playwright.config.ts).
 * US:KO is used by no other spec, so pinning and dropping it disturbs nothing running alongside.
 */
const KEY = 'US:KO';
const SHARES = 200;
const START_PRICE = '70.00';

interface Pledge {
  lotId: number;
  symbol: string;
  quantity: string;
}
interface LoanView {
  id: number;
  version: number;
  status: string;
  repaymentAmount: string;
  collateral: {
    value: string;
    debt: string;
    equityRatio: string | null;
    status: string;
    pledges: Pledge[];
    marginCall: { id: number; amountToRepay: string; deadline: string; status: string } | null;
  };
}

/** A verified, funded customer who passed appropriateness and holds 200 KO at the pinned 70. */
const holderOfKo = async (request: APIRequestContext, prefix: string) => {
  const customer = await verifiedFundedCustomer(
    request,
    prefix,
    { firstName: 'Ada', lastName: 'Lovelace', idNumber: `M${Date.now()}` },
    '20000',
  );
  await passAppropriateness(request, customer.token);
  await pinAndWait(request, customer.token, KEY, START_PRICE);
  await apiCall(request, customer.token, 'POST', 'orders', {
    key: KEY,
    type: 'market',
    quantity: String(SHARES),
    payPassword: '123456',
  });
  return customer;
};

const loanOf = (request: APIRequestContext, token: string, id: number) =>
  apiCall<LoanView>(request, token, 'GET', `loans/${id}`);

const cents = (value: string): number => Math.round(Number(value) * 100);
const money = (c: number): string =>
  `${Math.floor(c / 100).toLocaleString('en-US')}.${String(c % 100).padStart(2, '0')}`;

/**
 * The price that puts the loan's equity ratio at about 1.20, between the liquidation level
 * (1.10) and maintenance (1.30), and the margin call's amount to repay at that price: debt −
 * value / 1.30, rounded up to the cent (margin-monitor.ts), computed in whole cents.
 */
const fallFor = (loan: LoanView) => {
  const shares = loan.collateral.pledges.reduce((sum, p) => sum + Number(p.quantity), 0);
  const debt = cents(loan.collateral.debt);
  const priceCents = Math.ceil((debt * 1.2) / shares);
  const value = shares * priceCents;
  const ratio = value / debt;
  expect(ratio).toBeGreaterThan(1.1);
  expect(ratio).toBeLessThan(1.3);
  return {
    price: money(priceCents).replace(/,/g, ''),
    ratio,
    amountToRepay: debt - Math.floor((value * 10) / 13),
  };
};

/** Draws a signature-like scribble with the mouse across the canvas. */
const drawSignature = async (page: Page): Promise<void> => {
  const canvas = page.getByTestId('loan-signature-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no signature canvas');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 30, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i += 1)
    await page.mouse.move(box.x + 30 + i * 20, y + (i % 2 === 0 ? -25 : 25), { steps: 3 });
  await page.mouse.up();
};

test.afterEach(() => {
  // KO back on its path whatever happened, for whoever looks at it next.
  pin(KEY, undefined);
});

test('margin loan: apply with the levels in view, disbursed against pledged KO, a price fall calls margin, repaid in the app, collateral released', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { token } = await holderOfKo(request, 'e2e-margin');
  await seedStorage(page, { token });

  // The application: borrowing power (200 × 70 × LTV 0.5), the annual rate with its day count,
  // and the two levels of the equity ratio, all before the signature.
  await openRoute(page, '/pages/borrow/index');
  await expect(page.getByTestId('loan-borrowing-power')).toHaveText('7,000.00 USD', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('loan-interest-rate')).toHaveText('18.25% per year');
  await expect(page.getByTestId('loan-day-count')).toContainText('Actual/365');
  await expect(page.getByTestId('loan-maintenance-level')).toContainText('130.00%');
  await expect(page.getByTestId('loan-liquidation-level')).toContainText('110.00%');
  await expect(page.getByTestId('loan-margin-rule')).toContainText('24 hours');

  await page.getByTestId('loan-amount').locator('input').fill('5000');
  await page
    .getByTestId('loan-image')
    .locator('input[type=file]')
    .setInputFiles(makePng([40, 120, 200]));
  await expect(page.getByTestId('loan-image-done').locator('img')).toBeVisible();
  await drawSignature(page);
  await page.getByTestId('loan-signature-save').click();
  await expect(page.getByTestId('loan-signature-saved')).toBeVisible();
  await page.getByTestId('loan-read-agreement').click();
  await page.getByText('I have read it').click();
  await page.getByTestId('loan-agree').click();
  await page.getByTestId('loan-apply').click();
  await expect(page).toHaveURL(/#\/pages\/borrow\/detail\?id=\d+$/);
  await expect(page.getByTestId('loan-status')).toHaveText('Under review');
  const loanId = Number(/id=(\d+)/.exec(page.url())?.[1]);

  // Approved: lent, and KO pledged to cover 5,000 at LTV 0.5 (ceil(5000 / 35) = 143 shares).
  await approveLoan(request, loanId);
  await page.reload();
  await expect(page.getByTestId('loan-state')).toHaveText('Disbursed');
  await expect(page.getByTestId('loan-collateral-status')).toHaveText('Secured');
  // The levels the customer signed stay on the loan.
  await expect(page.getByTestId('loan-signed-maintenance')).toHaveText('130.00%');
  await expect(page.getByTestId('loan-signed-liquidation')).toHaveText('110.00%');
  const pledges = page.getByTestId('loan-pledges');
  await expect(pledges).toContainText('KO');
  await expect(pledges).toContainText('143');
  const lent = await loanOf(request, token, loanId);
  expect(lent.collateral.pledges.map((p) => p.quantity)).toEqual(['143']);
  await openRoute(page, '/pages/main/trade/index');
  await expect(page.getByTestId('position-pledged')).toContainText('143');

  // The price falls so that the equity ratio is about 1.20: a margin call, heard live.
  const fall = fallFor(lent);
  pin(KEY, fall.price);
  const banner = page.getByTestId('margin-call-banner');
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(banner).toContainText(`Repay ${money(fall.amountToRepay)} USD`);
  const called = await loanOf(request, token, loanId);
  const deadline = called.collateral.marginCall?.deadline ?? '';
  expect(called.collateral.marginCall?.status).toBe('open');
  expect(cents(called.collateral.marginCall?.amountToRepay ?? '0')).toBe(fall.amountToRepay);
  // 24 hours from the call, shown in the reader's time.
  const hoursAhead = (Date.parse(deadline) - Date.now()) / 3_600_000;
  expect(hoursAhead).toBeGreaterThan(23.5);
  expect(hoursAhead).toBeLessThanOrEqual(24);
  const deadlineDay = await page.evaluate(
    (iso) => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(iso)),
    deadline,
  );
  await expect(banner).toContainText(deadlineDay);

  // The inbox has the message.
  await openRoute(page, '/pages/main/profile/index');
  await page.getByTestId('inbox-entry').click();
  const message = page.getByTestId('inbox-item').filter({ hasText: 'Margin call' }).first();
  await expect(message).toBeVisible();
  await message.click();
  await expect(message).toContainText(`Repay ${money(fall.amountToRepay)} USD`);
  await page.locator('.adm-popup-close-icon').click();

  // The banner opens the loan: in call, the amount to repay in its collateral card.
  await banner.locator('.margin-call-text').click();
  await expect(page).toHaveURL(new RegExp(`#/pages/borrow/detail\\?id=${loanId}$`));
  await expect(page.getByTestId('loan-collateral-status')).toHaveText('Margin call');
  // The banner covers none of the page: the loan's first lines are under it, not behind it.
  const bannerBox = await banner.boundingBox();
  const detailBox = await page.getByTestId('loan-detail').boundingBox();
  expect(detailBox?.y ?? 0).toBeGreaterThanOrEqual((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0));
  await expect(page.getByTestId('loan-margin-call')).toContainText(
    `Repay ${money(fall.amountToRepay)} USD`,
  );

  // Repaid in full in the app with the pay password: the call is met, the pledge released.
  await page.getByTestId('loan-repay').click();
  const sheet = page.getByTestId('pay-password-popup');
  const pinInput = sheet.locator('input[type=password]');
  await expect(pinInput.or(sheet.getByTestId('pay-password-unlocked'))).toBeVisible();
  if (await pinInput.isVisible()) await pinInput.fill('123456');
  await sheet.getByTestId('pay-password-confirm').click();
  await expect(page.getByTestId('loan-state')).toHaveText('Repaid');
  await expect(page.getByTestId('loan-no-pledges')).toBeVisible();
  await expect(page.getByTestId('loan-collateral-status')).toHaveText('Released');
  await expect(banner).toHaveCount(0);
  const repaid = await loanOf(request, token, loanId);
  expect(repaid.collateral.pledges).toEqual([]);
  expect(repaid.collateral.marginCall?.status ?? 'met').toBe('met');

  await sheetEntryTakenOut(page);
  await openRoute(page, '/pages/main/trade/index');
  await expect(page.getByTestId(/^position-\d+$/).first()).toContainText('KO');
  await expect(page.getByTestId('position-pledged')).toHaveCount(0);

  // The statement: the repayment is a movement of cash.
  await openRoute(page, '/pages/profile/transcation');
  await expect(
    page.getByTestId('statement-description').filter({ hasText: `Loan ${loanId} repayment` }),
  ).toBeVisible();
});

test('screenshots of the margin loan in en, de and zh-Hans: application, margin call, released', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const languages = ['en', 'de', 'zh-Hans'];
  const { token } = await holderOfKo(request, 'e2e-margin-shots');
  const open = async (language: string, route: string) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await seedStorage(page, { token, language });
    await openRoute(page, route);
    return { page, close: () => context.close() };
  };

  for (const language of languages) {
    const { page, close } = await open(language, '/pages/borrow/index');
    await expect(page.getByTestId('loan-maintenance-level')).toBeVisible({ timeout: 30_000 });
    await snap(page, `margin-apply-${language}`);
    await close();
  }

  const loan = await apiCall<{ id: number }>(request, token, 'POST', 'loans', {
    currency: 'USD',
    amount: '5000',
    periodDays: 14,
    imageFileId: await uploadPng(request, token, 'loan'),
    signatureFileId: await uploadPng(request, token, 'signature'),
    agreed: true,
  });
  await approveLoan(request, loan.id);
  pin(KEY, fallFor(await loanOf(request, token, loan.id)).price);
  await expect
    .poll(async () => (await loanOf(request, token, loan.id)).collateral.marginCall?.status, {
      timeout: 20_000,
    })
    .toBe('open');

  for (const language of languages) {
    const { page, close } = await open(language, `/pages/borrow/detail?id=${loan.id}`);
    await expect(page.getByTestId('margin-call-banner')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('loan-margin-call')).toBeVisible();
    await expect(page.getByTestId('loan-detail')).toBeVisible();
    await snap(page, `margin-call-${language}`);
    await close();
  }

  const due = await loanOf(request, token, loan.id);
  await apiCall(request, token, 'POST', `loans/${loan.id}/repay`, {
    amount: due.repaymentAmount,
    payPassword: '123456',
  });
  for (const language of languages) {
    const { page, close } = await open(language, `/pages/borrow/detail?id=${loan.id}`);
    await expect(page.getByTestId('loan-no-pledges')).toBeVisible({ timeout: 30_000 });
    await snap(page, `margin-released-${language}`);
    await page
      .getByTestId('loan-collateral')
      .evaluate((card) => card.scrollIntoView({ block: 'center' }));
    await snap(page, `margin-released-collateral-${language}`);
    await close();
  }
});
