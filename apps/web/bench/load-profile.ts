/**
 * `npm run bench:profile`: where a first load's main-thread time goes. Starts the server as
 * `npm run bench:web` does, loads one route in Chromium with its CPU slowed 4× (as
 * Lighthouse's mobile preset simulates), records a DevTools trace of the load and the
 * following seconds, and prints each main-thread task of 50 ms or more with what it spent its
 * time on (script by file, style, layout, parsing, garbage collection), then the totals.
 * The last line: `profile: route=… tasks_over_50ms=… blocking_ms=… script_ms=… …`
 * (blocking_ms: the sum over tasks of their time beyond 50 ms, as TBT counts it, here measured
 * on a slowed CPU rather than simulated, from the document's first parse to the end of the
 * recording, live prices' renders included).
 * Each run loads the route in a new page with the cache and service workers cleared; the
 * last line has the medians of the runs. The traces are kept in the folder printed at the end,
 * for DevTools' Performance panel.
 * Env: BENCH_WEB_BUILD=0 skips the build; BENCH_PROFILE_ROUTE: one route of bench/routes.ts
 * (default home; trade signs in as the demo customer); BENCH_PROFILE_SECONDS (default 8): how
 * long after navigation to record; BENCH_PROFILE_RUNS (default 3); BENCH_PROFILE_SAMPLES=1
 * adds V8's sampling profiler to the traces (call stacks in DevTools, at the price of slower
 * runs: use it to read, not to measure).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { withBenchApp } from './bench-server.ts';
import { demoToken, seedSession } from './browser.ts';
import { assertAppStarted, coldPage } from './first-load.ts';
import { median } from './median.ts';
import { selectedRoutes } from './routes.ts';

const routes = selectedRoutes('BENCH_PROFILE_ROUTE', process.env.BENCH_PROFILE_ROUTE ?? 'home');
const SECONDS = Number(process.env.BENCH_PROFILE_SECONDS ?? 8);
const RUNS = Number(process.env.BENCH_PROFILE_RUNS ?? 3);
const SAMPLES = process.env.BENCH_PROFILE_SAMPLES === '1';
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    data?: { url?: string; functionName?: string };
    beginData?: { url?: string };
  };
}

/** What a piece of a task did, in the groups DevTools' summary uses, script by its file. */
const kindOf = (event: TraceEvent): string | null => {
  const url = event.args?.data?.url;
  const file = url ? (url.split('/').pop() ?? url).replace(/-[\w-]{8}\.js$/, '.js') : '';
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
    case 'FunctionCall':
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'EventDispatch':
    case 'RunMicrotasks':
    case 'V8.Execute':
      return `script ${file || '(no file)'}`;
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.parseOnBackground':
      return `compile ${file}`;
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return 'parse CSS';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'UpdateLayer':
      return 'paint';
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GC_MC_BACKGROUND':
      return 'gc';
    default:
      return null;
  }
};

/**
 * Self time per kind inside one task: each event's duration less that of the classified
 * events nested in it, so a script that forces a layout is not counted twice.
 */
const breakdown = (task: TraceEvent, events: TraceEvent[]): Map<string, number> => {
  const end = task.ts + (task.dur ?? 0);
  const inside = events
    .filter((event) => event.ts >= task.ts && event.ts < end && event !== task && kindOf(event))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const totals = new Map<string, number>();
  const stack: { event: TraceEvent; end: number }[] = [];
  const add = (kind: string, us: number) => totals.set(kind, (totals.get(kind) ?? 0) + us);
  for (const event of inside) {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) add(kindOf(parent.event) ?? 'other', -(event.dur ?? 0));
    add(kindOf(event) ?? 'other', event.dur ?? 0);
    stack.push({ event, end: event.ts + (event.dur ?? 0) });
  }
  const covered = [...totals.values()].reduce((sum, us) => sum + us, 0);
  add('other', (task.dur ?? 0) - covered);
  return totals;
};

const ms = (us: number) => Math.round(us / 1000);

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink',
  'toplevel',
];

