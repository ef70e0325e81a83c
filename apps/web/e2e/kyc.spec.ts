import { expect, test } from '@playwright/test';
import { freshCustomer, makePdf, makePng, openRoute, seedStorage, snap } from './helpers';

test('KYC: every missing field has its message; two images go under review; a pro document too', async ({
  page,
  request,
}) => {
  const { token } = await freshCustomer(request, 'e2e-kyc');
  await seedStorage(page, { token });

  await openRoute(page, '/pages/kycverify/index');
  await expect(page.getByTestId('kyc-state')).toHaveText('Not verified');
  await expect(page.getByText('KYC review takes up to 24 hours')).toBeVisible();
  await snap(page, 'flow-kyc-index-en');

  await page.getByTestId('kyc-choose-idcard').click();
  await expect(page).toHaveURL(/#\/pages\/kycverify\/idcard$/);
  await page.getByTestId('kyc-submit').click();
  await expect(page.getByText('First name is required.')).toBeVisible();
  await expect(page.getByText('Last name is required.')).toBeVisible();
  await expect(page.getByText('ID number is required.')).toBeVisible();
  await expect(page.getByText('Please upload the image.')).toHaveCount(2);
  await snap(page, 'flow-kyc-idcard-errors-en');

  await page.getByTestId('kyc-firstName').locator('input').fill('Erika');
  await page.getByTestId('kyc-lastName').locator('input').fill('Mustermann');
  await page.getByTestId('kyc-idNumber').locator('input').fill('L01X00T47');
  await page
    .getByTestId('kyc-front')
    .locator('input[type=file]')
    .setInputFiles(makePng([70, 92, 255]));
  // The thumbnail is the server's re-encoded copy, read back with the session.
  await expect(page.getByTestId('kyc-front-done').locator('img')).toBeVisible();
  await page.getByTestId('kyc-submit').click();
  // Only the missing back image is still reported.
  await expect(page.getByText('Please upload the image.')).toHaveCount(1);
  await page
    .getByTestId('kyc-back')
    .locator('input[type=file]')
    .setInputFiles(makePng([255, 183, 3]));
  await expect(page.getByTestId('kyc-back-done').locator('img')).toBeVisible();
  await expect(page.getByText('Please upload the image.')).toHaveCount(0);
  await snap(page, 'flow-kyc-idcard-filled-en');
  await page.getByTestId('kyc-submit').click();

  await expect(page).toHaveURL(/#\/pages\/kycverify\/index$/);
  await expect(page.getByTestId('kyc-state')).toHaveText('Under review');
  await expect(page.getByTestId('kyc-choose-idcard')).toHaveCount(0);
  await snap(page, 'flow-kyc-index-review-en');

  // Professional investor: one document, PDF accepted.
  await page.getByText('Professional investor').click();
  await expect(page).toHaveURL(/#\/pages\/kycverify\/pro$/);
  await page.getByTestId('pro-submit').click();
  await expect(page.getByText('Please upload the image.')).toBeVisible();
  await page.getByTestId('pro-document').locator('input[type=file]').setInputFiles(makePdf());
  await expect(page.getByTestId('pro-document-done')).toContainText('qualification.pdf');
  await snap(page, 'flow-kyc-pro-en');
  await page.getByTestId('pro-submit').click();
  await expect(page.getByTestId('pro-state')).toHaveText('Under review');
});

test('an upload that is not an image is refused with its message', async ({ page, request }) => {
  const { token } = await freshCustomer(request, 'e2e-kyc-bad');
  await seedStorage(page, { token });
  await openRoute(page, '/pages/kycverify/passport');
  await page
    .getByTestId('kyc-front')
    .locator('input[type=file]')
    .setInputFiles({ name: 'note.png', mimeType: 'image/png', buffer: Buffer.from('not a png') });
  await expect(page.locator('.adm-toast-main')).toContainText('This file type is not accepted');
  await expect(page.getByTestId('kyc-front-done')).toHaveCount(0);
});
