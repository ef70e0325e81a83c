import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, apiLogin, openRoute, seedStorage, showLots, snap } from './helpers';

/**
 * Stop and stop-limit buys, closes at a limit and the closed positions, against the live
 * simulator (every market open, prices move every 250 ms). The demo customer is shared with
 * other specs: nothing here depends on exact balances or on what else is listed.
 */
const ORDER_URL = '/pages/payment/stock?key=US:AAPL&side=buy';
const TRADE_URL = '/pages/main/trade/index';
const PIN = '123456';

interface Quote {
  close: string;
  bid: string;
  ask: string;
}
interface Order {
  id: number;
  status: string;
  positionId: number | null;
}
interface Position {
  id: number;
  key: string;
}

const quoteOf = async (request: APIRequestContext, token: string): Promise<Quote> => {
  const [quote] = await apiCall<Quote[]>(request, token, 'GET', 'market/quotes?keys=US:AAPL');
  if (!quote) throw new Error('no quote for US:AAPL');
  return quote;
};

/** Types the PIN unless an earlier one in this session still unlocks trading (15 minutes). */
const confirmPin = async (page: Page): Promise<void> => {
  const popup = page.getByTestId('pay-password-popup');
  const pin = popup.locator('input[type=password]');
  await expect(pin.or(popup.getByTestId('pay-password-unlocked'))).toBeVisible();
  if (await pin.isVisible()) await pin.fill(PIN);
  await popup.getByTestId('pay-password-confirm').click();
};

/** Buys one share at market through the API; answers the lot it opened. */
const buyOne = async (request: APIRequestContext, token: string): Promise<number> => {
  const order = await apiCall<Order>(request, token, 'POST', 'orders', {
    key: 'US:AAPL',
    type: 'market',
    quantity: '1',
    payPassword: PIN,
  });
  expect(order.status).toBe('filled');
  const lots = await apiCall<Position[]>(request, token, 'GET', 'positions?status=open');
  const lot = lots.find((item) => item.key === 'US:AAPL');
  if (!lot) throw new Error('the buy opened no lot');
  return lot.id;
};

