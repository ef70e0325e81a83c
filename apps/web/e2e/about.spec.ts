import { expect, test } from '@playwright/test';
import { adminLogin, openRoute, seedStorage, snap } from './helpers';

// A loaded CI machine (two cores, other runs beside) needs more than the default minute.
test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 30_000 });

/**
 * About names the company, its regulator and licence number (the `base.legal` setting
 * operators edit in the console) and links to the risk disclosure, terms, privacy policy and
 * the fee schedule the server charges by.
 */
test('about: the company, its regulator and licence, and a link to each document', async ({
  page,
  request,
}) => {
  const token = await adminLogin(request);
  const current = await request.get('/api/v1/setting/legal', { headers: { platform: 'h5' } });
  const legal = ((await current.json()) as { data: Record<string, string> }).data;
  const value: Record<string, string> = {
    ...legal,
    company: 'Example Securities AG',
    regulator: 'BaFin (Bundesanstalt für Finanzdienstleistungsaufsicht)',
    licence: 'HRB 123456',
  };
  const saved = await request.put('/api/v1/admin/settings/base.legal', {
    headers: { platform: 'h5', Authorization: `Bearer ${token}` },
    data: { value },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await openRoute(page, '/pages/setting/index');
  await page.getByTestId('settings-about').click();
  await expect(page).toHaveURL(/#\/pages\/about\/index$/);
  await expect(page.getByTestId('about-company')).toContainText('Example Securities AG', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('about-regulator')).toContainText('BaFin');
  await expect(page.getByTestId('about-licence')).toContainText('HRB 123456');
  await snap(page, 'about-en');

  for (const [doc, heading] of [
    ['riskDisclosure', 'Risk disclosure'],
    ['terms', 'Terms and conditions'],
    ['privacy', 'Privacy policy'],
  ] as const) {
    await openRoute(page, '/pages/about/index');
    await page.getByTestId(`about-doc-${doc}`).click();
    await expect(page).toHaveURL(new RegExp(`#/pages/about/document\\?doc=${doc}$`));
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByTestId('about-text')).toHaveText(value[doc] ?? '');
  }
  await openRoute(page, '/pages/about/index');
  await page.getByTestId('about-doc-fees').click();
  await expect(page.getByRole('heading', { name: 'Fee schedule' })).toBeVisible();
  // The fee table the server charges by, not numbers of its own.
  const fees = (
    (await (await request.get('/api/v1/trading/fees')).json()) as {
      data: { markets: Record<string, { rate: string; minimum: string }> };
    }
  ).data;
  const hk = fees.markets.HK;
  if (hk) {
    const row = page.getByTestId('about-fee-HK');
    await expect(row).toContainText(`${(Number(hk.rate) * 100).toString()} %`);
    await expect(row).toContainText(`${Number(hk.minimum).toFixed(2)} HKD`);
  }
  await expect(page.getByTestId('about-fee-default')).toContainText('All other markets');
  await snap(page, 'about-fees-en');
});

for (const language of ['de', 'jp', 'zh-Hans'] as const) {
  test(`about in ${language}: headings translated, the company as written`, async ({ page }) => {
    await seedStorage(page, { language });
    await openRoute(page, '/pages/about/index');
    await expect(page.getByTestId('about-company')).not.toBeEmpty({ timeout: 30_000 });
    await expect(page.getByTestId('about-doc-fees')).not.toHaveText('Fee schedule');
    await snap(page, `about-${language}`);
    await page.getByTestId('about-doc-fees').click();
    await expect(page.getByTestId('about-fees')).toBeVisible();
    await snap(page, `about-fees-${language}`);
    await openRoute(page, '/pages/about/document?doc=terms');
    await expect(page.getByTestId('about-text')).not.toBeEmpty({ timeout: 30_000 });
    await snap(page, `about-terms-${language}`);
  });
}
