import { expect, test } from '@playwright/test';
import { apiCall, apiRegister, openRoute, seedStorage, snap, uniqueEmail } from './helpers';

interface Alert {
  id: number;
  status: string;
}

test('price alerts: a visitor is asked to log in; none on an index', async ({ page }) => {
  await openRoute(page, '/pages/quote/stock?key=US:AAPL');
  await expect(page.getByTestId('quote-price')).not.toHaveText('--');
  await page.getByTestId('price-alert').click();
  await expect(page.getByTestId('login-prompt')).toContainText('Please log in');
  await openRoute(page, '/pages/quote/globalindex?key=DE:DAX');
  await expect(page.locator('.quote-name')).toHaveText('DAX');
  await expect(page.getByTestId('price-alert')).toHaveCount(0);
});

test('price alerts: set one below the price on a quote page, see it, cancel it', async ({
  page,
  request,
}) => {
  const token = await apiRegister(request, uniqueEmail('alert'), 'alert1234');
  await seedStorage(page, { language: 'en', token });
  await openRoute(page, '/pages/quote/stock?key=US:AAPL');
  await expect(page.getByTestId('quote-price')).not.toHaveText('--');

  await page.getByTestId('price-alert').click();
  const popup = page.getByTestId('alert-popup');
  await expect(popup).toContainText('Price alert: AAPL US');
  await expect(popup.getByTestId('alerts-empty')).toContainText('No alerts for this instrument');
  const price = popup.getByTestId('alert-price').locator('input');
  // Left empty for the customer to type: the current price is only the placeholder.
  await expect(price).toHaveValue('');
  const current = Number((await price.getAttribute('placeholder'))?.replace(/,/g, ''));
  expect(current).toBeGreaterThan(0);

  // A condition the price already meets is refused with the price, not accepted to fire at once.
  await price.fill((current * 0.6).toFixed(2));
  await popup.getByTestId('alert-submit').click();
  await expect(page.getByText(/The price is already there/)).toBeVisible();
  await expect(popup.locator('.alert-row')).toHaveCount(0);

  // Not a positive amount.
  await price.fill('0');
  await popup.getByTestId('alert-submit').click();
  await expect(popup.locator('.adm-form-item-feedback-error')).toHaveText(
    'Please enter the correct amount',
  );

  // Inside the half of the last price either way that an alert may be set at.
  const target = (current * 0.6).toFixed(2);
  await popup.getByTestId('alert-direction').getByText('Below').click();
  await price.fill(target);
  await popup.getByTestId('alert-submit').click();
  const row = popup.locator('.alert-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(
    `Below ${Number(target).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  await expect(row).toContainText('Active');
  await expect(page.getByTestId('price-alert')).toHaveAttribute('aria-pressed', 'true');
  const [created] = await apiCall<Alert[]>(request, token, 'GET', 'alerts');
  expect(created?.status).toBe('active');
  await snap(page, 'alert-popup-en');

  await row.getByRole('button', { name: 'Cancel' }).click();
  await page.locator('.adm-dialog').getByRole('button', { name: 'Cancel alert' }).click();
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(page.getByTestId('price-alert')).toHaveAttribute('aria-pressed', 'false');
  const [after] = await apiCall<Alert[]>(request, token, 'GET', 'alerts');
  expect(after?.status).toBe('cancelled');

  // Every alert, from the profile tab.
  const [msft] = await apiCall<{ close: string }[]>(
    request,
    token,
    'GET',
    'market/quotes?keys=US:MSFT',
  );
  await apiCall(request, token, 'POST', 'alerts', {
    key: 'US:MSFT',
    direction: 'above',
    price: (Math.round(Number(msft?.close) * 130) / 100).toFixed(2),
  });
  await openRoute(page, '/pages/main/profile/index');
  await page.getByTestId('alerts-entry').click();
  const all = page.getByTestId('all-alerts');
  await expect(all.locator('.alert-row')).toHaveCount(2);
  await expect(all).toContainText('MSFT US');
  await expect(all).toContainText('AAPL US');
  await snap(page, 'alerts-list-en');
});

test('price alerts in German: popup and list', async ({ page, request }) => {
  const token = await apiRegister(request, uniqueEmail('alarm'), 'alarm1234');
  const [quote] = await apiCall<{ close: string }[]>(
    request,
    token,
    'GET',
    'market/quotes?keys=US:AAPL',
  );
  // 30 % above the market: not met, inside the half of the last price an alert may be set at.
  const above = (Math.round(Number(quote?.close) * 130) / 100).toFixed(2);
  await apiCall(request, token, 'POST', 'alerts', {
    key: 'US:AAPL',
    direction: 'above',
    price: above,
  });
  await seedStorage(page, { language: 'de', token });
  await openRoute(page, '/pages/quote/stock?key=US:AAPL');
  await expect(page.getByTestId('quote-price')).not.toHaveText('--');
  await expect(page.getByTestId('price-alert')).toHaveAttribute('aria-pressed', 'true');
  await snap(page, 'alert-quote-de');
  await page.getByTestId('price-alert').click();
  await expect(page.getByTestId('alert-popup')).toContainText('Kursalarm: AAPL US');
  await expect(page.getByTestId('alert-popup').locator('.alert-row')).toContainText(
    Number(above).toLocaleString('de-DE', { minimumFractionDigits: 2 }),
  );
  await snap(page, 'alert-popup-de');
  await openRoute(page, '/pages/main/profile/index');
  await page.getByTestId('alerts-entry').click();
  await expect(page.getByTestId('all-alerts')).toContainText('Alle Kursalarme');
  await snap(page, 'alerts-list-de');
});
