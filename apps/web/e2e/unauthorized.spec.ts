import { expect, test } from '@playwright/test';
import { apiLogin, openRoute, seedStorage } from './helpers';

test('a dead token leads to the login page', async ({ page, request }) => {
  const token = await apiLogin(request);
  const logout = await request.post('/api/v1/member/logout', {
    headers: { Authorization: `Bearer ${token}`, platform: 'h5' },
    data: {},
  });
  expect(logout.ok()).toBe(true);

  await seedStorage(page, { token });
  await openRoute(page, '/pages/main/profile/index');
  // The login page knows where to return: the page the dead token was used on.
  await expect(page).toHaveURL(
    /#\/pages\/auth\/login\?redirect=%2Fpages%2Fmain%2Fprofile%2Findex$/,
  );
  await expect(page.getByTestId('login-form')).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('store:user'));
  expect(stored).not.toContain(token);
});