/** One cold first load, traced: the raw trace and the events of the page's main thread. */
const recordLoad = async (context: BrowserContext, url: string) => {
  const { page, cdp, errors } = await coldPage(context, url);
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) =>
      events.push(...(value as unknown as TraceEvent[])),
    );
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        includedCategories: SAMPLES
          ? [...CATEGORIES, 'disabled-by-default-v8.cpu_profiler']
          : CATEGORIES,
      },
    });
    await page.goto(url);
    await page.waitForTimeout(SECONDS * 1000);
    await cdp.send('Tracing.end');
    await complete;
    await assertAppStarted(page, url, errors);
    const slices = events.filter((event) => event.ph === 'X');
    // The page's renderer: of the renderer main threads (a navigation can change process),
    // the one that parsed this origin's HTML.
    const origin = new URL(url).origin;
    const parsedHere = slices.find(
      (event) =>
        event.name === 'ParseHTML' && String(event.args?.beginData?.url ?? '').startsWith(origin),
    );
    if (!parsedHere) throw new Error('no HTML parse of the app in the trace');
    // From the task of the document's first parse on: those before belong to the blank tab.
    return {
      trace: JSON.stringify({ traceEvents: events }),
      onMain: slices.filter(
        (e) =>
          e.pid === parsedHere.pid &&
          e.tid === parsedHere.tid &&
          e.ts + (e.dur ?? 0) >= parsedHere.ts,
      ),
    };
  } finally {
    await page.close();
  }
};

interface RunFigures {
  tasks: number;
  blockingMs: number;
  kinds: Map<string, number>;
}

/** Prints the run's long tasks and returns its figures. */
const analyse = (onMain: TraceEvent[]): RunFigures => {
  const start = Math.min(...onMain.map((event) => event.ts));
  const tasks = onMain.filter(
    (event) => event.name === 'RunTask' && (event.dur ?? 0) >= LONG_TASK_MS * 1000,
  );
  const kinds = new Map<string, number>();
  for (const task of tasks) {
    const parts = [...breakdown(task, onMain)]
      .filter(([, us]) => us >= 1000)
      .sort((a, b) => b[1] - a[1]);
    for (const [kind, us] of parts) kinds.set(kind, (kinds.get(kind) ?? 0) + us);
    console.log(
      `  task at ${ms(task.ts - start)} ms: ${ms(task.dur ?? 0)} ms: ` +
        parts.map(([kind, us]) => `${kind} ${ms(us)}`).join(', '),
    );
  }
  const blocking = tasks.reduce(
    (sum, task) => sum + Math.max(0, (task.dur ?? 0) - LONG_TASK_MS * 1000),
    0,
  );
  return { tasks: tasks.length, blockingMs: ms(blocking), kinds };
};

const groupMs = (kinds: Map<string, number>, prefix: string) =>
  ms([...kinds].filter(([kind]) => kind.startsWith(prefix)).reduce((sum, [, us]) => sum + us, 0));

const GROUPS = ['script', 'compile', 'style', 'layout', 'paint', 'parse', 'gc', 'other'];

const main = () => {
  const [route] = routes;
  if (!route || routes.length > 1) throw new Error('BENCH_PROFILE_ROUTE: one route');
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('BENCH_PROFILE_RUNS: 1 or more');
  return withBenchApp(
    { workspace: '@brokerage/web', skipBuild: process.env.BENCH_WEB_BUILD === '0' },
    async ({ origin, browser }) => {
      const token = route.signedIn ? await demoToken(origin) : null;
      const traces = await mkdtemp(path.join(os.tmpdir(), 'bench-profile-'));
      const runs: RunFigures[] = [];
      for (let index = 1; index <= RUNS; index += 1) {
        console.log(`[profile] ${route.name} run ${index} of ${RUNS}`);
        await seedSession(browser.context, origin, token);
        const { trace, onMain } = await recordLoad(browser.context, `${origin}/${route.hash}`);
        await writeFile(path.join(traces, `${route.name}-run${index}.json`), trace);
        const figures = analyse(onMain);
        const byKind = [...figures.kinds].sort((a, b) => b[1] - a[1]).slice(0, 12);
        console.log(
          `  in long tasks: ${byKind.map(([kind, us]) => `${kind} ${ms(us)}`).join(', ')}\n` +
            `  run ${index}: tasks_over_50ms=${figures.tasks} blocking_ms=${figures.blockingMs}`,
        );
        runs.push(figures);
      }
      console.log(`[profile] traces (DevTools, Performance, load profile): ${traces}`);
      const medians = GROUPS.map(
        (group) => `${group}_ms=${median(runs.map((figures) => groupMs(figures.kinds, group)))}`,
      );
      console.log(
        `profile: route=${route.name} runs=${RUNS} cpu_slowdown=${CPU_SLOWDOWN} ` +
          `tasks_over_50ms=${median(runs.map((figures) => figures.tasks))} ` +
          `blocking_ms=${median(runs.map((figures) => figures.blockingMs))} ${medians.join(' ')}`,
      );
    },
  );
};

await main();
