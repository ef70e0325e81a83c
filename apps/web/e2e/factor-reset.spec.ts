import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  adminLogin,
  apiCall,
  authenticator,
  freshCustomer,
  operatorSessionByApi,
  signInConsoleAs,
  snap,
} from './helpers';
import { pressConfirm } from './decision-dialog';

/**
 * Issue 24: a customer lost their authenticator. A reviewer sees the customer's second
 * factors in the console (kind, name, dates; never a secret) and proposes a reset; a
 * different reviewer approves it: the factor goes, the customer's sessions end, the inbox
 * says why. Console at desktop size, saved in English and Simplified Chinese.
 */
test.use({ viewport: { width: 1440, height: 900 }, hasTouch: false });

const H5 = { platform: 'h5' };
const PASSWORD = 'factor-reset-e2e-Passphrase-3';

interface Paged<T> {
  items: T[];
}

const newReviewer = async (request: APIRequestContext, name: string) => {
  const username = `e2e-${name}-${Date.now().toString(36)}`;
  await apiCall(request, await adminLogin(request), 'POST', 'admin/operators', {
    username,
    password: PASSWORD,
    role: 'reviewer',
  });
  return username;
};

test("a reviewer proposes resetting a customer's lost second factor; another approves it", async ({
  page,
  request,
}) => {
  const customer = await freshCustomer(request, 'e2e-factor-reset');
  const { secret } = await apiCall<{ secret: string }>(
    request,
    customer.token,
    'POST',
    'member/2fa/totp',
  );
  await apiCall(request, customer.token, 'POST', 'member/2fa/totp/confirm', {
    code: authenticator(secret).generate(),
  });
  const profile = await apiCall<{ id: number }>(request, customer.token, 'GET', 'member/profile');
  const proposer = await newReviewer(request, 'reset-proposer');
  const approver = await operatorSessionByApi(
    request,
    await newReviewer(request, 'reset-approver'),
    PASSWORD,
  );

  await signInConsoleAs(page, proposer, PASSWORD, 'en');
  await page.goto(`/admin/#/customers/${profile.id}`);
  await page.getByRole('tab', { name: 'Second factor' }).click();
  const factors = page.getByTestId('customer-factors');
  await expect(factors).toContainText('Authenticator app');
  await expect(page.locator('body')).not.toContainText(secret);
  await snap(page, 'console-en-customer-factors');
  await page.getByTestId('customer-factor-reset').click();
  await expect(page.locator('.ant-modal')).toContainText('A second operator must approve');
  await snap(page, 'console-en-customer-factor-reset-confirm');
  await pressConfirm(page);
  await expect(page.locator('.awaiting-second-approver')).toContainText(
    'Waiting for a second approver',
  );
  // Nothing happened yet: the customer is still signed in with their factor.
  expect(
    (await apiCall<{ totp: boolean }>(request, customer.token, 'GET', 'member/2fa')).totp,
  ).toBe(true);

  await page.evaluate(() => localStorage.setItem('console:language', 'zh-Hans'));
  await page.reload();
  await page.getByRole('tab', { name: '第二重验证' }).click();
  await expect(page.getByTestId('customer-factors')).toContainText('验证器应用');
  await snap(page, 'console-zh-Hans-customer-factors');

  const open = await apiCall<Paged<{ id: number; kind: string; customerId: number | null }>>(
    request,
    approver,
    'GET',
    'admin/approvals?status=open&pageSize=100',
  );
  const proposal = open.items.find(
    (item) => item.kind === 'customer.factor-reset' && item.customerId === profile.id,
  );
  expect(proposal).toBeDefined();
  await apiCall(request, approver, 'POST', `admin/approvals/${proposal?.id}/decision`, {
    decision: 'approve',
  });
  const ended = await request.get('/api/v1/member/2fa', {
    headers: { ...H5, Authorization: `Bearer ${customer.token}` },
  });
  expect(ended.status()).toBe(401);
  await page.reload();
  await page.getByRole('tab', { name: '第二重验证' }).click();
  await expect(page.getByTestId('customer-factor-reset')).toHaveCount(0);
  await expect(page.getByTestId('customer-factors')).toContainText('无第二重验证');
});
