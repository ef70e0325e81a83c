import { expect, test, type APIRequestContext } from '@playwright/test';
import { addDays, calendarDayIn } from '@brokerage/shared/market-time/dates';
import {
  adminLogin,
  apiCall,
  openRoute,
  operatorSessionByApi,
  passAppropriateness,
  seedStorage,
  snap,
  verifiedFundedCustomer,
  type Paged,
  e2eDatabase,
} from './helpers';

/**
 * Issue 30 item 3, a reverse split as a holder lives it, at 390x844: the customer holds 25 shares
 * of XOM and a resting buy; an admin enters a 1-for-10 reverse split that a second admin
 * approves. The e2e server's clock is the real one, so the ex-date is made to arrive by moving
 * the action's date and the lot's and order's times a day back in its database (the rule itself
 * is proven with exact figures by corporate/splits.scenarios.test.ts); the server's own job then
 * applies it. The app shows 2 shares, the half share paid in cash on the statement, the buy
 * cancelled with its reason, and the inbox message, in four languages.
 */
const KEY = 'US:XOM';
const PASSWORD = 'splits-e2e-Passphrase-7';

const newYorkToday = () => calendarDayIn(new Date(), 'America/New_York');

/** Two admins the run's admin makes: each is the other's second. */
const twoAdmins = async (request: APIRequestContext) => {
  const admin = await adminLogin(request);
  const tokens: string[] = [];
  for (const name of ['a', 'b']) {
    const username = `e2e-split-${name}-${Date.now().toString(36)}`;
    await apiCall(request, admin, 'POST', 'admin/operators', {
      username,
      password: PASSWORD,
      role: 'superadmin',
    });
    tokens.push(await operatorSessionByApi(request, username, PASSWORD));
  }
  return tokens;
};

test('a 1-for-10 reverse split: the lot, the cash for the half share, the cancelled buy and the inbox', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const customer = await verifiedFundedCustomer(
    request,
    'split',
    { firstName: 'Ada', lastName: 'Lovelace', idNumber: `S${Date.now()}` },
    '10000',
  );
  await passAppropriateness(request, customer.token);
  await apiCall(request, customer.token, 'POST', 'orders', {
    key: KEY,
    type: 'market',
    quantity: '25',
    payPassword: '123456',
  });
  const [quote] = await apiCall<{ bid: string }[]>(
    request,
    customer.token,
    'GET',
    `market/quotes?keys=${KEY}`,
  );
  const resting = await apiCall<{ id: number }>(request, customer.token, 'POST', 'orders', {
    key: KEY,
    type: 'limit',
    quantity: '3',
    price: (Number(quote?.bid ?? '100') * 0.8).toFixed(2),
    payPassword: '123456',
  });

  const [first, second] = await twoAdmins(request);
  const proposed = await apiCall<{ proposal: { id: number } }>(
    request,
    first ?? '',
    'POST',
    'admin/corporate-actions/splits',
    { key: KEY, to: 1, from: 10, exDate: addDays(newYorkToday(), 1) },
  );
  await apiCall(request, second ?? '', 'POST', `admin/approvals/${proposed.proposal.id}/decision`, {
    decision: 'approve',
  });
  const listed = await apiCall<Paged<{ id: number; key: string; status: string }>>(
    request,
    second ?? '',
    'GET',
    'admin/corporate-actions?status=announced&pageSize=100',
  );
  const action = listed.items.find((item) => item.key === KEY);
  expect(action).toBeDefined();

  // The ex-date arrives: today in New York, the lot and the resting buy from yesterday.
  const client = await e2eDatabase();
  try {
    await client.query(`UPDATE corporate_actions SET ex_date = $2, pay_date = $2 WHERE id = $1`, [
      action?.id,
      newYorkToday(),
    ]);
    await client.query(
      `UPDATE positions SET opened_at = opened_at - interval '1 day'
        WHERE instrument_key = $1 AND status = 'open'`,
      [KEY],
    );
    await client.query(
      `UPDATE orders SET created_at = created_at - interval '1 day' WHERE id = $1`,
      [resting.id],
    );
  } finally {
    await client.end();
  }
  // The server's corporate-actions job passes every minute.
  await expect
    .poll(
      async () =>
        (
          await apiCall<Paged<{ id: number; status: string }>>(
            request,
            second ?? '',
            'GET',
            'admin/corporate-actions?status=applied&pageSize=100',
          )
        ).items.some((item) => item.id === action?.id),
      { timeout: 150_000, intervals: [2_000] },
    )
    .toBe(true);

  // 25 shares became 2, and half a share was paid in cash.
  const held = await apiCall<{ key: string; quantity: string }[]>(
    request,
    customer.token,
    'GET',
    'positions',
  );
  expect(held.filter((lot) => lot.key === KEY).map((lot) => lot.quantity)).toEqual(['2']);

  for (const language of ['en', 'de', 'jp', 'zh-Hans']) {
    // A page of its own per language: the language is read when the app starts.
    const tab = await page.context().newPage();
    await seedStorage(tab, { language, token: customer.token });
    await openRoute(tab, '/pages/main/trade/index');
    // The page opens on the tab it was left on: Positions first.
    await tab.getByRole('tab').nth(0).click();
    await expect(tab.getByTestId('position-group-XOM')).toBeVisible();
    await snap(tab, `split-positions-${language}`);

    await tab.getByRole('tab').nth(2).click();
    const cancelled = tab.getByTestId('orders-history').getByTestId(`order-${resting.id}`);
    await expect(cancelled.getByTestId('order-reason')).toBeVisible();
    await cancelled.scrollIntoViewIfNeeded();
    await snap(tab, `split-order-cancelled-${language}`);

    await openRoute(tab, '/pages/profile/transcation');
    await expect(tab.getByTestId('statement-description').first()).toBeVisible();
    await snap(tab, `split-statement-${language}`);

    await openRoute(tab, '/pages/main/profile/index');
    await tab.getByTestId('inbox-entry').click();
    await expect(tab.getByTestId('inbox-item').first()).toBeVisible();
    await snap(tab, `split-inbox-${language}`);
    await tab.close();
  }

  // In English, the words themselves.
  await seedStorage(page, { language: 'en', token: customer.token });
  await openRoute(page, '/pages/profile/transcation');
  await expect(
    page.getByTestId('statement-description').filter({ hasText: 'Cash in lieu XOM' }),
  ).toHaveCount(1);
  await openRoute(page, '/pages/main/trade/index');
  await page.getByRole('tab').nth(2).click();
  await expect(
    page
      .getByTestId('orders-history')
      .getByTestId(`order-${resting.id}`)
      .getByTestId('order-reason'),
  ).toHaveText('Cancelled because the stock split. Place it again at the new price and quantity.');
});