for (const language of ['en', 'de']) {
  test(`a stop buy shows the gap warning and waits in Orders (${language})`, async ({
    page,
    request,
  }) => {
    const token = await apiLogin(request);
    await seedStorage(page, { language, token });
    await openRoute(page, ORDER_URL);
    await expect(page.getByTestId('order-last-price')).toHaveText(/\d/);
    await page.getByTestId('order-quantity').locator('input').fill('2');

    // Stop: the gap warning appears with the stop price field.
    await expect(page.getByTestId('order-gap-warning')).toHaveCount(0);
    await page.getByTestId('order-type').locator('.adm-selector-item').nth(2).click();
    const warning = page.getByTestId('order-gap-warning');
    await expect(warning).toBeVisible();
    if (language === 'en') await expect(warning).toContainText('fills at the next available price');
    // A stop at or below the ask is refused before anything is sent.
    const quote = await quoteOf(request, token);
    await page.getByTestId('order-stop-price').locator('input').fill('1');
    await expect(page.getByTestId('order-stop-price-error')).toBeVisible();
    const stop = (Number(quote.ask) * 1.1).toFixed(2);
    await page.getByTestId('order-stop-price').locator('input').fill(stop);
    await expect(page.getByTestId('order-stop-price-error')).toHaveCount(0);
    await expect(page.getByTestId('order-total')).toHaveText(/\d/);
    await warning.scrollIntoViewIfNeeded();
    await snap(page, `trade-stop-order-${language}`);

    // Stop-limit says it may not fill at all.
    await page.getByTestId('order-type').locator('.adm-selector-item').nth(3).click();
    await expect(warning).toBeVisible();
    if (language === 'en') await expect(warning).toContainText('may not fill at all');
    await page.getByTestId('order-type').locator('.adm-selector-item').nth(2).click();

    // The confirmation repeats the warning.
    await page.getByTestId('order-submit').click();
    await expect(page.getByTestId('order-summary')).toBeVisible();
    await expect(page.getByTestId('confirm-gap-warning')).toBeVisible();
    await expect(page.getByTestId('summary-stop-price')).toHaveText(/\d/);
    await snap(page, `trade-stop-confirm-${language}`);
    const placed = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && /\/api\/v1\/orders$/.test(response.url()),
    );
    await confirmPin(page);
    // Other tests keep orders of the same demo customer pending: hold on to this one by its id.
    const { data: order } = (await (await placed).json()) as { data: { id: number } };

    // It waits in Orders, pending, with its stop price; cancel it again.
    await expect(page).toHaveURL(/#\/pages\/main\/trade\/index$/);
    const pending = page.getByTestId('orders-open').getByTestId(`order-${order.id}`);
    await expect(pending.getByTestId('order-stop-state')).toBeVisible();
    await expect(pending.getByTestId('order-status')).toBeVisible();
    if (language === 'en') {
      await expect(pending.getByTestId('order-type-text')).toHaveText('Stop');
      await expect(pending.getByTestId('order-status')).toHaveText('Pending');
    }
    await snap(page, `trade-stop-pending-${language}`);
    await pending.getByTestId('order-cancel').click();
    await page.locator('.adm-dialog-button').last().click();
    await expect(pending).toHaveCount(0);
  });

  test(`a limit close shows closing review, and closed positions list the sold lots (${language})`, async ({
    page,
    request,
  }) => {
    const token = await apiLogin(request);
    // A lot sold entirely, for the closed positions.
    const sold = await buyOne(request, token);
    await apiCall(request, token, 'POST', `positions/${sold}/close`, {
      quantity: '1',
      payPassword: PIN,
    });
    const lot = await buyOne(request, token);
    await seedStorage(page, { language, token });
    await openRoute(page, TRADE_URL);
    await page.locator('.trade-tabs').getByRole('tab').nth(0).click();
    await showLots(page, 'AAPL');
    const card = page.getByTestId(`position-${lot}`);
    await card.getByTestId('position-close').click();

    // Limit: a price well above the bid, so it waits.
    await page.getByTestId('close-type').locator('.adm-selector-item').nth(1).click();
    await page.getByTestId('close-quantity').locator('input').fill('1');
    const quote = await quoteOf(request, token);
    await page
      .getByTestId('close-price')
      .locator('input')
      .fill((Number(quote.bid) * 1.2).toFixed(2));
    await snap(page, `trade-close-limit-${language}`);
    const closeSent = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        response.url().endsWith(`/api/v1/positions/${lot}/close`),
    );
    await confirmPin(page);
    const { data: closeOrder } = (await (await closeSent).json()) as { data: { id: number } };
    await expect(card.getByTestId('position-closing')).toBeVisible();
    await snap(page, `trade-close-limit-waiting-${language}`);

    // Orders shows it in closing review; cancelling gives the shares back.
    await page.locator('.trade-tabs').getByRole('tab').nth(1).click();
    const closing = page.getByTestId('orders-open').getByTestId(`order-${closeOrder.id}`);
    if (language === 'en')
      await expect(closing.getByTestId('order-status')).toHaveText('Closing review');
    await closing.getByTestId('order-cancel').click();
    await page.locator('.adm-dialog-button').last().click();
    await page.locator('.trade-tabs').getByRole('tab').nth(0).click();
    await showLots(page, 'AAPL');
    await expect(card).toBeVisible();
    await expect(card.getByTestId('position-closing')).toHaveCount(0);

    // Closed: the sale out of the lot with its open and close price and the realised P/L.
    await page.locator('.trade-tabs').getByRole('tab').nth(3).click();
    const closed = page.locator(`[data-position="${sold}"]`);
    await expect(closed).toBeVisible();
    await expect(closed.getByTestId('closed-quantity')).toHaveText('1');
    await expect(closed.getByTestId('closed-price')).toHaveText(/\d/);
    await expect(closed.getByTestId('closed-pnl')).toHaveClass(/gain|loss/);
    await snap(page, `trade-closed-${language}`);

    // The statement describes the trades in the reader's language.
    await openRoute(page, '/pages/profile/transcation?type=order');
    const bought = language === 'de' ? 'Kauf 1 AAPL US' : 'Buy 1 AAPL US';
    await expect(
      page.getByTestId('statement-description').filter({ hasText: bought }).first(),
    ).toBeVisible();
    await snap(page, `trade-statement-described-${language}`);
  });
}
