import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, openRoute, seedStorage } from './helpers';

interface Screen {
  name: string;
  route: string;
  /** What shows once the screen has its data. */
  ready: (page: Page) => Promise<void>;
  loggedIn?: boolean;
}

const SCREENS: Screen[] = [
  {
    name: 'home',
    route: '/',
    ready: (page) =>
      expect(
        page.getByTestId('home-popular').locator('[data-testid^="instrument-"]').first(),
      ).toBeVisible(),
  },
  {
    name: 'markets',
    route: '/pages/main/market/index',
    ready: (page) => expect(page.getByTestId('instrument-US:AAPL')).toBeVisible(),
  },
  {
    name: 'quote',
    route: '/pages/quote/stock?key=US:AAPL',
    ready: (page) => expect(page.getByTestId('quote-price')).not.toHaveText('--'),
  },
  {
    name: 'trade',
    route: '/pages/main/trade/index',
    ready: (page) => expect(page.getByTestId('trade-funds')).toBeVisible(),
    loggedIn: true,
  },
  {
    name: 'order',
    route: '/pages/payment/stock?key=US:AAPL&side=buy',
    ready: (page) => expect(page.getByTestId('order-last-price')).toHaveText(/\d/),
    loggedIn: true,
  },
  {
    name: 'deposit',
    route: '/pages/deposit/index',
    ready: (page) => expect(page.getByTestId('deposit-index')).toBeVisible(),
    loggedIn: true,
  },
  {
    name: 'login',
    route: '/pages/auth/login',
    ready: (page) => expect(page.getByTestId('login-submit')).toBeVisible(),
  },
];

for (const screen of SCREENS) {
  test(`axe: no serious or critical violation on ${screen.name}`, async ({ page, request }) => {
    if (screen.loggedIn) await seedStorage(page, { token: await apiLogin(request) });
    await openRoute(page, screen.route);
    await screen.ready(page);
    // Let entrance animations (popups, skeletons) finish so colours are final.
    await page.waitForTimeout(500);
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.slice(0, 8).map((node) => {
          // Contrast failures carry their colours: say which pair fails, not just where.
          const data = node.any[0]?.data as
            | { fgColor?: string; bgColor?: string; contrastRatio?: number }
            | undefined;
          const colours = data?.fgColor
            ? ` ${data.fgColor} on ${data.bgColor} = ${data.contrastRatio}`
            : '';
          return `${node.target.join(' ')}${colours}`;
        }),
      }));
    expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
  });
}
