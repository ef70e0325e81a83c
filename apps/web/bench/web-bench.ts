/**
 * `npm run bench:web`: builds the customer app, starts the server as `npm run serve` does (its
 * own process; the embedded PostgreSQL, or a throw-away database on TEST_DATABASE_URL), then
 * for each route below: the JS and CSS of a first load in Chromium (gzip -9 of each file, and
 * what went over the wire), and Lighthouse's mobile preset with simulated throttling. Prints a
 * line per route and last:
 * `web: home_js_gz_kb=… min_perf=… min_a11y=… max_lcp_ms=… max_tbt_ms=… max_cls=…`.
 * Env: BENCH_WEB_BUILD=0 skips the build; CHROME_PATH (default /usr/bin/chromium).
 * Lighthouse's JSON reports are kept in the folder printed at the end (BENCH_WEB_KEEP_REPORTS=0:
 * removed). `cpu_index` is Lighthouse's benchmark index of the machine during that run: on a
 * busy machine it drops and the simulated times (TBT above all) grow.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { benchDatabase } from '../../server/bench/bench-database.ts';
import { freePort } from './free-port.ts';
import { run, startServer, stopServer } from './bench-server.ts';
import { firstLoad, type LoadBytes } from './first-load.ts';
import { openBrowser, seedSession } from './browser.ts';

interface Route {
  name: string;
  /** Hash route of the app ('' for the home screen). */
  hash: string;
  /** Signed in as the demo customer (its token in localStorage), else a visitor. */
  signedIn: boolean;
}

const ROUTES: Route[] = [
  { name: 'home', hash: '', signedIn: false },
  { name: 'market', hash: '#/pages/main/market/index', signedIn: false },
  { name: 'quote', hash: '#/pages/quote/stock?key=US:AAPL', signedIn: false },
  { name: 'trade', hash: '#/pages/main/trade/index', signedIn: true },
  { name: 'login', hash: '#/pages/auth/login', signedIn: false },
];
const DEMO = { mail: 'demo@example.com', password: 'demo1234' };
const log = (message: string) => console.log(`[bench] ${message}`);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const demoToken = async (origin: string) => {
  const response = await fetch(`${origin}/api/v1/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: 'h5' },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`demo login: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
};

interface Scores {
  perf: number;
  a11y: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of this machine's speed at the time (lower: busier or slower). */
  cpuIndex: number;
}

/** A trace Lighthouse failed to record (NO_NAVSTART on a busy machine) is asked for again. */
const ATTEMPTS = 3;

/** Lighthouse (default config: mobile, simulated throttling) in the already open browser. */
const audit = async (url: string, port: number, reportFile: string): Promise<Scores> => {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) {
      await writeFile(reportFile, typeof result.report === 'string' ? result.report : '');
      return scoresOf(lhr);
    }
    const failure = `lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt === ATTEMPTS) throw new Error(failure);
    log(`${failure} (attempt ${attempt} of ${ATTEMPTS}, running it again)`);
  }
};

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const scoresOf = (lhr: Report): Scores => {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    cpuIndex: Math.round(lhr.environment.benchmarkIndex),
  };
};

const main = async () => {
  if (process.env.BENCH_WEB_BUILD !== '0') {
    log('building the customer app (npm run build -w @brokerage/web)');
    await run('npm', ['run', 'build', '-w', '@brokerage/web']);
  }
  const database = await benchDatabase();
  const reports = await mkdtemp(path.join(os.tmpdir(), 'bench-web-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  log(`database: ${database.env.DATABASE_URL ? 'TEST_DATABASE_URL (temporary)' : 'embedded'}`);
  const server = await startServer(port, database.env);
  const browser = await openBrowser(await freePort());
  try {
    const token = await demoToken(origin);
    const rows: (Route & LoadBytes & Scores)[] = [];
    for (const route of ROUTES) {
      const url = `${origin}/${route.hash}`;
      await seedSession(browser.context, origin, route.signedIn ? token : null);
      const bytes = await firstLoad(browser.context, url);
      const scores = await audit(url, browser.port, path.join(reports, `${route.name}.json`));
      const row = { ...route, ...bytes, ...scores };
      rows.push(row);
      console.log(
        `route ${route.name} /${route.hash}: js_gz_kb=${kb(row.jsGz)} css_gz_kb=${kb(row.cssGz)} ` +
          `js_files=${row.jsFiles} wire_kb=${kb(row.wire)} perf=${row.perf} a11y=${row.a11y} ` +
          `lcp_ms=${row.lcpMs} tbt_ms=${row.tbtMs} cls=${row.cls} cpu_index=${row.cpuIndex}`,
      );
    }
    log(`Lighthouse reports: ${reports}`);
    const home = rows.find((row) => row.name === 'home');
    console.log(
      `web: home_js_gz_kb=${kb(home?.jsGz ?? Number.NaN)} ` +
        `min_perf=${Math.min(...rows.map((r) => r.perf))} ` +
        `min_a11y=${Math.min(...rows.map((r) => r.a11y))} ` +
        `max_lcp_ms=${Math.max(...rows.map((r) => r.lcpMs))} ` +
        `max_tbt_ms=${Math.max(...rows.map((r) => r.tbtMs))} ` +
        `max_cls=${Math.max(...rows.map((r) => r.cls))}`,
    );
  } finally {
    await browser.close();
    await stopServer(server);
    await database.drop();
    if (process.env.BENCH_WEB_KEEP_REPORTS === '0') await rm(reports, { recursive: true });
  }
};

await main();
