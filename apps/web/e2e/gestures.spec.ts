import { expect, test, type Page } from '@playwright/test';
import { openRoute, snap } from './helpers';

/**
 * Home's banner and the pull-to-refresh, the two gestures that left antd-mobile's spring and
 * drag libraries for the browser's own scrolling and touch events (issue 29), driven in
 * Chromium as a phone drives them.
 */

/** Which place of the banner's track is in view (0 and 4 are the copies around slides 1–3). */
const bannerPlace = (page: Page) =>
  page
    .locator('.home-banner .carousel-track')
    .evaluate((track) => track.scrollLeft / track.clientWidth);

test('the banner turns every 5 s and, after the third slide, comes round to the first', async ({
  page,
}) => {
  await page.clock.install();
  await openRoute(page, '/pages/main/home/index');
  const banner = page.locator('.home-banner');
  await expect(banner.getByText('Ten markets, one account').first()).toBeVisible();
  // The first slide is shown first, not the copy of the last before it: placed in the frame
  // after the app's first render, well before the 5 s of autoplay could move it there. That
  // frame waits for the main thread: on a loaded two-core machine, more than a second.
  await expect.poll(() => bannerPlace(page), { timeout: 3_000 }).toBe(1);
  await expect(banner.locator('[aria-hidden="true"] strong')).toHaveText([
    'Every movement of your money is visible',
    'Ten markets, one account',
  ]);
  for (const place of [2, 3]) {
    await page.clock.runFor(5_000);
    await expect.poll(() => bannerPlace(page)).toBe(place);
    await expect(banner.locator('.carousel-dot').nth(place - 1)).toHaveClass(/current/);
  }
  // On to the copy of the first slide, then put on the first itself, without motion.
  await page.clock.runFor(5_000);
  await expect.poll(() => bannerPlace(page)).toBe(1);
  await expect(banner.locator('.carousel-dot').first()).toHaveClass(/current/);
});

test('pulling Home down past 45 px and letting go refreshes its lists; a short pull does not', async ({
  page,
}) => {
  const loaded = page.waitForResponse((response) => response.url().includes('/market/movers'));
  await openRoute(page, '/pages/main/home/index');
  await loaded;
  const cdp = await page.context().newCDPSession(page);
  const pull = async (distance: number) => {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: 195, y: 400 }],
    });
    for (let moved = 10; moved <= distance; moved += 10)
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: 195, y: 400 + moved }],
      });
  };
  const release = () => cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  const movers = () =>
    page.waitForRequest((request) => request.url().includes('/market/movers'), { timeout: 3_000 });

  // 60 px of finger open the head 26 px (half, slowing: refresh.tsx's pulledHeight).
  await pull(60);
  await expect(page.getByText('Pull down to refresh')).toBeVisible();
  const notAsked = movers().then(
    () => 'asked',
    () => 'not asked',
  );
  await release();
  expect(await notAsked).toBe('not asked');

  // 160 px open it 57 px.
  await pull(160);
  await expect(page.getByText('Release to refresh')).toBeVisible();
  await snap(page, 'home-pull-to-refresh');
  const asked = movers();
  await release();
  await asked;
  await expect(page.getByText('Updated')).toBeVisible();
  await expect(page.locator('.refreshable-head')).toHaveCSS('height', '0px');
});
