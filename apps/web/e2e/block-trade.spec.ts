import { expect, test } from '@playwright/test';
import {
  adminLogin,
  apiCall,
  openRoute,
  seedStorage,
  sheetEntryTakenOut,
  showLots,
  snap,
  verifiedFundedCustomer,
} from './helpers';

/**
 * Issue 31 item 11: a block deal on an instrument priced to the tenth of a cent (CN:588000, an
 * ETF near 1.126 CNY with a 0.001 tick): the list says its premium and that the price is
 * simulated, the sheet keeps the tick's decimals, and history calls the fill a block trade.
 */
test('a block deal: premium and Simulated in the list, the tick decimals in the sheet, "Block trade" in history', async ({
  page,
  request,
}) => {
  const admin = await adminLogin(request);
  const deal = await apiCall<{ id: number }>(request, admin, 'POST', 'admin/block-deals', {
    key: 'CN:588000',
    premiumPercent: '-2',
    minQuantity: '10000',
    availableQuantity: '50000',
    opensAt: new Date(Date.now() - 60_000).toISOString(),
    closesAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  const { token } = await verifiedFundedCustomer(
    request,
    'block-buyer',
    { firstName: 'Lin', lastName: 'Wei', idNumber: `B${Date.now()}` },
    '5000',
  );
  await apiCall(request, token, 'POST', 'transfer', {
    from: 'USD',
    to: 'CNY',
    amount: '3000',
    payPassword: '123456',
  });
  await seedStorage(page, { token });
  await openRoute(page, '/pages/product/blocktrade');
  const card = page.getByTestId(`block-deal-${deal.id}`);
  await expect(card.getByTestId('block-premium')).toHaveText('-2 %');
  await expect(card.getByTestId('simulated-badge')).toBeVisible();
  await expect(card.getByTestId('block-indicative-price')).toContainText(/\d\.\d{3} CNY/);
  await snap(page, 'block-list');
  await card.getByTestId('block-buy').click();
  await expect(page.getByTestId('block-sheet-price')).toHaveText(/^\d\.\d{3} CNY$/);
  await page.getByTestId('block-quantity').locator('input').fill('10000');
  await snap(page, 'block-sheet');
  const popup = page.getByTestId('pay-password-popup');
  await popup.locator('input[type=password]').fill('123456');
  await popup.getByTestId('pay-password-confirm').click();
  await expect(page.getByTestId('block-buy-form')).toHaveCount(0);
  await sheetEntryTakenOut(page);

  await openRoute(page, '/pages/main/trade/index');
  await page.getByRole('tab', { name: 'History' }).click();
  const fill = page
    .getByTestId(/^order-\d+$/)
    .filter({ hasText: '588000' })
    .first();
  await expect(fill.getByTestId('order-type-text')).toHaveText('Block trade');
  await snap(page, 'block-history');

  // Issue 31 item 10 (in part): the lot's quantity grouped, "10,000" not "10000".
  await page.getByRole('tab', { name: 'Positions' }).click();
  await showLots(page, '588000');
  const lot = page
    .getByTestId(/^position-\d+$/)
    .filter({ hasText: '588000' })
    .first();
  await expect(lot.getByTestId('position-quantity')).toHaveText('10,000');
});
