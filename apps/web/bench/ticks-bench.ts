/**
 * `npm run bench:ticks`: a page's main-thread cost of live prices. Builds the customer app,
 * starts the server as `npm run serve` does (simulated feed, markets open), opens the page
 * (the quote page of AAPL unless BENCH_TICKS_ROUTE says `home` or `market`) at 390x844 under 4×
 * CPU throttling, lets it settle, then for `BENCH_TICKS_SECONDS` (default 20) reads Chromium's
 * own counters (CDP Performance.getMetrics: TaskDuration, ScriptDuration, LayoutDuration,
 * RecalcStyleDuration), counts the socket's frames and the page's long tasks (over 50 ms, as
 * Lighthouse counts them: each one's time past 50 ms is blocking time). Three windows; prints
 * each and last the medians: `ticks: route=… main_thread_ms_per_s=… script_ms_per_s=…
 * layout_ms_per_s=… style_ms_per_s=… frames_per_s=… long_tasks_per_10s=… blocking_ms_per_10s=…`.
 * Env: BENCH_WEB_BUILD=0 skips the build; CHROME_PATH (default /usr/bin/chromium).
 */
import { seedSession } from './browser.ts';
import { withBenchApp } from './bench-server.ts';
import { median } from './median.ts';
import { selectedRoutes } from './routes.ts';

const WINDOWS = 3;
const SECONDS = Number(process.env.BENCH_TICKS_SECONDS ?? 20);
const CPU_RATE = 4;
const [route, ...more] = selectedRoutes(
  'BENCH_TICKS_ROUTE',
  process.env.BENCH_TICKS_ROUTE ?? 'quote',
);
if (!route?.pricesShown || more.length > 0)
  throw new Error('BENCH_TICKS_ROUTE: one route with live prices (quote, home or market)');
const pricesShown = route.pricesShown;
const log = (message: string) => console.log(`[bench] ${message}`);

type Metrics = Record<string, number>;

interface Window {
  mainThreadMsPerS: number;
  scriptMsPerS: number;
  layoutMsPerS: number;
  styleMsPerS: number;
  framesPerS: number;
  longTasksPer10S: number;
  blockingMsPer10S: number;
}

/** The page's long tasks since it opened, each as its duration in ms. */
const LONG_TASK_LOG = '__benchLongTasks';

const main = () =>
  withBenchApp(
    { workspace: '@brokerage/web', skipBuild: process.env.BENCH_WEB_BUILD === '0' },
    async ({ origin, browser }) => {
      await seedSession(browser.context, origin, null);
      const page = await browser.context.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      const cdp = await browser.context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await cdp.send('Network.enable');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
      let frames = 0;
      cdp.on('Network.webSocketFrameReceived', () => {
        frames += 1;
      });
      await page.addInitScript((name) => {
        const durations: number[] = [];
        Object.assign(window, { [name]: durations });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) durations.push(entry.duration);
        }).observe({ type: 'longtask', buffered: true });
      }, LONG_TASK_LOG);
      await page.goto(`${origin}/${route.hash}`);
      await page.getByTestId(pricesShown).waitFor();
      await page.waitForTimeout(5_000);
      const read = async (): Promise<Metrics> =>
        Object.fromEntries(
          (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
        );
      const longTasks = () =>
        page.evaluate(
          (name) => [...((window as unknown as Record<string, number[]>)[name] ?? [])],
          LONG_TASK_LOG,
        );
      const windows: Window[] = [];
      for (let index = 0; index < WINDOWS; index += 1) {
        const before = await read();
        const framesBefore = frames;
        const tasksBefore = (await longTasks()).length;
        await page.waitForTimeout(SECONDS * 1000);
        const after = await read();
        const tasks = (await longTasks()).slice(tasksBefore);
        const per10S = (value: number) => Math.round((value * 10) / SECONDS);
        const perSecond = (name: string) =>
          Math.round((((after[name] ?? 0) - (before[name] ?? 0)) * 1000) / SECONDS);
        const window: Window = {
          mainThreadMsPerS: perSecond('TaskDuration'),
          scriptMsPerS: perSecond('ScriptDuration'),
          layoutMsPerS: perSecond('LayoutDuration'),
          styleMsPerS: perSecond('RecalcStyleDuration'),
          framesPerS: Number(((frames - framesBefore) / SECONDS).toFixed(1)),
          longTasksPer10S: per10S(tasks.length),
          blockingMsPer10S: per10S(tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0)),
        };
        windows.push(window);
        log(`window ${index + 1}: ${JSON.stringify(window)}`);
      }
      const pick = (key: keyof Window) => median(windows.map((window) => window[key]));
      console.log(
        `ticks: route=${route.name} main_thread_ms_per_s=${pick('mainThreadMsPerS')} script_ms_per_s=${pick('scriptMsPerS')} ` +
          `layout_ms_per_s=${pick('layoutMsPerS')} style_ms_per_s=${pick('styleMsPerS')} ` +
          `frames_per_s=${pick('framesPerS')} long_tasks_per_10s=${pick('longTasksPer10S')} ` +
          `blocking_ms_per_10s=${pick('blockingMsPer10S')} cpu_throttle=${CPU_RATE}`,
      );
    },
  );

await main();
