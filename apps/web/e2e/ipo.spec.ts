import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiLogin, openRoute, seedStorage, snap } from './helpers';

/**
 * IPO subscription against the demo seed's open offering (US:NMBS, 18.50 USD, lots of 100)
 * as the demo customer, who is shared with other specs: only this subscription's own figures
 * are checked. Each language's run adds to the customer's one application for the offering,
 * so what it holds is checked as what was held before plus this subscription's part.
 */
const PIN = '123456';

/** Screenshots under e2e/screenshots, named `ipo-…`. */
const shot = (page: Page, name: string): Promise<void> => snap(page, `ipo-${name}`);

const TEXT = {
  en: { subscribed: 'Subscription received', waiting: 'Waiting allotment' },
  de: { subscribed: 'Zeichnung eingegangen', waiting: 'Wartet auf Zuteilung' },
  'zh-Hans': { subscribed: '申购已提交', waiting: '待配售' },
} as const;

for (const [language, text] of Object.entries(TEXT)) {
  test(`subscribe to an IPO with the pay password and see the hold (${language})`, async ({
    page,
    request,
  }) => {
    const token = await apiLogin(request);
    const mine = await apiCall<{ key: string; status: string; total: string }[]>(
      request,
      token,
      'GET',
      'ipo/subscriptions',
    );
    const before = mine.find((s) => s.key === 'US:NMBS' && s.status === 'waiting');
    // 200 x 18.50 = 3,700.00 and the 0.1 % fee 3.70 on it (the minimum does not apply), in
    // cents, as whole numbers (never a JavaScript fraction of money).
    const [units = '0', fraction = ''] = (before?.total ?? '0').split('.');
    const heldAfter = BigInt(units) * 100n + BigInt(`${fraction}00`.slice(0, 2)) + 370370n;
    await seedStorage(page, { token, language });
    await openRoute(page, '/pages/product/ipo/index');
    const card = page.locator('[data-testid^="ipo-card-"]', { hasText: 'NMBS US' });
    await expect(card).toBeVisible();
    await shot(page, `index-${language}`);

    // Every term before committing: price, shares, lot, maximum, rule, the seed's hash.
    await card.click();
    const terms = page.getByTestId('ipo-terms');
    await expect(terms).toBeVisible();
    await expect(terms.getByTestId('ipo-issue-price')).toContainText(/18[.,]50/);
    await expect(terms).toContainText(/[0-9a-f]{64}/);
    await shot(page, `newstock-${language}`);
    await page.getByTestId('ipo-go-subscribe').click();

    // A fraction of a lot is refused before anything is sent.
    const quantity = page.getByTestId('ipo-quantity').locator('input');
    await quantity.fill('150');
    await page.getByTestId('ipo-subscribe').click();
    await expect(page.getByTestId('ipo-problem')).toContainText('100');
    await quantity.fill('200');
    // 200 x 18.50 = 3,700.00 and the 0.1 % fee 3.70: 3,703.70 held.
    await expect(page.getByTestId('ipo-total')).toContainText(/3[,.\s ]?703[.,]70/);
    await shot(page, `payment-${language}`);
    await page.getByTestId('ipo-subscribe').click();
    const popup = page.getByTestId('pay-password-popup');
    await popup.locator('input[type=password]').fill(PIN);
    await popup.getByTestId('pay-password-confirm').click();

    const done = page.getByTestId('ipo-subscribed');
    await expect(done).toContainText(text.subscribed);
    await expect(done.getByTestId('ipo-subscription-status')).toHaveText(text.waiting);
    // The application's hold: what it held before and this subscription's 3,703.70.
    const cents = String(heldAfter % 100n).padStart(2, '0');
    const grouped = String(heldAfter / 100n).replace(/\B(?=(\d{3})+(?!\d))/g, '[,.\\s ]?');
    await expect(done.getByTestId('ipo-subscription-held')).toContainText(
      new RegExp(`${grouped}[.,]${cents}`),
    );
    await shot(page, `subscribed-${language}`);

    // The customer's subscriptions list it too; the Markets tab shows the same offerings.
    await openRoute(page, '/pages/product/ipo/index');
    await page.getByTestId('ipo-tab-mine').click();
    await expect(page.getByTestId('ipo-my-subscriptions')).toContainText('NMBS US');
    await shot(page, `mine-${language}`);
    await openRoute(page, '/pages/main/market/index');
    await page.getByTestId('market-tab-ipo').click();
    await page.getByTestId('ipo-tab-upcoming').click();
    await expect(page.locator('[data-testid^="ipo-card-"]', { hasText: 'AQLN US' })).toBeVisible();
    await shot(page, `market-tab-${language}`);
  });
}
