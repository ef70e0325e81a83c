import { expect, test, type Page } from '@playwright/test';
import { apiLogin, openRoute, passAppropriateness, seedStorage, snap } from './helpers';

/**
 * Quant funds against the demo seed's two funds (NAV from the simulator's closes) as the demo
 * customer, who is shared with other specs: nothing here depends on exact balances.
 */
const PIN = '123456';

const confirmPin = async (page: Page): Promise<void> => {
  const popup = page.getByTestId('pay-password-popup');
  await popup.locator('input[type=password]').fill(PIN);
  await popup.getByTestId('pay-password-confirm').click();
};

/** Screenshots under e2e/screenshots, named `quant-…`. */
const shot = (page: Page, name: string): Promise<void> => snap(page, `quant-${name}`);

test('buy a quant fund priced forward: the fund page states the rules, the purchase shows its units pending until the valuation point', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request);
  // Quant funds are closed until the appropriateness questionnaire is passed (issue 26).
  await passAppropriateness(request, token);
  await seedStorage(page, { token });
  await openRoute(page, '/pages/quantify/index');
  const card = page.locator('[data-testid^="quant-fund-"]').first();
  // The first load computes the demo funds' NAV history from the simulator (no warm-up here).
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('quant-nav')).toHaveText(/^\d+\.\d{4}$/);
  await expect(card.getByTestId('quant-return-range')).toContainText('%');
  await shot(page, 'index-en');

  // The rule, the basket and the NAV history come before any purchase.
  await card.getByTestId('quant-details').click();
  const sheet = page.getByTestId('quant-sheet');
  await expect(sheet).toContainText('How the NAV is computed');
  await expect(sheet.getByTestId('quant-rule-today')).toContainText('current prices give');
  await expect(sheet.getByTestId('quant-nav-chart').locator('canvas').first()).toBeVisible();
  // The valuation point, forward pricing and the one rounding rule, published before a purchase.
  const rules = sheet.getByTestId('quant-pricing-rules');
  await expect(rules).toContainText('Valuation point: the NAV of a trading date is struck at');
  await expect(rules).toContainText('Forward pricing: a purchase placed before a valuation point');
  await expect(sheet.getByTestId('quant-next-valuation')).toContainText(
    'A purchase now is priced at the NAV of',
  );
  await expect(sheet.getByTestId('quant-rounding-rule')).toContainText(
    'NAVs and units are cut to 8 decimals, payouts to the cent',
  );
  await rules.scrollIntoViewIfNeeded();
  await shot(page, 'sheet-en');
  await sheet.getByTestId('quant-sheet-buy').click();

  // Below the minimum: the seed's message, nothing sent.
  const amount = page.getByTestId('quant-amount').locator('input');
  await amount.fill('50');
  await confirmPin(page);
  await expect(page.getByTestId('quant-problem')).toHaveText('Minimum purchase amount is 100.00');
  await amount.fill('1000');
  await shot(page, 'buy-en');
  await confirmPin(page);

  // Bought: the holding, in progress, its units pending until the next valuation point (the
  // demo's always-open New York day ends at local midnight), read in the reader's time.
  await expect(page.getByTestId('quant-holdings-page')).toBeVisible();
  const holding = page.locator('[data-testid^="quant-holding-"]').first();
  await expect(holding).toContainText('In progress');
  await expect(holding).toContainText('1,000.00 USD');
  await expect(holding.getByTestId('quant-units-pending')).toHaveText(
    /^Units pending until \w{3}, \w{3} \d{1,2}, \d{2}:\d{2} [AP]M \S+$/,
  );
  await shot(page, 'pending-en');

  // The fund page lists the purchase waiting for its units too.
  await openRoute(page, '/pages/quantify/index');
  await page.locator('[data-testid^="quant-fund-"]').first().getByTestId('quant-details').click();
  await expect(page.getByTestId('quant-sheet-pending')).toContainText('Units pending until');
});

for (const language of ['de', 'jp'] as const) {
  test(`quant screens in ${language}: products, compact list, details, holdings, ended`, async ({
    page,
    request,
  }) => {
    const token = await apiLogin(request);
    // Quant funds are closed until the appropriateness questionnaire is passed (issue 26).
    await passAppropriateness(request, token);
    await seedStorage(page, { token, language });
    await openRoute(page, '/pages/quantify/index');
    const card = page.locator('[data-testid^="quant-fund-"]').first();
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByTestId('quant-nav')).toHaveText(/^\d+[.,]\d{4}$/);
    await shot(page, `index-${language}`);
    await card.getByTestId('quant-details').click();
    await expect(page.getByTestId('quant-nav-chart').locator('canvas').first()).toBeVisible();
    await page.getByTestId('quant-pricing-rules').scrollIntoViewIfNeeded();
    await shot(page, `sheet-${language}`);
    // A purchase through the API, so the holdings page has one waiting for its units.
    const headers = { authorization: `Bearer ${token}` };
    const funds = (await (await request.get('/api/v1/quant/funds', { headers })).json()) as {
      data: { id: number }[];
    };
    const bought = await request.post(`/api/v1/quant/funds/${funds.data[0]?.id}/buy`, {
      headers: { ...headers, 'idempotency-key': `e2e-quant-${language}-${Date.now()}` },
      data: { amount: '200', payPassword: PIN },
    });
    expect(bought.status()).toBe(200);
    for (const route of ['bak', 'list', 'history']) {
      await openRoute(page, `/pages/quantify/${route}`);
      await expect(page.locator('.adm-nav-bar-title')).not.toBeEmpty();
      if (route === 'list')
        await expect(page.getByTestId('quant-units-pending').first()).toBeVisible();
      await shot(page, `${route}-${language}`);
    }
  });
}
