import { expect, test } from '@playwright/test';
import { freshCustomer, makePng, openRoute, seedStorage, snap } from './helpers';

/**
 * Issue 31 item 7: the reference the customer quotes in the bank transfer is given with the
 * payee's details, before the proof of that transfer is asked for, and the deposit keeps it.
 */
for (const language of ['en', 'de', 'jp', 'zh-Hans']) {
  test(`the bank deposit's reference comes before the proof (${language})`, async ({
    page,
    request,
  }) => {
    const { token } = await freshCustomer(request, `deposit-ref-${language.toLowerCase()}`);
    await seedStorage(page, { token, language });
    await openRoute(page, '/pages/deposit/card');
    const issued = page.getByTestId('deposit-issued-reference');
    await expect(issued).toHaveText(/^D[0-9A-F]{10}$/, { timeout: 30_000 });
    const reference = await issued.textContent();
    // Above the proof, not after it.
    const referenceBox = await page.getByTestId('deposit-reference-card').boundingBox();
    const proofBox = await page.getByTestId('deposit-proof').boundingBox();
    expect(referenceBox?.y ?? Infinity).toBeLessThan(proofBox?.y ?? 0);
    await snap(page, `deposit-reference-${language}`);
    if (language !== 'en') return;

    await page.getByTestId('deposit-amount').locator('input').fill('500');
    await page
      .getByTestId('deposit-proof')
      .locator('input[type=file]')
      .setInputFiles(makePng([9, 190, 79]));
    await expect(page.getByTestId('deposit-proof-done')).toBeVisible();
    await page.getByTestId('bank-deposit-submit').click();
    await expect(page.getByTestId('deposit-reference')).toHaveText(reference ?? 'none');
  });
}
