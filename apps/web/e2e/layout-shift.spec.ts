import { expect, test, type Page } from '@playwright/test';
import { borrowerWithHoldings, openRoute, seedStorage } from './helpers';

/**
 * Issue 29 (CLS ≤ 0.05): what a screen shows while its data loads takes the room the data
 * takes, so nothing moves when it arrives. The API answers late on purpose (after the loading
 * state has been painted), and the layout shifts the browser reports over the whole load are
 * added up. Before the placeholders kept their room, these read 0.014 (Home's indices) to
 * 0.09 (the quote's figures).
 */

const API_DELAY_MS = 700;
/** Number widths settling (a price replacing `--`) move a few glyphs: well under this. */
const MAX_SHIFT = 0.01;

const recordShifts = async (page: Page) => {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { e2eShifts: typeof shifts }).e2eShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) =>
            source.node instanceof Element ? source.node.className.toString() : '#text',
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.route(/\/api\/v1\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
    await route.continue();
  });
  // Live quotes come later still: the screen is drawn from its REST answers first.
  await page.routeWebSocket(/\/api\/v1\/ws/, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((message) => {
      setTimeout(() => socket.send(message), 2 * API_DELAY_MS);
    });
  });
};

const shiftsOf = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { e2eShifts: { value: number; sources: string[] }[] }).e2eShifts,
  );

const SCREENS = [
  { name: 'home', route: '/', ready: 'movers', signedIn: false },
  {
    name: 'market',
    route: '/pages/main/market/index',
    ready: 'instrument-US:AAPL',
    signedIn: false,
  },
  { name: 'quote', route: '/pages/quote/stock?key=US:AAPL', ready: 'quote-time', signedIn: false },
  // A customer holding a stock: its position card sits under the simulated label.
  { name: 'trade', route: '/pages/main/trade/index', ready: 'position-group-AAPL', signedIn: true },
] as const;

for (const screen of SCREENS) {
  test(`${screen.name}: nothing moves when its data arrives`, async ({ page, request }) => {
    if (screen.signedIn)
      await seedStorage(page, { token: (await borrowerWithHoldings(request, 'cls')).token });
    await recordShifts(page);
    await openRoute(page, screen.route);
    await expect(page.getByTestId(screen.ready)).toBeVisible();
    if (screen.name === 'trade') await expect(page.getByTestId('funds-total')).not.toHaveText('--');
    // Late answers (the simulated label, the second list) have their moment too.
    await page.waitForTimeout(3 * API_DELAY_MS);
    const shifts = await shiftsOf(page);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThan(MAX_SHIFT);
  });
}

// A row of tabs that shares its width out exactly (sign-in's two) once read a rounding pixel as
// overflow and flipped between two layouts on every resize check: CLS 0.24 on a 412 px phone,
// the width of many Android phones (tab-scroll.ts, endSpace).
test('sign-in: its tabs hold still on a 412 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await recordShifts(page);
  await openRoute(page, '/pages/auth/login');
  await expect(page.getByRole('tab').first()).toBeVisible();
  await page.waitForTimeout(3 * API_DELAY_MS);
  const shifts = await shiftsOf(page);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, JSON.stringify(shifts)).toBeLessThan(MAX_SHIFT);
});
