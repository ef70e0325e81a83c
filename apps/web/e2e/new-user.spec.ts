import { expect, test } from '@playwright/test';
import { apiLogin, DEMO, freshCustomer, openRoute, seedStorage } from './helpers';

/** What a new user tripped over (issue 19), walked again at the phone viewport. */

const ORDER_URL = '/pages/payment/stock?key=US:AAPL&side=buy';

test('a visitor who taps Buy, logs in, comes back to the order with its query', async ({
  page,
}) => {
  await openRoute(page, ORDER_URL);
  await page.getByTestId('prompt-login').click();
  await page.getByPlaceholder('Enter your email or user ID').fill(DEMO.email);
  await page.getByPlaceholder('Enter your password').fill(DEMO.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/#\/pages\/payment\/stock\?key=US(:|%3A)AAPL&side=buy$/);
  await expect(page.getByTestId('order-quantity')).toBeVisible();
});

test('1.5 shares stay 1.5 on screen and are refused with a reason, never read as 15', async ({
  page,
  request,
}) => {
  const { token } = await freshCustomer(request, 'typed');
  await seedStorage(page, { token });
  await openRoute(page, ORDER_URL);
  const quantity = page.locator('#order-quantity');
  await quantity.fill('1.5');
  await expect(quantity).toHaveValue('1.5');
  await expect(page.getByTestId('order-quantity-problem')).toHaveText(
    'Whole shares only: no fractions.',
  );
});

test('the withdrawal screen says identity verification is missing when it opens', async ({
  page,
  request,
}) => {
  const { token } = await freshCustomer(request, 'unverified');
  await seedStorage(page, { token });
  await openRoute(page, '/pages/withdraw/crypto?type=bank');
  await expect(page.getByTestId('withdraw-needs-kyc')).toBeVisible();
  await expect(page.getByTestId('withdraw-needs-payPassword')).toHaveCount(0);
  await page.getByTestId('withdraw-needs-kyc').getByRole('button').click();
  await expect(page).toHaveURL(/#\/pages\/kycverify\/index/);
});

test("German balances read in German: the dollar's two decimals after a comma, never 0.0000", async ({
  page,
  request,
}) => {
  await seedStorage(page, { token: await apiLogin(request), language: 'de' });
  await openRoute(page, '/pages/main/profile/index');
  const usd = page.getByTestId('balance-USD').locator('dd.amount');
  await expect(usd.first()).toBeVisible();
  const texts = await usd.allTextContents();
  expect(texts).toHaveLength(3);
  for (const text of texts) expect(text).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/);
});

test('an index quote shows no volume row; a stock shows its volume', async ({ page }) => {
  await openRoute(page, '/pages/quote/globalindex?key=DE:DAX');
  await expect(page.getByTestId('quote-summary')).toContainText('High');
  await expect(page.getByTestId('quote-volume')).toHaveCount(0);
  await expect(page.getByTestId('quote-summary')).not.toContainText('Volume');
  await openRoute(page, '/pages/quote/stock?key=US:AAPL');
  await expect(page.getByTestId('quote-volume')).toBeVisible();
});

test('a price flashing down reads red, not green over a red tint, in either price colours', async ({
  page,
}) => {
  await openRoute(page, '/pages/quote/stock?key=US:AAPL');
  const price = page.getByTestId('quote-price');
  await expect(price).not.toHaveText('--');
  const colours = await price.evaluate((node) => {
    node.classList.remove('flat', 'loss', 'flash-up');
    node.classList.add('gain', 'flash-down');
    const down = getComputedStyle(node).color;
    node.classList.replace('flash-down', 'flash-up');
    node.classList.replace('gain', 'loss');
    const up = getComputedStyle(node).color;
    // The theme's loss and gain text colours, resolved the same way.
    const swatch = document.body.appendChild(document.createElement('span'));
    swatch.style.color = 'var(--app-loss)';
    const loss = getComputedStyle(swatch).color;
    swatch.style.color = 'var(--app-gain)';
    const gain = getComputedStyle(swatch).color;
    swatch.remove();
    // The tint behind the figure follows the reader's price colours too (red up in China).
    const tint = () => getComputedStyle(node, '::before').backgroundColor;
    const upTint = tint();
    document.documentElement.dataset.priceColours = 'red-up';
    const redUpTint = tint();
    node.classList.replace('flash-up', 'flash-down');
    const redUpDownTint = tint();
    document.documentElement.dataset.priceColours = 'green-up';
    return { down, up, loss, gain, upTint, redUpTint, redUpDownTint };
  });
  expect(colours.loss).not.toBe(colours.gain);
  expect(colours).toMatchObject({ down: colours.loss, up: colours.gain });
  expect(colours.upTint).not.toBe(colours.redUpTint);
  expect(colours.redUpDownTint).toBe(colours.upTint);
});

test('a Hong Kong buy without Hong Kong dollars offers the conversion with the amount needed', async ({
  page,
  request,
}) => {
  // The demo customer holds dollars and euros, no Hong Kong dollars.
  await seedStorage(page, { token: await apiLogin(request) });
  await openRoute(page, '/pages/payment/stock?key=HK:0700&side=buy');
  await page.locator('#order-quantity').fill('100');
  await expect(page.getByTestId('order-insufficient')).toBeVisible();
  await page.getByTestId('order-convert').click();
  await expect(page).toHaveURL(/#\/pages\/profile\/transfer\?to=HKD&need=\d+(\.\d+)?&back=1$/);
  await expect(page.getByTestId('transfer-need')).toContainText('HKD');
  await expect(page.getByTestId('transfer-amount').locator('input')).not.toHaveValue('');
});

test('an order shows its currency maximum and refuses more than it before sending', async ({
  page,
  request,
}) => {
  await seedStorage(page, { token: await apiLogin(request) });
  await openRoute(page, ORDER_URL);
  await expect(page.getByTestId('order-maximum')).toHaveText('Up to 10,000,000.00 USD at once');
  await page.locator('#order-quantity').fill('1000000');
  await expect(page.getByTestId('order-maximum')).toHaveText('At most 10,000,000.00 USD at once.');
  await page.getByTestId('order-submit').click();
  await expect(page.getByTestId('order-summary')).toHaveCount(0);
});
