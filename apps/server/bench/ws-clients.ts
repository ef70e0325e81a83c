/**
 * The client side of `npm run bench:ws`, forked (once or more) by ws-bench.ts so that the
 * clients do not share a CPU thread with the server. Opens its share of the sockets (bare
 * clients, see ws-lean-socket.ts), says `ready`, measures when told to `start`, reports to the
 * parent over IPC and exits.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { LagHistogram } from './lag-histogram.ts';
import { LeanSocket } from './ws-lean-socket.ts';
import { streamFor } from '../src/market/simulator/prng.ts';

export interface ClientsJob {
  url: string;
  /** This process's clients are numbered [first, first + count) of the whole bench. */
  first: number;
  count: number;
  symbols: string[];
  perClient: number;
  warmupSeconds: number;
  measureSeconds: number;
}

export interface ClientsReady {
  connected: number;
  failed: number;
}

export interface ClientsReport {
  connected: number;
  closedEarly: number;
  frames: number;
  quotes: number;
  seconds: number;
  /** Histogram pairs (LagHistogram.toPairs), merged by the parent. */
  tickLag: [number, number][];
  sendLag: [number, number][];
  /** This process's CPU over the measured window, in % of one core. */
  cpuPercent: number;
  /** How late this process's event loop ran timers (ms): a busy client stamps late. */
  loopDelay: { p50: number; p99: number; max: number };
}

export type ParentMessage = { job: ClientsJob } | { start: true };
export type ChildMessage =
  | { progress: string }
  | { ready: ClientsReady }
  | { report: ClientsReport };

interface QuotesFrame {
  type: string;
  sentAt?: number;
  quotes?: { time: string }[];
}

const CONNECT_CONCURRENCY = 200;
/** Frames are parsed once no frame came for this long, so that a round's burst is not held up, */
const QUIET_MS = 30;
/** ... or when this many wait, so that memory stays bounded under a steady stream; */
const MAX_INBOX = 20_000;
/** ... this many at a time (a few ms), in case a burst resumes after a pause. */
const DIGEST_SLICE = 200;

const send = (message: ChildMessage) => process.send?.(message);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Client `index`'s symbols: `count` distinct ones drawn at random (seeded by the index, so a
 * run is repeatable). Real watchlists differ from one customer to the next; a formula that
 * handed many clients the same list would let the server's watch groups share the work and
 * flatter the figures.
 */
const watchlistOf = (index: number, catalogue: readonly string[], count: number): string[] => {
  const random = streamFor('bench-watchlist', index);
  const pool = [...catalogue];
  const chosen: string[] = [];
  while (chosen.length < count && pool.length > 0) {
    const [symbol] = pool.splice(Math.floor(random() * pool.length), 1);
    if (symbol) chosen.push(symbol);
  }
  return chosen;
};

/** Opens and subscribes this process's sockets; resolves once each has its snapshot. */
const connect = async (job: ClientsJob, onFrame: (data: Buffer) => void, onClose: () => void) => {
  let failed = 0;
  const sockets: LeanSocket[] = [];
  const open = (index: number) =>
    new Promise<void>((resolve) => {
      const symbols = watchlistOf(index, job.symbols, job.perClient);
      let subscribed = false;
      const socket = new LeanSocket(job.url, {
        onOpen: () => socket.send(JSON.stringify({ op: 'subscribe', symbols })),
        onText: (data) => {
          if (subscribed) return onFrame(data);
          if (data.includes('"type":"snapshot"')) {
            subscribed = true;
            resolve();
          }
        },
        onClose: () => {
          onClose();
          resolve();
        },
        onError: () => {
          failed += 1;
          resolve();
        },
      });
      // A socket that never got its snapshot must not hold the whole bench.
      setTimeout(resolve, 30_000).unref();
      sockets.push(socket);
    });

  const end = job.first + job.count;
  for (let i = job.first; i < end; i += CONNECT_CONCURRENCY) {
    const batch: Promise<void>[] = [];
    for (let j = i; j < Math.min(end, i + CONNECT_CONCURRENCY); j += 1) batch.push(open(j));
    await Promise.all(batch);
  }
  const connected = sockets.filter((s) => s.isOpen).length;
  return { sockets, connected, failed };
};

const run = async (job: ClientsJob, started: Promise<void>): Promise<ClientsReport> => {
  let measuring = false;
  let frames = 0;
  let quotes = 0;
  let closedEarly = 0;
  let lastFrameAt = 0;
  const tickLag = new LagHistogram();
  const sendLag = new LagHistogram();
  // The handler only stamps and stores. Parsing happens between bursts: parsing earlier
  // frames of a round inside the handler (or on a timer in the middle of the round) would
  // stamp the later frames late and add the bench's own work to the measured lag.
  let inbox: { at: number; data: Buffer }[] = [];
  let head = 0;
  // A round's quotes share their tick time: parse each distinct one once.
  let lastTime = '';
  let lastTimeMs = 0;
  const tickTime = (time: string) => {
    if (time !== lastTime) {
      lastTime = time;
      lastTimeMs = Date.parse(time);
    }
    return lastTimeMs;
  };
  const digest = (limit = Number.POSITIVE_INFINITY) => {
    const end = Math.min(inbox.length, head + limit);
    for (; head < end; head += 1) {
      const item = inbox[head];
      if (item === undefined) continue;
      const { at, data } = item;
      const frame = JSON.parse(data.toString('utf8')) as QuotesFrame;
      if (frame.type !== 'quotes' || !frame.quotes) continue;
      frames += 1;
      if (frame.sentAt !== undefined) sendLag.add(at - frame.sentAt);
      for (const quote of frame.quotes) {
        quotes += 1;
        tickLag.add(at - tickTime(quote.time));
      }
    }
    if (head === inbox.length) {
      inbox = [];
      head = 0;
    }
  };

  const { sockets, connected, failed } = await connect(
    job,
    (data) => {
      if (!measuring) return;
      lastFrameAt = Date.now();
      inbox.push({ at: lastFrameAt, data });
    },
    () => {
      if (measuring) closedEarly += 1;
    },
  );
  send({ ready: { connected, failed } });
  await started;
  await sleep(job.warmupSeconds * 1000);

  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const cpuBefore = process.cpuUsage();
  measuring = true;
  const startedAt = Date.now();
  const timer = setInterval(() => {
    const waiting = inbox.length - head;
    if (waiting >= MAX_INBOX || (waiting > 0 && Date.now() - lastFrameAt >= QUIET_MS))
      digest(DIGEST_SLICE);
  }, 10);
  await sleep(job.measureSeconds * 1000);
  measuring = false;
  const seconds = (Date.now() - startedAt) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  loop.disable();
  clearInterval(timer);
  digest();
  for (const socket of sockets) socket.terminate();

  const ms = (ns: number) => Math.round(ns / 1e5) / 10;
  return {
    connected,
    closedEarly,
    frames,
    quotes,
    seconds,
    tickLag: tickLag.toPairs(),
    sendLag: sendLag.toPairs(),
    cpuPercent: Math.round((cpu.user + cpu.system) / 1e4 / seconds),
    loopDelay: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
  };
};

// The bench that forked this process died (an error, Ctrl-C, its hard limit): end too, rather
// than hold thousands of sockets and a core with no one to report to.
process.on('disconnect', () => process.exit(1));

let start: () => void = () => undefined;
const started = new Promise<void>((resolve) => {
  start = resolve;
});
process.on('message', (message: ParentMessage) => {
  if ('start' in message) return start();
  run(message.job, started)
    .then((report) => process.send?.({ report }, undefined, {}, () => process.exit(0)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
});
