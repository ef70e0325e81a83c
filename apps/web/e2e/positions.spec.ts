import { expect, test } from '@playwright/test';
import {
  apiCall,
  openRoute,
  seedStorage,
  snap,
  switchLanguage,
  verifiedFundedCustomer,
} from './helpers';

/**
 * Issue 31 item 10: open positions per stock, and a lot's stop loss and take profit edited
 * after the order. US:INTC: no other spec trades it or depends on its price.
 */
const KEY = 'US:INTC';
const TRADE_URL = '/pages/main/trade/index';
const PIN = '123456';

interface Order {
  status: string;
  filledPrice: string | null;
}

/** A decimal string as an integer of 10^-8 units (order prices have at most 8 decimals). */
const units = (value: string): bigint => {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole + fraction.padEnd(8, '0').slice(0, 8));
};

/**
 * Σ(price × quantity) / Σ quantity, rounded half-even to 4 places, written as the list writes
 * prices (trailing zeros beyond two places dropped).
 */
const averageOf = (lots: { price: string; quantity: number }[]): string => {
  const cost = lots.reduce((total, lot) => total + units(lot.price) * BigInt(lot.quantity), 0n);
  const quantity = BigInt(lots.reduce((total, lot) => total + lot.quantity, 0));
  // In 10^-4 units: cost is in 10^-8, so divide by quantity × 10^4, rounding half to even.
  const divisor = quantity * 10_000n;
  let average = cost / divisor;
  const remainder = (cost % divisor) * 2n;
  if (remainder > divisor || (remainder === divisor && average % 2n === 1n)) average += 1n;
  const text = average.toString().padStart(5, '0');
  const fraction = text.slice(-4).replace(/0+$/, '').padEnd(2, '0');
  return `${text.slice(0, -4)}.${fraction}`;
};

test('two lots of one stock: one row with their sum and average; stops edited on a lot', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { token } = await verifiedFundedCustomer(
    request,
    'positions',
    { firstName: 'Grace', lastName: 'Hopper', idNumber: `H${Date.now()}` },
    '20000',
  );
  const bought: { price: string; quantity: number; lot: number }[] = [];
  for (const quantity of [300, 450]) {
    const order = await apiCall<Order>(request, token, 'POST', 'orders', {
      key: KEY,
      type: 'market',
      quantity: String(quantity),
      payPassword: PIN,
    });
    expect(order.status).toBe('filled');
    if (!order.filledPrice) throw new Error('no fill');
    // A buy opens a lot of its own: the open lot of this quantity (the two differ).
    const lots = await apiCall<{ id: number; key: string; quantity: string }[]>(
      request,
      token,
      'GET',
      'positions?status=open',
    );
    const lot = lots.find((item) => item.key === KEY && item.quantity === String(quantity));
    if (!lot) throw new Error('the buy opened no lot');
    bought.push({ price: order.filledPrice, quantity, lot: lot.id });
  }
  const average = averageOf(bought);

  await seedStorage(page, { language: 'en', token });
  await openRoute(page, TRADE_URL);
  const group = page.getByTestId('position-group-INTC');
  await expect(group.getByTestId('position-group-quantity')).toHaveText('750');
  await expect(group.getByTestId('position-group-average')).toHaveText(average);
  await expect(group.getByTestId('position-group-value')).toHaveText(/\d/);
  await expect(group.getByTestId('position-group-pnl')).toHaveText(/\d/);
  // Two lots start folded; unfolded, both show with their own quantity.
  await expect(group.getByTestId('position-lots')).toHaveCount(0);
  await snap(page, 'positions-grouped-en');
  await group.getByTestId('position-group-toggle').click();
  const [first, second] = bought.map((item) => page.getByTestId(`position-${item.lot}`));
  if (!first || !second) throw new Error('two lots expected');
  await expect(first.getByTestId('position-quantity')).toHaveText('300');
  await expect(second.getByTestId('position-quantity')).toHaveText('450');
  await snap(page, 'positions-expanded-en');

  // A stop loss set from the sheet, shown on the lot, then changed.
  const bid = async () =>
    Number(
      (await apiCall<{ bid: string }[]>(request, token, 'GET', `market/quotes?keys=${KEY}`))[0]
        ?.bid ?? '0',
    );
  const sheet = page.getByTestId('stops-form');
  const stopLoss = sheet.getByTestId('stops-stop-loss').locator('input');
  await first.getByTestId('position-edit-stops').click();
  const low = (Math.floor((await bid()) * 0.5 * 100) / 100).toFixed(2);
  await stopLoss.fill(low);
  await snap(page, 'positions-stops-sheet-en');
  await sheet.getByTestId('stops-save').click();
  await expect(sheet).toHaveCount(0);
  await expect(first.getByTestId('position-stop-loss')).toHaveText(low);
  await expect(first.getByTestId('position-take-profit')).toHaveText('--');

  await first.getByTestId('position-edit-stops').click();
  await expect(stopLoss).toHaveValue(low);
  const lower = (Math.floor((await bid()) * 0.4 * 100) / 100).toFixed(2);
  await stopLoss.fill(lower);
  await sheet.getByTestId('stops-save').click();
  await expect(first.getByTestId('position-stop-loss')).toHaveText(lower);

  // A stop loss above the bid is refused, its reason under the field; the lot keeps its own.
  await first.getByTestId('position-edit-stops').click();
  await stopLoss.fill((Math.ceil((await bid()) * 2 * 100) / 100).toFixed(2));
  await sheet.getByTestId('stops-save').click();
  await expect(sheet.getByTestId('stops-stop-loss-error')).toHaveText(
    'The stop loss must be below the price.',
  );
  await snap(page, 'positions-stops-refused-en');
  await page
    .locator('.adm-mask')
    .last()
    .click({ position: { x: 20, y: 20 } });
  await expect(first.getByTestId('position-stop-loss')).toHaveText(lower);

  // The other languages: the folded row, the lots and the sheet, for the eye.
  for (const language of ['de', 'fr', 'jp', 'zh-Hans']) {
    await switchLanguage(page, language);
    await expect(group.getByTestId('position-group-average')).toHaveText(/\d/);
    await snap(page, `positions-grouped-${language}`);
    await group.getByTestId('position-group-toggle').click();
    await expect(first).toBeVisible();
    await snap(page, `positions-expanded-${language}`);
    await first.getByTestId('position-edit-stops').click();
    await expect(sheet).toBeVisible();
    // The saved stop reads as the reader types it: "8,22" in German and French.
    await expect(stopLoss).toHaveValue(
      ['de', 'fr'].includes(language) ? lower.replace('.', ',') : lower,
    );
    await snap(page, `positions-stops-sheet-${language}`);
  }
});
