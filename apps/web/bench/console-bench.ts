/**
 * `npm run bench:console`: builds the operator console, starts the server as `npm run serve`
 * does, signs the first operator in through the API (password, then TOTP enrolment), and opens
 * the console's dashboard cold (cache cleared) three times at 1440x900, without and with 4×
 * CPU throttling. Per load:
 * - `dashboard_ms`: from navigation to the dashboard's figures drawn (the customers card);
 * - `interactive_ms`: the later of that and the end of the last long task (> 50 ms) within 3 s
 *   after it, Lighthouse's idea of time to interactive without its network heuristics;
 * - `blocking_ms`: the sum of each long task's time over 50 ms (total blocking time).
 * Prints the first load's bytes (gzip -9 of each script and style sheet) and the medians, last:
 * `console: js_gz_kb=… dashboard_ms=… interactive_ms=… interactive_ms_cpu4=… blocking_ms_cpu4=…`.
 * Env: BENCH_CONSOLE_BUILD=0 skips the build; CHROME_PATH (default /usr/bin/chromium).
 * Console pages are hash routes and keep the session in sessionStorage, which Lighthouse's own
 * tabs would not share; hence these measurements in the page rather than a Lighthouse run.
 */
import * as OTPAuth from 'otpauth';
import type { BrowserContext } from 'playwright-core';
import { firstLoad } from './first-load.ts';
import { withBenchApp } from './bench-server.ts';

const OPERATOR = { username: 'admin', password: 'bench-operator-password' };
const LOADS = 3;
const QUIET_MS = 3_000;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const log = (message: string) => console.log(`[bench] ${message}`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

const call = async <T>(origin: string, route: string, body: unknown, token?: string) => {
  const response = await fetch(`${origin}/api/v1/${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
};

/** The operator's first sign-in: the enrolling session counts as signed in with a code. */
const operatorToken = async (origin: string) => {
  const { token } = await call<{ token: string }>(origin, 'user/login', OPERATOR);
  const { secret } = await call<{ secret: string }>(origin, 'user/totp/enrol', {}, token);
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
  await call(origin, 'user/totp/confirm', { code }, token);
  return token;
};

interface Load {
  dashboardMs: number;
  interactiveMs: number;
  blockingMs: number;
}

/**
 * Runs in the page before any of its scripts: notes each long task and the moment the
 * dashboard's customers card holds its figures.
 */
const observe = (token: string) => {
  sessionStorage.setItem('console:token', token);
  localStorage.setItem('console:language', 'en');
  const marks = { dashboardAt: 0, longTasks: [] as { start: number; duration: number }[] };
  Object.assign(window, { benchMarks: marks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      marks.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  const watcher = new MutationObserver(() => {
    if (document.querySelector('[data-testid="stat-customers"] .ant-statistic-content')) {
      marks.dashboardAt = performance.now();
      watcher.disconnect();
    }
  });
  watcher.observe(document, { childList: true, subtree: true });
};

/** A load with nothing cached; the context's init script has put the session in place. */
const coldLoad = async (context: BrowserContext, url: string, cpuRate: number): Promise<Load> => {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await page.goto(url);
  await page.getByTestId('stat-customers').locator('.ant-statistic-content').first().waitFor();
  await page.waitForTimeout(QUIET_MS * cpuRate);
  const marks = await page.evaluate(
    () =>
      (
        window as unknown as {
          benchMarks: { dashboardAt: number; longTasks: { start: number; duration: number }[] };
        }
      ).benchMarks,
  );
  await page.close();
  const settled = marks.longTasks.filter((task) => task.start <= marks.dashboardAt + QUIET_MS);
  const lastEnd = Math.max(0, ...settled.map((task) => task.start + task.duration));
  return {
    dashboardMs: Math.round(marks.dashboardAt),
    interactiveMs: Math.round(Math.max(marks.dashboardAt, lastEnd)),
    blockingMs: Math.round(settled.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)),
  };
};

const medians = (loads: Load[]): Load => ({
  dashboardMs: median(loads.map((load) => load.dashboardMs)),
  interactiveMs: median(loads.map((load) => load.interactiveMs)),
  blockingMs: median(loads.map((load) => load.blockingMs)),
});

const main = () =>
  withBenchApp(
    { workspace: '@brokerage/admin', skipBuild: process.env.BENCH_CONSOLE_BUILD === '0' },
    async ({ origin, browser }) => {
      const token = await operatorToken(origin);
      const url = `${origin}/admin/#/`;
      await browser.context.addInitScript(observe, token);
      const bytes = await firstLoad(browser.context, url);
      const results: Record<number, Load> = {};
      for (const cpuRate of [1, 4]) {
        const loads: Load[] = [];
        for (let index = 0; index < LOADS; index += 1) {
          loads.push(await coldLoad(browser.context, url, cpuRate));
        }
        results[cpuRate] = medians(loads);
        log(`cpu ×${cpuRate}: ${JSON.stringify(loads)}`);
      }
      const [plain, slow] = [results[1], results[4]];
      if (!plain || !slow) throw new Error('no loads measured');
      console.log(
        `console: js_gz_kb=${kb(bytes.jsGz)} css_gz_kb=${kb(bytes.cssGz)} js_files=${bytes.jsFiles} ` +
          `dashboard_ms=${plain.dashboardMs} interactive_ms=${plain.interactiveMs} ` +
          `blocking_ms=${plain.blockingMs} dashboard_ms_cpu4=${slow.dashboardMs} ` +
          `interactive_ms_cpu4=${slow.interactiveMs} blocking_ms_cpu4=${slow.blockingMs}`,
      );
    },
  );

await main();
