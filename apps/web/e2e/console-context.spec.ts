import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  bankDeposit,
  adminLogin,
  apiCall,
  borrowerWithHoldings,
  customerIdOf,
  decideByApi,
  openConsoleAsAdmin,
  snap,
  uploadPng,
  e2eDatabase,
} from './helpers';

/**
 * Issue 28 items 5 and 7: a review queue names the customer (chosen and verified name), shows
 * a withdrawal's destination whole and an unmatched transfer's sender, and keeps decided
 * records with who decided them; a customer's page lists their deposits, withdrawals, loans,
 * support thread and one timeline of it all, and a queue opens the customer's context in a
 * drawer. At desktop size.
 */
test.use({ viewport: { width: 1440, height: 900 }, hasTouch: false });

const PIN = '123456';
const H5 = { platform: 'h5' };
const CARD = {
  name: 'Context account',
  accountName: 'Grace Hopper',
  accountNumber: '0532013000',
  bankName: 'Commerzbank',
  branch: 'Frankfurt Kaiserplatz',
  bankCode: '37040044',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
};

/** New payees can take a withdrawal at once (the suite's setting; this spec may run alone). */
const noCoolingOff = async (request: APIRequestContext, admin: string) => {
  const settings = await apiCall<{ key: string; value: Record<string, unknown> | null }[]>(
    request,
    admin,
    'GET',
    'admin/settings',
  );
  const rules = settings.find((setting) => setting.key === 'withdrawal.rules')?.value ?? {};
  if (rules.payeeCoolingOffHours === 0) return;
  const response = await request.put('/api/v1/admin/settings/withdrawal.rules', {
    headers: { ...H5, Authorization: `Bearer ${admin}` },
    data: { value: { ...rules, payeeCoolingOffHours: 0 } },
  });
  expect(response.status()).toBe(200);
};

/**
 * A transfer as the chain watcher records one it cannot match (sent to the old shared address):
 * the e2e server watches no chain, so the row is written into its embedded database directly.
 */
