import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, borrowerWithHoldings, makePng, openRoute, seedStorage, snap } from './helpers';
import { approveLoan } from './prices';

interface Loan {
  id: number;
  version: number;
  status: string;
}

/** The text drawn on a PDF's pages: content streams inflated, pdf-lib's hex strings decoded. */
const pdfText = (pdf: Buffer): string => {
  const raw = pdf.toString('latin1');
  let text = '';
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    try {
      const inflated = inflateSync(pdf.subarray(start, raw.indexOf('endstream', start)));
      for (const hex of inflated.toString('latin1').matchAll(/<([0-9A-Fa-f]+)> Tj/g))
        text += `${Buffer.from(hex[1] ?? '', 'hex').toString('latin1')}\n`;
    } catch {
      // An image stream.
    }
  }
  return text;
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

test('apply for a loan drawing the signature with the mouse; approved, it is disbursed; the agreement PDF holds the amount', async ({
  page,
  request,
}) => {
  const { token } = await borrowerWithHoldings(request, 'e2e-loan');
  await seedStorage(page, { token });
  await openRoute(page, '/pages/borrow/index');
  // Annual rates, the day count and the daily rates derived from them, before the signature.
  await expect(page.getByTestId('loan-interest-rate')).toHaveText('18.25% per year');
  await expect(page.getByTestId('loan-day-count')).toContainText('Actual/365');
  await expect(page.getByTestId('loan-daily-interest-rate')).toHaveText(
    '0.05% per day (18.25% ÷ 365)',
  );
  await expect(page.getByTestId('loan-penalty-rate')).toHaveText('36.5% per year');
  await expect(page.getByTestId('loan-daily-penalty-rate')).toHaveText(
    '0.1% per day (36.5% ÷ 365)',
  );

  // Every missing piece has the seed's message.
  await page.getByTestId('loan-apply').click();
  await expect(page.getByText('Amount is required.')).toBeVisible();
  await expect(page.getByText('Please upload an image.')).toBeVisible();
  await expect(page.getByText('Signature required.')).toBeVisible();
  await expect(page.getByText('You must agree to the agreement.')).toBeVisible();

  // A fraction is refused as typed, never rounded.
  const amount = page.getByTestId('loan-amount').locator('input');
  await amount.fill('1.5');
  await expect(page.getByText('The amount must be a whole number.')).toBeVisible();
  await expect(amount).toHaveValue('1.5');
  await amount.fill('2500');
  await expect(page.getByText('The amount must be a whole number.')).toHaveCount(0);
  await expect(page.getByTestId('loan-terms')).toContainText('8.75 USD'); // 7 days x 1.25

  await page
    .getByTestId('loan-image')
    .locator('input[type=file]')
    .setInputFiles(makePng([40, 120, 200]));
  await expect(page.getByTestId('loan-image-done').locator('img')).toBeVisible();
  await drawSignature(page);
  await page.getByTestId('loan-signature-save').click();
  await expect(page.getByTestId('loan-signature-saved')).toBeVisible();

  await page.getByTestId('loan-read-agreement').click();
  await expect(page.getByTestId('loan-agreement-text')).toContainText(
    '18.25% per year accrues on the principal still owed, on the actual/365 basis: 0.05%',
  );
  await expect(page.getByTestId('loan-agreement-text')).toContainText(
    'No penalty accrues on the due date itself',
  );
  await page.getByText('I have read it').click();
  await page.getByTestId('loan-agree').click();
  await page.getByTestId('loan-apply').click();

  await expect(page).toHaveURL(/#\/pages\/borrow\/detail\?id=\d+$/);
  await expect(page.getByTestId('loan-status')).toHaveText('Under review');
  const loanId = Number(/id=(\d+)/.exec(page.url())?.[1]);

  await approveLoan(request, loanId);
  await page.reload();
  await expect(page.getByTestId('loan-status')).toHaveText('Approved');
  await expect(page.getByTestId('loan-state')).toHaveText('Disbursed');
  await expect(page.getByTestId('loan-repayment-amount')).toHaveText('2,500.00 USD');
  await expect(page.getByTestId('loan-daily-interest-rate')).toHaveText(
    '0.05% per day (18.25% ÷ 365)',
  );

  const download = page.waitForEvent('download');
  await page.getByTestId('loan-agreement-download').click();
  const file = await (await download).path();
  const pdf = readFileSync(file);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const agreement = pdfText(pdf);
  expect(agreement).toContain('2,500 USD');
  expect(agreement).toContain('18.25 % per year');
  expect(agreement).toContain('actual/365 (calendar days, year of 365)');
  expect(agreement).toContain('0.05 % (18.25 % / 365)');
  expect(pdf.toString('latin1')).toContain('/Subtype /Image');

  // The open loan is in the funds view, and the apply form gives way to it.
  await openRoute(page, '/pages/fund/index');
  await expect(page.getByTestId('open-loans')).toContainText('2,500.00 USD');
  await openRoute(page, '/pages/borrow/index');
  await expect(page.getByTestId('loan-open-notice')).toBeVisible();
  // The seed's stray second copy of the index route is the same page.
  await openRoute(page, '/pages/borrow/index/index');
  await expect(page.getByTestId('loan-open-notice')).toBeVisible();
});

test('screenshots of the loan screens in en, de, fr and zh-Hans', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const { token } = await borrowerWithHoldings(request, 'e2e-loan-shots');
  // One repaid loan and one open loan, so history and detail have content.
  const image = await upload(request, token, 'loan');
  const signature = await upload(request, token, 'signature');
  const apply = (amount: string) =>
    apiCall<Loan>(request, token, 'POST', 'loans', {
      currency: 'USD',
      amount,
      periodDays: 14,
      imageFileId: image,
      signatureFileId: signature,
      agreed: true,
    });
  const first = await apply('1200');
  await approveLoan(request, first.id);
  await apiCall(request, token, 'POST', `loans/${first.id}/repay`, {
    amount: '1200',
    payPassword: '123456',
  });
  const second = await apply('5000');
  await approveLoan(request, second.id);

  for (const language of ['en', 'de', 'fr', 'zh-Hans']) {
    const shot = (page: Page, name: string) => snap(page, `${name}-${language}`);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await seedStorage(page, { token, language });
    await openRoute(page, `/pages/borrow/detail?id=${second.id}`);
    await expect(page.getByTestId('loan-detail')).toBeVisible();
    await page.waitForTimeout(400);
    await shot(page, 'borrow-detail');
    await page.getByTestId('loan-repay').click();
    await expect(page.getByTestId('pay-password-popup')).toBeVisible();
    await page.waitForTimeout(400);
    await shot(page, 'borrow-repay');
    await page.keyboard.press('Escape');
    await openRoute(page, '/pages/borrow/history');
    await expect(page.getByTestId('loan-card').first()).toBeVisible();
    await page.waitForTimeout(400);
    await shot(page, 'borrow-history');
    await openRoute(page, '/pages/borrow/index');
    await expect(page.getByTestId('loan-open-notice')).toBeVisible();
    await shot(page, 'borrow-index-open');
    await openRoute(page, '/pages/fund/index');
    await expect(page.getByTestId('open-loans')).toBeVisible();
    await page.waitForTimeout(400);
    await shot(page, 'fund-open-loans');
    await context.close();

    // A customer without a loan: the application form, its messages and the agreement.
    const fresh = await borrowerWithHoldings(request, `e2e-loan-form-${language.toLowerCase()}`);
    const formContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const formPage = await formContext.newPage();
    await seedStorage(formPage, { token: fresh.token, language });
    await openRoute(formPage, '/pages/borrow/index');
    await expect(formPage.getByTestId('loan-terms')).toBeVisible();
    await formPage.waitForTimeout(400);
    await shot(formPage, 'borrow-index-form');
    await formPage.getByTestId('loan-apply').scrollIntoViewIfNeeded();
    await formPage.waitForTimeout(300);
    await shot(formPage, 'borrow-index-form-bottom');
    await formPage.getByTestId('loan-amount').locator('input').fill('1.5');
    await formPage.getByTestId('loan-apply').click();
    await formPage.waitForTimeout(400);
    await shot(formPage, 'borrow-index-errors');
    await formPage.getByTestId('loan-apply').scrollIntoViewIfNeeded();
    await formPage.waitForTimeout(300);
    await shot(formPage, 'borrow-index-errors-bottom');
    await formPage.getByTestId('loan-amount').locator('input').fill('3000');
    await drawSignature(formPage);
    await formPage.waitForTimeout(200);
    await shot(formPage, 'borrow-index-signed');
    await formPage.getByTestId('loan-read-agreement').click();
    await expect(formPage.getByTestId('loan-agreement-text')).toBeVisible();
    await formPage.waitForTimeout(400);
    await shot(formPage, 'borrow-agreement');
    await openRoute(formPage, '/pages/borrow/history');
    await expect(formPage.getByTestId('loans-empty')).toBeVisible();
    // Its title alone: antd's default subtitle ("Want to try a new search?") fits no loan list.
    await expect(
      formPage.getByTestId('loans-empty').locator('.adm-error-block-description-subtitle'),
    ).toHaveText('');
    await shot(formPage, 'borrow-history-empty');
    await formContext.close();
  }
});

const upload = async (
  request: APIRequestContext,
  token: string,
  purpose: string,
): Promise<string> => {
  const png = makePng([30, 60, 90]);
  const response = await request.post('/api/v1/upload', {
    headers: { platform: 'h5', Authorization: `Bearer ${token}` },
    multipart: { purpose, file: { name: png.name, mimeType: png.mimeType, buffer: png.buffer } },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data.id;
};
