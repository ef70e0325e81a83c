import { expect, test } from '@playwright/test';
import {
  apiCall,
  openRoute,
  passAppropriateness,
  seedStorage,
  snap,
  uploadPng,
  verifiedFundedCustomer,
} from './helpers';
import { approveLoan, pin, pinAndWait } from './prices';

/**
 * Issue 31 item 14: the inbox writes calendar days the reader's way (a loan's due date, not
 * "2026-12-11") and says when a take profit sells. US:PEP is pinned on cue (no other spec
 * uses it): bought at 100, its take profit at 105 is crossed by a pin at 110.
 */
const KEY = 'US:PEP';
const PIN = '123456';

interface Lot {
  id: number;
  key: string;
  status?: string;
}

test.afterEach(() => {
  pin(KEY, undefined);
});

test('a take profit sale and a loan due date in the inbox, in the reader’s language', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { token } = await verifiedFundedCustomer(
    request,
    'inbox-notices',
    { firstName: 'Mary', lastName: 'Somerville', idNumber: `S${Date.now()}` },
    '20000',
  );
  await passAppropriateness(request, token);
  await pinAndWait(request, token, KEY, '100.00');
  for (const quantity of ['100', '10'])
    await apiCall(request, token, 'POST', 'orders', {
      key: KEY,
      type: 'market',
      quantity,
      payPassword: PIN,
    });
  const lots = await apiCall<(Lot & { quantity: string })[]>(
    request,
    token,
    'GET',
    'positions?status=open',
  );
  const small = lots.find((lot) => lot.key === KEY && lot.quantity === '10');
  if (!small) throw new Error('the buy of 10 opened no lot');

  // The take profit of the 10-share lot is crossed: the lot is sold by it.
  await apiCall(request, token, 'PATCH', `positions/${small.id}`, {
    stopLoss: null,
    takeProfit: '105',
  });
  pin(KEY, '110.00');
  await expect
    .poll(
      async () =>
        (await apiCall<Lot[]>(request, token, 'GET', 'positions?status=open')).some(
          (lot) => lot.id === small.id,
        ),
      { timeout: 30_000 },
    )
    .toBe(false);

  // A loan against the 100 shares left, approved: its message names the due date.
  const loan = await apiCall<{ id: number }>(request, token, 'POST', 'loans', {
    currency: 'USD',
    amount: '1000',
    periodDays: 14,
    imageFileId: await uploadPng(request, token, 'loan'),
    signatureFileId: await uploadPng(request, token, 'signature'),
    agreed: true,
  });
  await approveLoan(request, loan.id);
  const { dueDate } = await apiCall<{ dueDate: string | null }>(
    request,
    token,
    'GET',
    `loans/${loan.id}`,
  );
  if (!dueDate) throw new Error('an approved loan has a due date');
  const day = dueDate.slice(0, 10);

  const expected = {
    en: { sold: 'Take profit sold', locale: 'en' },
    de: { sold: 'Take-Profit ausgeführt', locale: 'de' },
    jp: { sold: '利確注文が約定', locale: 'ja' },
    'zh-Hans': { sold: '止盈已成交', locale: 'zh-Hans' },
  } as const;
  for (const [language, { sold, locale }] of Object.entries(expected)) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await seedStorage(page, { token, language });
    await openRoute(page, '/pages/main/profile/index');
    await page.getByTestId('inbox-entry').click();
    const items = page.getByTestId('inbox-item');
    await expect(items.first()).toBeVisible();
    // The sale is told with its quantity, never silently.
    const sale = items.filter({ hasText: sold }).filter({ hasText: 'PEP' }).first();
    await expect(sale).toBeVisible();
    await expect(sale).toContainText('10');
    // The due date the reader's way, independently formatted here; no ISO day anywhere.
    const written = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeZone: 'UTC',
    }).format(new Date(`${day}T00:00:00Z`));
    await expect(page.getByTestId('inbox')).toContainText(written);
    await expect(page.getByTestId('inbox')).not.toContainText(day);
    await snap(page, `inbox-notices-${language}`);
    await context.close();
  }
});
