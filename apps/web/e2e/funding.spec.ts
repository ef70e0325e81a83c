import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminLogin,
  apiCall,
  decideByApi,
  freshCustomer,
  makePng,
  openRoute,
  seedStorage,
  snap,
} from './helpers';

interface Paged<T> {
  items: T[];
}

const H5 = { platform: 'h5' };

/** Passes a customer's KYC the way the screens do it: two uploads, a submission, a review. */
const passKyc = async (request: APIRequestContext, token: string, admin: string) => {
  const upload = async (color: [number, number, number]): Promise<string> => {
    const response = await request.post('/api/v1/upload', {
      headers: { ...H5, Authorization: `Bearer ${token}` },
      multipart: { purpose: 'kyc', file: makePng(color) },
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: { id: string } }).data.id;
  };
  const overview = await apiCall<{ identity: { id: number } }>(request, token, 'POST', 'kyc', {
    type: 'passport',
    firstName: 'Max',
    lastName: 'Mustermann',
    idNumber: 'C01X00T47',
    frontImage: await upload([70, 92, 255]),
    backImage: await upload([9, 190, 79]),
  });
  await decideByApi(request, admin, 'kyc', overview.identity.id, {
    decision: 'pass',
  });
};

const heldUsd = (page: Page) =>
  page.getByTestId('balance-USD').locator('.balance-row').nth(1).locator('dd');

