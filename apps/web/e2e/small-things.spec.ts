import { expect, test } from '@playwright/test';
import { apiCall, freshCustomer, openRoute, seedStorage, snap } from './helpers';

// A loaded CI machine (two cores, other runs beside) needs more than the default minute.
test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 30_000 });

/**
 * Issue 31 item 18, at 390x844 in four languages: the deposit methods (a key, not the yen coin,
 * for crypto), the bank to transfer to (the IBAN in groups of four in the text font, names
 * wrapping between words) and the watchlist's drag handle (the ≡ its hint names).
 */
for (const language of ['en', 'de', 'jp', 'zh-Hans'] as const) {
  test(`small things in ${language}`, async ({ page, request }) => {
    const { token } = await freshCustomer(request, `e2e-small-${language.toLowerCase()}`);
    await seedStorage(page, { token, language });

    await openRoute(page, '/pages/deposit/index');
    await expect(page.getByTestId('method-crypto')).toBeVisible();
    await snap(page, `small-deposit-methods-${language}`);

    await openRoute(page, '/pages/deposit/card');
    const iban = page.getByTestId('payee-iban');
    await expect(iban).toHaveText('DE89 3704 0044 0532 0130 00');
    expect(await iban.evaluate((node) => getComputedStyle(node).fontFamily)).not.toMatch(/mono/i);
    await snap(page, `small-bank-instructions-${language}`);

    const [list] = await apiCall<{ id: number }[]>(request, token, 'GET', 'watchlists');
    if (!list) throw new Error('no default list');
    // Added unless there already (a default list may hold some).
    for (const key of ['US:AAPL', 'US:MSFT'])
      await request.post(`/api/v1/watchlists/${list.id}/items`, {
        headers: { platform: 'h5', Authorization: `Bearer ${token}` },
        data: { key },
      });
    await openRoute(page, '/pages/main/watchlist/manage');
    await expect(
      page.getByTestId('drag-US:MSFT').locator('[data-icon="drag-handle"]'),
    ).toBeVisible();
    await snap(page, `small-watchlist-manage-${language}`);
  });
}
