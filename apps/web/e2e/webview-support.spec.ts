import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../src/config/paths';
import {
  adminLogin,
  apiCall,
  apiLogin,
  freshCustomer,
  openRoute,
  seedStorage,
  snap,
} from './helpers';

/** Issue 19 item 9 (web view, support) and the spec-trace claims about real pages. */

/** Base settings as this page sees them, without changing them for the other tests. */
const withBaseSettings = async (page: Page, extra: Record<string, unknown>): Promise<void> => {
  await page.route('**/api/v1/setting/base', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, ...extra } } });
  });
};

test('the User Agreement opens in the web view and leaves the agree box as it was', async ({
  page,
}) => {
  await openRoute(page, '/pages/auth/register');
  const box = page.getByTestId('agree');
  await expect(box).not.toHaveClass(/adm-checkbox-checked/);
  await page.getByTestId('open-agreement').click();
  await expect(page).toHaveURL(/#\/pages\/webview\/index\?/);
  await expect(page.locator('.app-nav-title')).toHaveText('User Agreement');
  const frame = page.frameLocator('[data-testid="webview-frame"]');
  // Until legal.css has loaded every language's heading shows; wait for the one it keeps.
  await expect(frame.locator('h1:visible')).toHaveCount(1);
  await expect(frame.locator('h1:visible')).toHaveText('User Agreement');
  await page.goBack();
  await expect(page.getByTestId('agree')).not.toHaveClass(/adm-checkbox-checked/);
});

test('the web view shows the document in the reader’s language', async ({ page }) => {
  await seedStorage(page, { language: 'de' });
  await openRoute(page, '/pages/auth/register');
  await page.getByTestId('open-agreement').click();
  const frame = page.frameLocator('[data-testid="webview-frame"]');
  await expect(frame.locator('h1:visible')).toHaveCount(1);
  await expect(frame.locator('h1:visible')).toHaveText('Nutzungsvereinbarung');
});

test('the web view refuses an origin not on the list and never loads it', async ({ page }) => {
  const asked: string[] = [];
  await page.route('https://evil.example.test/**', async (route) => {
    asked.push(route.request().url());
    await route.fulfill({ body: '<h1>phish</h1>', contentType: 'text/html' });
  });
  await openRoute(
    page,
    `/pages/webview/index?url=${encodeURIComponent('https://evil.example.test/login')}&title=Bank`,
  );
  await expect(page.getByTestId('webview-refused')).toContainText(
    'This address cannot be opened in the app.',
  );
  await expect(page.getByTestId('webview-frame')).toHaveCount(0);
  // The link's own title is not shown over a refused address.
  await expect(page.locator('.adm-nav-bar-title')).not.toHaveText('Bank');
  await snap(page, 'webview-refused-en');
  await openRoute(page, `/pages/webview/index?url=${encodeURIComponent('javascript:alert(1)')}`);
  await expect(page.getByTestId('webview-refused')).toBeVisible();
  expect(asked).toEqual([]);
});

test('the web view opens an origin the operators listed', async ({ page }) => {
  await withBaseSettings(page, { webviewOrigins: ['https://help.example.test'] });
  await page.route('https://help.example.test/**', (route) =>
    route.fulfill({ body: '<h1>Help widget</h1>', contentType: 'text/html' }),
  );
  await openRoute(
    page,
    `/pages/webview/index?url=${encodeURIComponent('https://help.example.test/chat')}&title=Help`,
  );
  await expect(page.locator('.app-nav-title')).toHaveText('Help');
  await expect(page.frameLocator('[data-testid="webview-frame"]').locator('h1')).toHaveText(
    'Help widget',
  );
});

test('Support leads to a conversation; an operator’s answer appears live', async ({
  page,
  request,
}) => {
  const { token, email } = await freshCustomer(request, 'support');
  await seedStorage(page, { token });
  await openRoute(page, '/');
  await page.getByTestId('home-support').click();
  await expect(page).toHaveURL(/#\/pages\/support\/index$/);
  await expect(page.locator('.app-nav-title')).toHaveText('Support');
  await page.getByTestId('support-send').click();
  await expect(page.locator('.adm-form-item-feedback-error')).toHaveText('Message is required.');
  await page.getByPlaceholder('Type your message').fill('How do I deposit euros?');
  await page.getByTestId('support-send').click();
  await expect(page.getByTestId('support-message-customer')).toContainText(
    'How do I deposit euros?',
  );
  const admin = await adminLogin(request);
  const waiting = await apiCall<{ items: { customerId: number; email: string | null }[] }>(
    request,
    admin,
    'GET',
    'admin/support/conversations?awaiting=true&pageSize=100',
  );
  const mine = waiting.items.find((item) => item.email === email);
  expect(mine).toBeDefined();
  await apiCall(request, admin, 'POST', `admin/support/conversations/${mine?.customerId}`, {
    body: 'Use Deposit, then bank card, and pick EUR.',
  });
  // No reload: the support.message event refreshes the conversation.
  await expect(page.getByTestId('support-message-operator')).toContainText('pick EUR');
});

test('the header support icon, the VIP hint and the inbox lead to support too', async ({
  page,
  request,
}) => {
  await seedStorage(page, { token: await apiLogin(request) });
  await openRoute(page, '/pages/main/profile/index');
  await page.getByTestId('vip-contact').click();
  await expect(page).toHaveURL(/#\/pages\/support\/index$/);
  await openRoute(page, '/pages/main/profile/index');
  await page.getByTestId('inbox-entry').click();
  await page.getByTestId('inbox-support').click();
  await expect(page).toHaveURL(/#\/pages\/support\/index$/);
  await openRoute(page, '/pages/main/trade/index');
  await page.getByRole('button', { name: 'Customer service' }).click();
  await expect(page).toHaveURL(/#\/pages\/support\/index$/);
});

test('with a WhatsApp number set, Support opens the WhatsApp chat', async ({ page }) => {
  await withBaseSettings(page, { whatsapp: '+49 151 234567' });
  await page
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ body: 'chat', contentType: 'text/plain' }),
    );
  await openRoute(page, '/');
  // Start-up has stored the base settings (the app store persists them).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('store:app')))
    .toContain('+49 151 234567');
  const popup = page.waitForEvent('popup');
  await page.getByTestId('home-support').click();
  // A new window starts at about:blank: wait for it to reach the chat.
  await (await popup).waitForURL('https://wa.me/49151234567');
  await expect(page).toHaveURL(/#\/$/);
});

test('every Home tile opens a real page, never the coming-soon placeholder', async ({
  page,
  request,
}) => {
  await seedStorage(page, { token: await apiLogin(request) });
  await openRoute(page, '/');
  await expect(page.getByTestId('home-support')).toBeVisible();
  const tiles = await page
    .locator('.home-grid button[data-testid^="home-"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid') ?? ''));
  // The nine entries of seed section 1.
  expect(tiles).toHaveLength(9);
  for (const tile of tiles) {
    await openRoute(page, '/');
    await page.getByTestId(tile).click();
    await expect(page, tile).not.toHaveURL(/#\/$/);
    await expect(page.locator('.page-body'), tile).not.toBeEmpty();
    await expect(page.getByTestId('not-found'), tile).toHaveCount(0);
    await expect(page.getByText('Coming soon'), tile).toHaveCount(0);
  }
});

test('no route of the page registry shows the coming-soon placeholder', async ({
  page,
  request,
}) => {
  await seedStorage(page, { token: await apiLogin(request) });
  for (const route of ROUTES) {
    await openRoute(page, route.path);
    await expect(page.locator('.page-shell'), route.path).toBeVisible();
    await expect(page.locator('.page-body'), route.path).not.toBeEmpty();
    await expect(page.getByTestId('not-found'), route.path).toHaveCount(0);
    await expect(page.getByText('Coming soon'), route.path).toHaveCount(0);
  }
});
