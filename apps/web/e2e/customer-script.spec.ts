import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminLogin, freshCustomer, loginThroughForm } from './helpers';

/**
 * The seed's customer script (issue 24): the snippet handed over at login is injected after
 * login, and the page's Content-Security-Policy lets it load exactly from the origins an
 * operator listed. Two widget servers on their own local ports: the listed one's script runs,
 * the unlisted one's is blocked by the browser; an inline script of the snippet runs by its
 * hash. Runs in the `controls` project (it changes settings every page reads), and puts the
 * settings back at the end.
 */

const H5 = { platform: 'h5' };
const INLINE = "document.documentElement.dataset.inlineWidget = 'ran';";

/** A local server answering every request with a script that marks the page with `mark`. */
const widgetServer = async (mark: string): Promise<{ server: Server; origin: string }> => {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/javascript' });
    response.end(`document.documentElement.dataset.${mark} = 'ran';`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}` };
};

const putSetting = async (
  request: APIRequestContext,
  admin: string,
  key: string,
  value: unknown,
) => {
  const response = await request.put(`/api/v1/admin/settings/${key}`, {
    headers: { ...H5, Authorization: `Bearer ${admin}` },
    data: { value },
  });
  expect(response.status(), await response.text()).toBe(200);
};

const marks = (page: Page) =>
  page.evaluate(() => ({
    listed: document.documentElement.dataset.listedWidget ?? null,
    unlisted: document.documentElement.dataset.unlistedWidget ?? null,
    inline: document.documentElement.dataset.inlineWidget ?? null,
  }));

test('a listed widget runs after login, an unlisted one does not, and frame mode injects none', async ({
  page,
  browser,
  request,
}) => {
  const listed = await widgetServer('listedWidget');
  const unlisted = await widgetServer('unlistedWidget');
  const admin = await adminLogin(request);
  try {
    await putSetting(request, admin, 'base.scriptOrigins', [listed.origin]);
    await putSetting(
      request,
      admin,
      'member.customerScript',
      `<script src="${listed.origin}/widget.js"></script>` +
        `<script src="${unlisted.origin}/widget.js"></script><script>${INLINE}</script>`,
    );
    const { email } = await freshCustomer(request, 'e2e-widget');
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) blocked.push(message.text());
    });

    await loginThroughForm(page, email, 'funds1234');
    await expect(page).toHaveURL(/#\/pages\/main\/profile\/index$/);
    await expect.poll(() => marks(page)).toEqual({ listed: 'ran', unlisted: null, inline: 'ran' });
    expect(blocked.join('\n')).toContain(unlisted.origin);

    // Frame mode (seed section 4): the same login injects nothing.
    const framed = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await framed.goto('/?frame=1#/pages/auth/login');
    await framed.getByPlaceholder('Enter your email or user ID').fill(email);
    await framed.getByPlaceholder('Enter your password').fill('funds1234');
    await framed.getByTestId('login-submit').click();
    await expect(framed).toHaveURL(/#\/pages\/main\/profile\/index/);
    await framed.waitForTimeout(500);
    expect(await marks(framed)).toEqual({ listed: null, unlisted: null, inline: null });
    await expect(framed.locator('[data-snippet]')).toHaveCount(0);
    await framed.close();
  } finally {
    await putSetting(request, admin, 'member.customerScript', '');
    await putSetting(request, admin, 'base.scriptOrigins', []);
    listed.server.close();
    unlisted.server.close();
  }
});
