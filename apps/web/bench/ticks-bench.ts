/**
 * `npm run bench:ticks`: the quote page's main-thread cost of live prices. Builds the customer
 * app, starts the server as `npm run serve` does (simulated feed, markets open), opens the
 * quote page of AAPL at 390x844 under 4× CPU throttling, lets it settle, then for
 * `BENCH_TICKS_SECONDS` (default 20) reads Chromium's own counters (CDP Performance.getMetrics:
 * TaskDuration, ScriptDuration, LayoutDuration, RecalcStyleDuration) and counts the socket's
 * frames. Three windows; prints each and last the medians:
 * `ticks: main_thread_ms_per_s=… script_ms_per_s=… layout_ms_per_s=… style_ms_per_s=… frames_per_s=…`.
 * Env: BENCH_WEB_BUILD=0 skips the build; CHROME_PATH (default /usr/bin/chromium).
 */
import { seedSession } from './browser.ts';
import { withBenchApp } from './bench-server.ts';

const WINDOWS = 3;
const SECONDS = Number(process.env.BENCH_TICKS_SECONDS ?? 20);
const CPU_RATE = 4;
const log = (message: string) => console.log(`[bench] ${message}`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

type Metrics = Record<string, number>;

interface Window {
  mainThreadMsPerS: number;
  scriptMsPerS: number;
  layoutMsPerS: number;
  styleMsPerS: number;
  framesPerS: number;
}

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
      await page.goto(`${origin}/#/pages/quote/stock?key=US:AAPL`);
      await page.getByTestId('quote-price').waitFor();
      await page.waitForTimeout(5_000);
      const read = async (): Promise<Metrics> =>
        Object.fromEntries(
          (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
        );
      const windows: Window[] = [];
      for (let index = 0; index < WINDOWS; index += 1) {
        const before = await read();
        const framesBefore = frames;
        await page.waitForTimeout(SECONDS * 1000);
        const after = await read();
        const perSecond = (name: string) =>
          Math.round((((after[name] ?? 0) - (before[name] ?? 0)) * 1000) / SECONDS);
        const window: Window = {
          mainThreadMsPerS: perSecond('TaskDuration'),
          scriptMsPerS: perSecond('ScriptDuration'),
          layoutMsPerS: perSecond('LayoutDuration'),
          styleMsPerS: perSecond('RecalcStyleDuration'),
          framesPerS: Number(((frames - framesBefore) / SECONDS).toFixed(1)),
        };
        windows.push(window);
        log(`window ${index + 1}: ${JSON.stringify(window)}`);
      }
      const pick = (key: keyof Window) => median(windows.map((window) => window[key]));
      console.log(
        `ticks: main_thread_ms_per_s=${pick('mainThreadMsPerS')} script_ms_per_s=${pick('scriptMsPerS')} ` +
          `layout_ms_per_s=${pick('layoutMsPerS')} style_ms_per_s=${pick('styleMsPerS')} ` +
          `frames_per_s=${pick('framesPerS')} cpu_throttle=${CPU_RATE}`,
      );
    },
  );

await main();
