import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Response } from 'playwright-core';

export interface LoadBytes {
  /** Scripts and style sheets of the load, each gzip -9 (what the build's .gz copies weigh). */
  jsGz: number;
  cssGz: number;
  jsFiles: number;
  /** Bytes of those responses as they came over the wire (brotli when the browser takes it). */
  wire: number;
}

/** Quiet time after the network settles, for chunks a route asks for once it has drawn. */
const SETTLE_MS = 1500;

/**
 * Stops the bench when the app did not take over from the HTML's boot shell, or threw while
 * loading: a page whose scripts fail runs few of them, and Lighthouse would score it well.
 */
export const assertAppStarted = async (page: Page, url: string, errors: string[]) => {
  const appShells = await page.locator('#root .page-shell:not(.boot-shell)').count();
  const bootShells = await page.locator('#root .boot-shell').count();
  if (errors.length === 0 && appShells > 0 && bootShells === 0) return;
  const why = errors.length > 0 ? errors.join('; ') : 'the boot shell is still shown';
  throw new Error(`${url}: the app did not start (${why}); its figures would be a broken page's`);
};

/**
 * A new page for a cold first load of `url`'s origin: the browser's HTTP cache cleared, and the
 * origin's service workers and Cache Storage (a worker of an earlier load would answer from its
 * own cache). `errors` collects what the page throws, for `assertAppStarted`.
 */
export const coldPage = async (context: BrowserContext, url: string) => {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(url).origin,
    storageTypes: 'service_workers,cache_storage',
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, cdp, errors };
};

/** The scripts and style sheets a cold first load of `url` fetches (cache cleared first). */
export const firstLoad = async (
  context: BrowserContext,
  url: string,
  /** The test id the screen shows once loaded (BenchRoute.loaded); checked when given. */
  loaded?: string,
): Promise<LoadBytes> => {
  const { page, errors } = await coldPage(context, url);
  const responses: Response[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') responses.push(response);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
  await assertAppStarted(page, url, errors);
  if (loaded && !(await page.getByTestId(loaded).isVisible()))
    throw new Error(`${url}: ${loaded} is not shown; its figures would be a broken page's`);
  const bytes: LoadBytes = { jsGz: 0, cssGz: 0, jsFiles: 0, wire: 0 };
  for (const response of responses) {
    const gz = gzipSync(await response.body(), { level: 9 }).length;
    const isScript = response.request().resourceType() === 'script';
    if (isScript) {
      bytes.jsGz += gz;
      bytes.jsFiles += 1;
    } else bytes.cssGz += gz;
    bytes.wire += (await response.request().sizes()).responseBodySize;
  }
  await page.close();
  return bytes;
};
