import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { chromiumLaunch } from '../e2e/chromium.ts';

export interface BenchBrowser {
  context: BrowserContext;
  /** DevTools port, where Lighthouse connects to the same browser and profile. */
  port: number;
  close: () => Promise<void>;
}

/**
 * Chromium with a profile of its own: a persistent context is the browser's default one, so
 * the tabs Lighthouse opens share its localStorage (Lighthouse 12 clears caches, service
 * workers and Cache Storage before each run, not localStorage).
 */
export const openBrowser = async (port: number): Promise<BenchBrowser> => {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'bench-web-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumLaunch.executablePath,
    headless: true,
    args: [`--remote-debugging-port=${port}`, ...chromiumLaunch.args],
  });
  return {
    context,
    port,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
};

const tagged = (data: unknown) => JSON.stringify({ type: 'object', data });

/**
 * Leaves the origin's localStorage as a visitor's (empty) or the demo customer's (its token,
 * as the app stores it under `store:user`), from a page of the origin that is not the app.
 */
export const seedSession = async (
  context: BrowserContext,
  origin: string,
  token: string | null,
) => {
  const page = await context.newPage();
  await page.goto(`${origin}/version.json`);
  await page.evaluate(
    (user) => {
      localStorage.clear();
      if (user) localStorage.setItem('store:user', user);
    },
    token ? tagged({ state: { token, customer: '', profile: null }, version: 1 }) : '',
  );
  await page.close();
};

const DEMO = { mail: 'demo@example.com', password: 'demo1234' };

/** The demo customer's session token, from the API as the app logs in. */
export const demoToken = async (origin: string): Promise<string> => {
  const response = await fetch(`${origin}/api/v1/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: 'h5' },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`demo login: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
};
