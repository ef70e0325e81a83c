import { expect, test } from '@playwright/test';
import { apiCall, apiLogin, freshCustomer, makePng, openRoute, seedStorage } from './helpers';

/** Issue 19 item 11: the quote page shows the customer's position; the KYC form's divider. */

test('the quote page shows the customer’s own position there, and none where they hold nothing', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request);
  await apiCall(request, token, 'POST', 'orders', {
    key: 'US:MSFT',
    type: 'market',
    quantity: '2',
    payPassword: '123456',
  });
  await seedStorage(page, { token });
  await openRoute(page, '/pages/quote/stock?key=US:MSFT');
  const holding = page.getByTestId('my-holding');
  await expect(holding).toContainText('Your position');
  await expect(holding.getByTestId('my-holding-quantity')).toHaveText(/^\d[\d,]*$/);
  await expect(holding.getByTestId('my-holding-cost')).toContainText('USD');
  await expect(holding.getByTestId('my-holding-pnl')).toHaveText(/\d/);
  // Not on an instrument the customer does not hold.
  await openRoute(page, '/pages/quote/stock?key=SG:D05');
  await expect(page.getByTestId('quote-summary')).toBeVisible();
  await expect(page.getByTestId('my-holding')).toHaveCount(0);
});

test('the KYC form draws one unbroken divider under the ID number', async ({ page, request }) => {
  const { token } = await freshCustomer(request, 'kyc-divider');
  await seedStorage(page, { token });
  await openRoute(page, '/pages/kycverify/idcard');
  const pair = page.locator('.upload-pair');
  await expect(pair).toBeVisible();
  const borders = await pair.evaluate((node) => ({
    pair: getComputedStyle(node).borderTopWidth,
    halves: [...node.querySelectorAll('.adm-list-item-content')].map(
      (item) => getComputedStyle(item).borderTopStyle,
    ),
  }));
  expect(borders).toEqual({ pair: '1px', halves: ['none', 'none'] });
  // An uploaded image opens in the zoomable preview (seed section 9: zoom 1 to 4).
  await page
    .getByTestId('kyc-front')
    .locator('input[type=file]')
    .setInputFiles(makePng([70, 92, 255]));
  await page.getByTestId('kyc-front-preview').click();
  await expect(page.locator('.adm-image-viewer-content img')).toBeVisible();
});
