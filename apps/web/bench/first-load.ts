import { gzipSync } from 'node:zlib';
import type { BrowserContext, Response } from 'playwright-core';

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

/** The scripts and style sheets a cold first load of `url` fetches (cache cleared first). */
export const firstLoad = async (context: BrowserContext, url: string): Promise<LoadBytes> => {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  // A service worker of an earlier load would answer from its own cache.
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(url).origin,
    storageTypes: 'service_workers,cache_storage',
  });
  const responses: Response[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') responses.push(response);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
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