test('a customer deposits, binds a card, withdraws with the fee shown first; the operator passes it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = await adminLogin(request);
  const { token } = await freshCustomer(request, 'e2e-funding');
  await seedStorage(page, { token });

  // Deposit by bank transfer: amount, currency, the proof; the reference comes after submitting.
  await openRoute(page, '/pages/main/profile/index');
  await page.getByTestId('funds-deposit').click();
  await expect(page).toHaveURL(/#\/pages\/deposit\/index$/);
  await snap(page, 'flow-deposit-index-en');
  await page.getByTestId('method-bank').click();
  await expect(page.getByTestId('payee-iban')).toHaveText('DE89 3704 0044 0532 0130 00');
  await page.getByTestId('bank-deposit-submit').click();
  await expect(page.getByText('Amount is required.')).toBeVisible();
  await expect(page.getByText('Upload credentials are required')).toBeVisible();
  await snap(page, 'flow-deposit-card-errors-en');
  await page.getByTestId('deposit-amount').locator('input').fill('500');
  await page
    .getByTestId('deposit-proof')
    .locator('input[type=file]')
    .setInputFiles(makePng([9, 190, 79]));
  await expect(page.getByTestId('deposit-proof-done')).toBeVisible();
  await page.getByTestId('bank-deposit-submit').click();
  await expect(page.getByTestId('deposit-reference')).toHaveText(/^D[0-9A-F]{10}$/);
  await snap(page, 'flow-deposit-card-submitted-en');
  const deposits = await apiCall<Paged<{ id: number }>>(request, token, 'GET', 'deposit/records');
  const depositId = deposits.items[0]?.id ?? 0;
  await decideByApi(request, admin, 'deposits', depositId, { decision: 'pass' });
  await page.getByTestId('to-records').click();
  await expect(page.getByTestId('deposit-status')).toHaveText('Passed');
  await expect(page.getByTestId('deposit-record')).toContainText('500.00 USD');
  await snap(page, 'flow-deposit-record-en');

  // Crypto deposit: the platform address with its QR code and the rules, then the hash.
  await openRoute(page, '/pages/deposit/crypto');
  await expect(page.getByTestId('platform-address')).toHaveText(/^T\w{33}$/);
  await expect(page.getByTestId('crypto-rules')).toContainText('3 network confirmations');
  await expect(page.locator('.qr-box svg')).toBeVisible();
  await snap(page, 'flow-deposit-crypto-en');
  await page.getByTestId('crypto-sent').click();
  await page.getByTestId('deposit-amount').locator('input').fill('25');
  await page.getByTestId('deposit-txhash').locator('input').fill('0x1234');
  await page.getByTestId('crypto-deposit-submit').click();
  await expect(page.getByText('Please enter the correct transaction hash.')).toBeVisible();
  await page
    .getByTestId('deposit-txhash')
    .locator('input')
    .fill(`0x${'ab'.repeat(16)}${Date.now().toString(16).padStart(32, '0')}`);
  await snap(page, 'flow-deposit-wallet-en');
  await page.getByTestId('crypto-deposit-submit').click();
  await expect(page.getByTestId('deposit-reference')).toBeVisible();
  await openRoute(page, '/pages/deposit/list');
  await expect(page.getByTestId('deposit-confirmations')).toHaveText('0 / 3');
  await snap(page, 'flow-deposit-list-en');

  // Withdrawing before identity verification says so when the screen opens, with the way to it
  // (not after the amount and the pay password).
  await openRoute(page, '/pages/withdraw/crypto?type=bank');
  await expect(page.getByTestId('withdraw-needs-kyc')).toBeVisible();
  await expect(page.getByTestId('withdraw-amount')).toHaveCount(0);
  await snap(page, 'flow-withdraw-kyc-required-en');
  await page.getByTestId('withdraw-needs-kyc').getByRole('button').click();
  await expect(page).toHaveURL(/#\/pages\/kycverify\/index$/);
  await passKyc(request, token, admin);

  // Verified, with no card yet: the way to bind one.
  await openRoute(page, '/pages/withdraw/crypto?type=bank');
  await expect(page.getByTestId('withdraw-no-target')).toBeVisible();
  await snap(page, 'flow-withdraw-no-card-en');

  // Bind a bank card: the IBAN checksum is checked here as on the server; the PIN confirms.
  await page.getByTestId('withdraw-add-target').click();
  await expect(page).toHaveURL(/#\/pages\/card\/bank\?add=1&from=withdraw$/);
  // Issue 31 item 9: every field the seed asks for is marked required before anything is typed.
  await expect(page.locator('.adm-form-item-required-asterisk')).toHaveCount(8);
  await page.getByTestId('bank-name').locator('input').fill('Main account');
  await page.getByTestId('bank-accountName').locator('input').fill('Max Mustermann');
  await page.getByTestId('bank-accountNumber').locator('input').fill('0532013000');
  await page.getByTestId('bank-bankName').locator('input').fill('Commerzbank');
  await page.getByTestId('bank-iban').locator('input').fill('DE89 3704 0044 0532 0130 01');
  await page.getByTestId('bank-bic').locator('input').fill('COBA');
  await page.getByTestId('bank-card-submit').click();
  await expect(page.getByText('The IBAN is not valid.')).toBeVisible();
  await expect(page.getByText('The BIC is not valid.')).toBeVisible();
  // Seed section 5: a bank withdrawal needs the branch and the bank code too.
  await expect(page.getByText('Bank branch is required.')).toBeVisible();
  await expect(page.getByText('Bank code is required.')).toBeVisible();
  await snap(page, 'flow-card-bank-errors-en');
  await page.getByTestId('bank-branch').locator('input').fill('Frankfurt Kaiserplatz');
  await page.getByTestId('bank-bankCode').locator('input').fill('37040044');
  await page.getByTestId('bank-iban').locator('input').fill('DE89 3704 0044 0532 0130 00');
  await page.getByTestId('bank-bic').locator('input').fill('COBADEFFXXX');
  await page.getByTestId('bank-card-submit').click();
  const pin = page.getByTestId('pay-password-popup').locator('input');
  await pin.fill('654321');
  await page.getByTestId('pay-password-confirm').click();
  await expect(page.locator('.adm-toast-main')).toContainText('The pay password is incorrect.');
  await pin.fill('123456');
  await page.getByTestId('pay-password-confirm').click();
  await expect(page.locator('.adm-toast-main', { hasText: 'Bank card bound' })).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/withdraw\/crypto\?type=bank$/);

  // The quote before confirming: fee, total, minimum, available, the promise and T+2.
  await page.getByTestId('withdraw-amount').locator('input').fill('5');
  await expect(page.getByTestId('withdraw-problem')).toHaveText(
    'The minimum withdrawal is 10.00 USD.',
  );
  await expect(page.getByTestId('withdraw-confirm')).toBeDisabled();
  await page.getByTestId('withdraw-amount').locator('input').fill('100');
  await expect(page.getByTestId('quote-fee')).toHaveText('1.00 USD');
  await expect(page.getByTestId('quote-total')).toHaveText('101.00 USD');
  await expect(page.getByTestId('quote-promise')).toContainText('Processed by');
  await expect(page.getByTestId('quote-arrival')).toHaveText(
    'Arrives T+2 business days after processing.',
  );
  await snap(page, 'flow-withdraw-bank-quote-en');
  await page.getByTestId('withdraw-confirm').click();
  await pin.fill('123456');
  await snap(page, 'flow-withdraw-pin-en');
  await page.getByTestId('pay-password-confirm').click();

  // Waiting, with its timeline and how long it has waited of the promised time.
  await expect(page).toHaveURL(/#\/pages\/history\/record\?tab=withdraw$/);
  const withdrawals = await apiCall<Paged<{ id: number }>>(
    request,
    token,
    'GET',
    'withdraw/records',
  );
  const withdrawalId = withdrawals.items[0]?.id ?? 0;
  const card = page.getByTestId(`withdrawal-${withdrawalId}`);
  await expect(card.getByTestId('withdrawal-status')).toHaveText('Waiting');
  await expect(card.getByTestId('withdrawal-timeline')).toContainText('Requested');
  await expect(card.getByTestId('withdrawal-waiting')).toContainText(
    /Waiting for 0 h \d+ min of the promised \d+ h/,
  );
  await expect(card.getByTestId('withdrawal-cancel')).toBeVisible();
  await snap(page, 'flow-history-withdraw-waiting-en');

  // The cash is held: amount + fee.
  await openRoute(page, '/pages/main/profile/index');
  await expect(heldUsd(page)).toHaveText('101.00');
  // Messages so far (KYC passed, deposit credited) are read, so only the next one counts.
  await expect(page.getByTestId('inbox-unread')).toHaveText('2');
  await page.getByTestId('inbox-entry').click();
  await expect(page.getByTestId('inbox-item')).toHaveCount(2);
  await snap(page, 'flow-inbox-en');
  await page.getByText('Mark all as read').click();
  await expect(page.getByTestId('inbox-unread-none')).toBeVisible();
  await page.locator('.adm-popup-close-icon').click();

  // The operator passes it.
  await decideByApi(request, admin, 'withdrawals', withdrawalId, {
    decision: 'pass',
  });
  await page.reload();
  await expect(page.getByTestId('inbox-unread')).toHaveText('1');
  await expect(heldUsd(page)).toHaveText('0.00');
  await snap(page, 'flow-profile-funds-en');
  await page.getByTestId('inbox-entry').click();
  const message = page.getByTestId('inbox-item').first();
  await expect(message).toContainText('Withdrawal sent');
  await message.click();
  await expect(message).toContainText('Your withdrawal of 100');
  await expect(page.getByTestId('inbox-unread-none')).toBeVisible();

  await openRoute(page, '/pages/history/record?tab=withdraw');
  await expect(card.getByTestId('withdrawal-status')).toHaveText('Passed');
  await expect(card.getByTestId('withdrawal-cancel')).toHaveCount(0);
  await snap(page, 'flow-history-withdraw-passed-en');
});

/** A customer with money, a card, a wallet, deposits and a waiting withdrawal, set up by API. */
const richCustomer = async (request: APIRequestContext, admin: string): Promise<string> => {
  const { token } = await freshCustomer(request, 'e2e-screens');
  await passKyc(request, token, admin);
  const proof = await request.post('/api/v1/upload', {
    headers: { ...H5, Authorization: `Bearer ${token}` },
    multipart: { purpose: 'deposit-proof', file: makePng([255, 43, 43]) },
  });
  const proofId = ((await proof.json()) as { data: { id: string } }).data.id;
  const deposit = await apiCall<{ id: number }>(request, token, 'POST', 'deposit', {
    type: 'bank',
    currency: 'USD',
    money: '2500',
    proof: proofId,
  });
  await decideByApi(request, admin, 'deposits', deposit.id, {
    decision: 'part',
    auditMoney: '2000',
    comment: 'Only 2,000.00 USD arrived',
  });
  await apiCall(request, token, 'POST', 'deposit', {
    type: 'crypto',
    network: 'ERC20',
    money: '150',
    txHash: `0x${'cd'.repeat(16)}${Date.now().toString(16).padStart(32, '0')}`,
  });
  const card = await apiCall<{ id: number }>(request, token, 'POST', 'card/bank', {
    name: 'Gehaltskonto',
    accountName: 'Maximilian Mustermann-Schönberger',
    accountNumber: '0532013000',
    bankName: 'Commerzbank Frankfurt am Main',
    branch: 'Frankfurt Kaiserplatz',
    bankCode: '37040044',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    payPassword: '123456',
  });
  await apiCall(request, token, 'POST', 'card/crypto', {
    name: 'Ledger',
    currency: 'USDT',
    network: 'TRC20',
    address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
    payPassword: '123456',
  });
  const response = await request.post('/api/v1/withdraw', {
    headers: { ...H5, Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      type: 'bank',
      targetId: card.id,
      currency: 'USD',
      amount: '250',
      payPassword: '123456',
    },
  });
  expect(response.status()).toBe(200);
  return token;
};

interface Shot {
  name: string;
  route: string;
  ready: string;
  who: 'rich' | 'fresh';
  act?: (page: Page) => Promise<void>;
}

const fillAmount = (testId: string, value: string) => async (page: Page) => {
  await page.getByTestId(testId).locator('input').fill(value);
  await expect(page.getByTestId('withdraw-quote')).toBeVisible();
};

const SCREENS: Shot[] = [
  { name: 'deposit-index', route: '/pages/deposit/index', ready: 'deposit-index', who: 'rich' },
  { name: 'deposit-card', route: '/pages/deposit/card', ready: 'bank-instructions', who: 'rich' },
  {
    name: 'deposit-crypto',
    route: '/pages/deposit/crypto',
    ready: 'platform-address',
    who: 'rich',
  },
  {
    name: 'deposit-wallet',
    route: '/pages/deposit/wallet?network=ERC20',
    ready: 'crypto-deposit-submit',
    who: 'rich',
    act: async (page) => {
      await page.getByTestId('crypto-deposit-submit').click();
      await expect(page.locator('.adm-form-item-feedback-error').first()).toBeVisible();
    },
  },
  {
    name: 'deposit-custom',
    route: '/pages/deposit/custom',
    ready: 'deposit-custom-page',
    who: 'rich',
  },
  { name: 'deposit-list', route: '/pages/deposit/list', ready: 'deposit-record', who: 'rich' },
  { name: 'card-bank', route: '/pages/card/bank', ready: 'bank-card-list', who: 'rich' },
  {
    name: 'card-bank-form',
    route: '/pages/card/bank?add=1',
    ready: 'bank-card-submit',
    who: 'fresh',
    act: async (page) => {
      await page.getByTestId('bank-card-submit').click();
      await expect(page.locator('.adm-form-item-feedback-error').first()).toBeVisible();
    },
  },
  { name: 'card-crypto', route: '/pages/card/crypto', ready: 'wallet-list', who: 'rich' },
  {
    name: 'card-crypto-form',
    route: '/pages/card/crypto?add=1',
    ready: 'wallet-submit',
    who: 'fresh',
  },
  {
    name: 'withdraw-bank',
    route: '/pages/withdraw/crypto?type=bank',
    ready: 'withdraw-amount',
    who: 'rich',
    act: fillAmount('withdraw-amount', '120'),
  },
  {
    name: 'withdraw-crypto',
    route: '/pages/withdraw/crypto?type=crypto',
    ready: 'withdraw-amount',
    who: 'rich',
    act: fillAmount('withdraw-amount', '50'),
  },
  {
    name: 'withdraw-empty',
    route: '/pages/withdraw/crypto',
    // A fresh customer is not verified yet: the screen says so first.
    ready: 'withdraw-needs-kyc',
    who: 'fresh',
  },
  {
    name: 'history-withdraw',
    route: '/pages/history/record',
    ready: 'withdrawal-timeline',
    who: 'rich',
  },
  {
    name: 'history-deposit',
    route: '/pages/history/record?tab=deposit',
    ready: 'deposit-record',
    who: 'rich',
  },
  { name: 'kyc-passed', route: '/pages/kycverify/index', ready: 'kyc-overview', who: 'rich' },
  { name: 'kyc-index', route: '/pages/kycverify/index', ready: 'kyc-choose-idcard', who: 'fresh' },
  {
    name: 'kyc-passport',
    route: '/pages/kycverify/passport',
    ready: 'kyc-submit',
    who: 'fresh',
    act: async (page) => {
      await page.getByTestId('kyc-submit').click();
      await expect(page.locator('.adm-form-item-feedback-error').first()).toBeVisible();
    },
  },
  { name: 'kyc-pro', route: '/pages/kycverify/pro', ready: 'pro-submit', who: 'fresh' },
  {
    name: 'profile-funds',
    route: '/pages/main/profile/index',
    ready: 'inbox-entry',
    who: 'rich',
  },
  {
    name: 'inbox',
    route: '/pages/main/profile/index',
    ready: 'inbox-entry',
    who: 'rich',
    act: async (page) => {
      await page.getByTestId('inbox-entry').click();
      await expect(page.getByTestId('inbox-item').first()).toBeVisible();
    },
  },
];

for (const language of ['en', 'de', 'zh-Hans']) {
  test(`funding screens in ${language}`, async ({ browser, request }) => {
    const admin = await adminLogin(request);
    const pages = {
      rich: await browser.newPage(),
      fresh: await browser.newPage(),
    };
    await seedStorage(pages.rich, { language, token: await richCustomer(request, admin) });
    await seedStorage(pages.fresh, {
      language,
      token: (await freshCustomer(request, 'e2e-screens-fresh')).token,
    });
    for (const shot of SCREENS) {
      const page = pages[shot.who];
      await openRoute(page, shot.route);
      await expect(page.getByTestId(shot.ready).first(), shot.name).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      if (shot.act) await shot.act(page);
      await snap(page, `${shot.name}-${language}`);
    }
    await pages.rich.close();
    await pages.fresh.close();
  });
}
