/**
 * The client side of `npm run bench:ws`, forked by ws-bench.ts so that the clients do not
 * share a CPU thread with the server. Opens the sockets, subscribes, measures, reports to the
 * parent over IPC and exits.
 */
import { WebSocket } from 'ws';
import { LagHistogram } from './lag-histogram.ts';

export interface ClientsJob {
  url: string;
  clients: number;
  symbols: string[];
  perClient: number;
  warmupSeconds: number;
  measureSeconds: number;
}

export interface ClientsReport {
  clients: number;
  connected: number;
  failed: number;
  closedEarly: number;
  frames: number;
  quotes: number;
  seconds: number;
  tickLag: { p50: number; p90: number; p99: number; max: number };
  sendLag: { p50: number; p99: number };
}

interface QuotesFrame {
  type: string;
  sentAt?: number;
  quotes?: { time: string }[];
}

const CONNECT_CONCURRENCY = 200;

const run = async (job: ClientsJob): Promise<ClientsReport> => {
  let measuring = false;
  let frames = 0;
  let quotes = 0;
  let closedEarly = 0;
  let failed = 0;
  const tickLag = new LagHistogram();
  const sendLag = new LagHistogram();
  // The handler only stamps and stores: parsing 5,000 frames inside it would add the parse
  // time of every earlier frame of a round to the measured lag of the later ones.
  let inbox: { at: number; data: Buffer }[] = [];
  const digest = () => {
    const batch = inbox;
    inbox = [];
    for (const { at, data } of batch) {
      const frame = JSON.parse(data.toString('utf8')) as QuotesFrame;
      if (frame.type !== 'quotes' || !frame.quotes) continue;
      frames += 1;
      if (frame.sentAt !== undefined) sendLag.add(at - frame.sentAt);
      for (const quote of frame.quotes) {
        quotes += 1;
        tickLag.add(at - Date.parse(quote.time));
      }
    }
  };

  const sockets: WebSocket[] = [];
  const open = (index: number) =>
    new Promise<void>((resolve) => {
      const socket = new WebSocket(job.url, { perMessageDeflate: false });
      const symbols = Array.from(
        { length: job.perClient },
        (_, j) => job.symbols[(index * 7 + j * 31) % job.symbols.length] ?? '',
      );
      socket.once('open', () => {
        socket.send(JSON.stringify({ op: 'subscribe', symbols }));
      });
      socket.once('error', () => {
        failed += 1;
        resolve();
      });
      // A socket that never got its snapshot must not hold the whole bench.
      setTimeout(resolve, 30_000).unref();
      socket.on('message', (data: Buffer) => {
        if (measuring) inbox.push({ at: Date.now(), data });
        else if (data.includes('"type":"snapshot"')) resolve();
      });
      socket.on('close', () => {
        if (measuring) closedEarly += 1;
      });
      sockets.push(socket);
    });

  for (let i = 0; i < job.clients; i += CONNECT_CONCURRENCY) {
    const batch: Promise<void>[] = [];
    for (let j = i; j < Math.min(job.clients, i + CONNECT_CONCURRENCY); j += 1) batch.push(open(j));
    await Promise.all(batch);
  }
  const connected = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
  process.send?.({ progress: `connected ${connected}/${job.clients}, warming up` });
  await new Promise((resolve) => setTimeout(resolve, job.warmupSeconds * 1000));

  measuring = true;
  const started = Date.now();
  const timer = setInterval(digest, 100);
  await new Promise((resolve) => setTimeout(resolve, job.measureSeconds * 1000));
  measuring = false;
  clearInterval(timer);
  const seconds = (Date.now() - started) / 1000;
  digest();
  for (const socket of sockets) socket.terminate();

  return {
    clients: job.clients,
    connected,
    failed,
    closedEarly,
    frames,
    quotes,
    seconds,
    tickLag: {
      p50: tickLag.quantile(0.5),
      p90: tickLag.quantile(0.9),
      p99: tickLag.quantile(0.99),
      max: tickLag.quantile(1),
    },
    sendLag: { p50: sendLag.quantile(0.5), p99: sendLag.quantile(0.99) },
  };
};

process.once('message', (job: ClientsJob) => {
  run(job)
    .then((report) => process.send?.({ report }, undefined, {}, () => process.exit(0)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
});