const unmatchedTransfer = async (from: string): Promise<number> => {
  const client = await e2eDatabase();
  try {
    const hash = Array.from({ length: 64 }, () => Math.floor(Math.random() * 16).toString(16));
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO chain_transfers (network, tx_hash, log_index, block_number, token, from_address,
                                    to_address, raw_amount, amount, status)
       VALUES ('ERC20', $1, 0, 1, '0xdAC17F958D2ee523a2206206994597C13D831ec7', $2,
               '0x00000000000000000000000000000000000000aa', 25000000, 25, 'unmatched')
       RETURNING id`,
      [hash.join(''), from],
    );
    return Number(rows[0]?.id);
  } finally {
    await client.end();
  }
};

/** A verified customer (passport in Grace Hopper's name) with cash, holdings and a card. */
const customerWithRecords = async (request: APIRequestContext, prefix: string) => {
  const admin = await adminLogin(request);
  await noCoolingOff(request, admin);
  const customer = await borrowerWithHoldings(request, prefix);
  const id = await customerIdOf(request, customer.email);
  // borrowerWithHoldings verifies Ada Lovelace; the name shown is the verified one.
  const detail = await apiCall<{ profile: { nickname: string } }>(
    request,
    admin,
    'GET',
    `admin/customers/${id}`,
  );
  const card = await apiCall<{ id: number }>(request, customer.token, 'POST', 'card/bank', {
    ...CARD,
    payPassword: PIN,
  });
  return { ...customer, id, admin, cardId: card.id, nickname: detail.profile.nickname };
};

const withdraw = (request: APIRequestContext, token: string, cardId: number, amount: string) =>
  apiCall<{ id: number }>(request, token, 'POST', 'withdraw', {
    type: 'bank',
    targetId: cardId,
    currency: 'USD',
    amount,
    payPassword: PIN,
  });

/** The row of a queue's table holding the element `testId`. */
const rowOf = (page: Page, testId: string) => page.locator('tr', { has: page.getByTestId(testId) });

const openQueue = async (page: Page, route: string, table: string) => {
  await page.goto(`/admin/#${route}`);
  await expect(page.getByTestId(table)).toBeVisible();
};

/** Picks a status in a queue's filter by its label. */
const filterBy = async (page: Page, label: string) => {
  await page.getByTestId('status-filter').getByText(label, { exact: true }).click();
};

test('item 5: the queues name the customer, show the destination and sender whole, and keep decided records', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const customer = await customerWithRecords(request, 'ctx-queues');
  const waiting = await bankDeposit(request, customer.token, '75');
  const refused = await bankDeposit(request, customer.token, '60');
  await decideByApi(request, customer.admin, 'deposits', refused.id, {
    decision: 'refuse',
    comment: 'No transfer arrived',
  });
  const withdrawal = await withdraw(request, customer.token, customer.cardId, '40');
  const sender = `0x${'5e4d'.repeat(10)}`;
  const transfer = await unmatchedTransfer(sender);

  for (const language of ['en', 'zh-Hans']) {
    await openConsoleAsAdmin(page, request, language);

    await openQueue(page, '/review/deposits', 'deposits-table');
    const depositRow = rowOf(page, `deposit-pass-${waiting.id}`);
    await expect(depositRow.getByTestId(`customer-cell-${customer.id}`)).toContainText(
      customer.nickname,
    );
    await expect(depositRow.getByTestId('customer-verified-name')).toContainText('Ada Lovelace');
    await snap(page, `console-context-deposits-${language}`);

    // Decided: gone from the waiting list, still listed under "all" with its decider.
    await filterBy(page, language === 'en' ? 'All' : '全部');
    const decided = page.getByTestId(`decided-${refused.id}`);
    await expect(decided).toBeVisible();
    await expect(decided.getByTestId('actor')).toHaveText('admin');
    await expect(rowOf(page, `decided-${refused.id}`)).toContainText('No transfer arrived');
    await snap(page, `console-context-deposits-all-${language}`);

    await openQueue(page, '/review/withdrawals', 'withdrawals-table');
    const withdrawalRow = rowOf(page, `withdrawal-pass-${withdrawal.id}`);
    await expect(withdrawalRow.getByTestId(`customer-cell-${customer.id}`)).toContainText(
      'Ada Lovelace',
    );
    const iban = withdrawalRow.getByTestId('destination-iban');
    await expect(iban).toContainText('DE89 3704 0044 0532 0130 00');
    // Whole: nothing of it is cut off by its cell.
    expect(await iban.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
    await expect(withdrawalRow.getByTestId('destination-holder')).toHaveText('Grace Hopper');
    await expect(withdrawalRow).toContainText('COBADEFFXXX');
    await expect(withdrawalRow).toContainText('Commerzbank');
    await snap(page, `console-context-withdrawals-${language}`);

    await openQueue(page, '/review/chain', 'chain-table');
    await expect(page.getByTestId(`chain-from-${transfer}`)).toContainText(sender);
    await snap(page, `console-context-chain-${language}`);
  }
});

test("item 7: a customer's page lists their records and one timeline, and a queue opens their context", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const customer = await customerWithRecords(request, 'ctx-page');
  const declared = await bankDeposit(request, customer.token, '45');
  const withdrawal = await withdraw(request, customer.token, customer.cardId, '35');
  const loan = await apiCall<{ id: number }>(request, customer.token, 'POST', 'loans', {
    currency: 'USD',
    amount: '1000',
    periodDays: 14,
    imageFileId: await uploadPng(request, customer.token, 'loan'),
    signatureFileId: await uploadPng(request, customer.token, 'signature'),
    agreed: true,
  });
  await apiCall(request, customer.token, 'POST', 'support/messages', {
    body: 'Where is my withdrawal of 35 USD?',
  });
  // The customer's own stops on their lot: a 10 % trailing stop and a take profit as a limit.
  const [lot] = await apiCall<{ id: number; lastPrice: string | null }[]>(
    request,
    customer.token,
    'GET',
    'positions',
  );
  await apiCall(request, customer.token, 'PATCH', `positions/${lot?.id}`, {
    stopLoss: null,
    takeProfit: (Number(lot?.lastPrice ?? '1000') * 2).toFixed(2),
    takeProfitKind: 'limit',
    trailing: { kind: 'percent', distance: '10' },
  });
  // Their practice account: virtual money, shown apart under their balances.
  await apiCall(request, customer.token, 'POST', 'practice', { currency: 'USD', amount: '50000' });

  for (const language of ['en', 'zh-Hans']) {
    await openConsoleAsAdmin(page, request, language);
    await page.goto(`/admin/#/customers/${customer.id}`);
    await expect(page.getByTestId('customer-identity')).toContainText('Ada Lovelace');
    const tabs = page.getByTestId('customer-tabs');
    const openTab = async (key: string) => {
      await tabs.locator(`[data-node-key="${key}"]`).click();
    };

    await openTab('timeline');
    const timeline = page.getByTestId('customer-timeline');
    // Newest first: the support message, the loan, the withdrawal, the deposit, ... registration.
    // Read once the table has its rows (it loads again after a language switch).
    const orderOf = async () => {
      const kinds = await timeline
        .locator('[data-testid^="timeline-"]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
      return [
        'timeline-support.customer-',
        `timeline-loan.applied-${loan.id}`,
        `timeline-withdrawal.requested-${withdrawal.id}`,
        `timeline-deposit.submitted-${declared.id}`,
      ].map((prefix) => kinds.findIndex((kind) => kind?.startsWith(prefix) ?? false));
    };
    await expect.poll(async () => (await orderOf()).every((index) => index >= 0)).toBe(true);
    const order = await orderOf();
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await snap(page, `console-context-timeline-${language}`);

    // Their lots with what they cost and their stops, read only.
    await openTab('positions');
    await expect(page.getByTestId('customer-lot-stops')).toContainText(
      language === 'en' ? '(10 % below the high' : '下方 10 %',
    );
    await snap(page, `console-context-positions-${language}`);

    await openTab('balances');
    await expect(page.getByTestId('customer-practice-balances')).toContainText('50,000.00');
    await expect(page.getByTestId('customer-practice')).toContainText(
      language === 'en' ? 'Practice account' : '模拟账户',
    );
    await snap(page, `console-context-practice-${language}`);

    await openTab('deposits');
    await expect(page.getByTestId('customer-deposits')).toContainText(String(declared.id));
    await openTab('withdrawals');
    await expect(
      page.getByTestId('customer-withdrawals').getByTestId('destination-iban'),
    ).toContainText('DE89 3704 0044 0532 0130 00');
    await snap(page, `console-context-customer-withdrawals-${language}`);
    await openTab('loans');
    await expect(
      page.getByTestId('customer-loans').locator('tr', { hasText: String(loan.id) }),
    ).toHaveCount(1);
    await openTab('support');
    await expect(page.getByTestId('customer-support')).toContainText(
      'Where is my withdrawal of 35 USD?',
    );
    await snap(page, `console-context-support-${language}`);

    // From a queue: the customer's context in a drawer, balances first.
    await openQueue(page, '/review/withdrawals', 'withdrawals-table');
    await rowOf(page, `withdrawal-pass-${withdrawal.id}`)
      .getByTestId(`customer-context-${customer.id}`)
      .click();
    const drawer = page.getByTestId('customer-context');
    await expect(drawer.getByTestId('customer-identity')).toContainText(customer.nickname);
    await expect(drawer.getByTestId('customer-balances')).toContainText('USD');
    await expect(drawer.getByTestId('customer-context-support')).toContainText(
      'Where is my withdrawal of 35 USD?',
    );
    // Its latest movements in words, not journal identifiers (issue 28 item 10).
    const movements = drawer.getByTestId('entry-type');
    await expect(movements.first()).toBeVisible();
    await expect(drawer).not.toContainText('withdrawal.reserve');
    if (language === 'en') await expect(drawer).toContainText('Withdrawal reserved');
    await snap(page, `console-context-drawer-${language}`);
  }
});
