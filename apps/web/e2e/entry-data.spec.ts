import { expect, test, type Page, type Request } from '@playwright/test';
import { freshCustomer, seedStorage } from './helpers';

/**
 * Issue 29: an app opened on Markets, a quote or Trade asks for the page's first data as soon
 * as the page's module is here (page-registry.ts `preloadPage`, the pages' `prefetch`),
 * alongside start-up's requests, not once the app has rendered and the page mounted: a round
 * trip and a render less before its largest paint. What the page's mounting waits for is held
 * back until the page's requests are seen: start-up's base settings for the pages under the
 * default layout (its spinner stays until start-up ends), the first part of the dictionary
 * for the quote (the app renders nothing before it). A page that asked only once mounted is
 * never seen while they are held; the hold gives up after HOLD_MS.
 */

const HOLD_MS = 6_000;
const BASE_SETTINGS = /\/api\/v1\/setting\/base$/;
/** The English dictionary's first part (and the antd-mobile locale beside it). */
const DICTIONARY = /\/assets\/en-[\w-]+\.js$/;

/**
 * Holds back the answers to `held` until a request matching every one of `awaited` was sent.
 * Returns whether they all were while it was held.
 */
const holdUntilSent = async (
  page: Page,
  held: RegExp,
  awaited: RegExp[],
): Promise<() => boolean> => {
  const seen = new Set<RegExp>();
  let allSeen: () => void = () => undefined;
  const allSent = new Promise<void>((resolve) => {
    allSeen = resolve;
  });
  page.on('request', (request: Request) => {
    for (const pattern of awaited) if (pattern.test(request.url())) seen.add(pattern);
    if (seen.size === awaited.length) allSeen();
  });
  let sentWhileHeld = false;
  await page.route(held, async (route) => {
    sentWhileHeld = await Promise.race([
      allSent.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), HOLD_MS)),
    ]);
    await route.continue();
  });
  return () => sentWhileHeld;
};

/** How many requests matching `pattern` the page sends from now on. */
const countRequests = (page: Page, pattern: RegExp): (() => number) => {
  let count = 0;
  page.on('request', (request) => {
    if (pattern.test(request.url())) count += 1;
  });
  return () => count;
};

test('Markets asks for its stock list while start-up is still loading, and only once', async ({
  page,
}) => {
  const LIST = /\/api\/v1\/market\/instruments\?market=US&kind=stock&page=1/;
  const lists = countRequests(page, LIST);
  const sentWhileHeld = await holdUntilSent(page, BASE_SETTINGS, [LIST]);
  await page.goto('/#/pages/main/market/index');
  await expect(page.getByTestId('instrument-US:AAPL')).toBeVisible();
  expect(sentWhileHeld()).toBe(true);
  expect(lists()).toBe(1);
});

test('a quote asks for its instrument and candles before the app renders, once each', async ({
  page,
}) => {
  const INSTRUMENT = /\/api\/v1\/market\/instrument\/US\/AAPL$/;
  const CANDLES = /\/api\/v1\/market\/candles\?key=US%3AAAPL&interval=5m&limit=180$/;
  const instruments = countRequests(page, INSTRUMENT);
  const candles = countRequests(page, CANDLES);
  const sentWhileHeld = await holdUntilSent(page, DICTIONARY, [INSTRUMENT, CANDLES]);
  await page.goto('/#/pages/quote/stock?key=US:AAPL');
  await expect(page.getByTestId('quote-page')).toBeVisible();
  await expect(page.getByTestId('candle-chart')).toHaveAttribute('data-drawn', 'yes');
  expect(sentWhileHeld()).toBe(true);
  expect(instruments()).toBe(1);
  expect(candles()).toBe(1);
});

test('Trade, signed in, asks for funds, pending orders and positions while start-up is still loading', async ({
  page,
  request,
}) => {
  const { token } = await freshCustomer(request, 'entry-trade');
  await seedStorage(page, { token });
  const sentWhileHeld = await holdUntilSent(page, BASE_SETTINGS, [
    /\/api\/v1\/funds\?currency=USD/,
    /\/api\/v1\/orders\?status=open/,
    /\/api\/v1\/positions\?status=open/,
  ]);
  await page.goto('/#/pages/main/trade/index');
  await expect(page.getByTestId('positions-empty')).toBeVisible();
  expect(sentWhileHeld()).toBe(true);
});

test('Trade, signed out, asks for no account data', async ({ page }) => {
  const account = countRequests(page, /\/api\/v1\/(funds|orders|positions)\b/);
  await page.goto('/#/pages/main/trade/index');
  await expect(page.getByTestId('login-prompt')).toBeVisible();
  expect(account()).toBe(0);
});
