import { WebSocket } from 'ws';

interface EventFrame {
  type: 'event';
  seq: number;
  event: string;
}

/**
 * A customer's realtime connection as the web app keeps it (apps/web realtime client): auth,
 * subscribe, and after every reconnect `auth` then `resume` after the last seq it holds. It
 * goes through the balancer carrying the balancer's stickiness cookie, as a browser does;
 * `pin` sets that cookie first, so that the test chooses the copy of the first connection.
 */
export class ScaleSocket {
  /** Every seq received, with how often (a seq twice on one connection is a duplicate). */
  readonly seqs = new Map<number, number>();
  quotes = 0;
  /** The copies this socket was served by, in order (one entry per connection). */
  readonly servedBy: string[] = [];
  reconnects = 0;
  resumed = 0;
  private socket: WebSocket | undefined;
  private cookie: string;
  private closed = false;
  private lastSeq = 0;

  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly symbols: readonly string[],
    pin: string,
  ) {
    this.cookie = `scale_ws=${pin}`;
  }

  get copy(): string | undefined {
    return this.servedBy.at(-1);
  }

  /** Resolves once authenticated and subscribed (snapshot received). */
  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(this.url, { headers: { cookie: this.cookie } });
      this.socket = socket;
      let authenticated = false;
      let subscribed = false;
      const reconnecting = this.servedBy.length > 0;
      socket.on('upgrade', (response) => {
        this.servedBy.push(String(response.headers['x-served-by'] ?? '?'));
        const set = response.headers['set-cookie']?.find((c) => c.startsWith('scale_ws='));
        if (set) this.cookie = set.split(';')[0] ?? this.cookie;
      });
      socket.on('open', () => {
        socket.send(JSON.stringify({ op: 'auth', token: this.token }));
        // The web client resumes after every reconnect; a first connection has nothing to miss.
        if (reconnecting) socket.send(JSON.stringify({ op: 'resume', after: this.lastSeq }));
        socket.send(JSON.stringify({ op: 'subscribe', symbols: this.symbols }));
      });
      socket.on('message', (data: Buffer) => {
        const frame = JSON.parse(data.toString('utf8')) as { type: string };
        if (frame.type === 'authenticated') authenticated = true;
        if (frame.type === 'snapshot') subscribed = true;
        if (frame.type === 'quotes') this.quotes += 1;
        if (frame.type === 'event') this.receive(frame as EventFrame);
        if (frame.type === 'error') reject(new Error(`socket error frame: ${data.toString()}`));
        if (authenticated && subscribed) {
          if (reconnecting) this.resumed += 1;
          authenticated = false;
          resolve();
        }
      });
      socket.once('error', (error) => reject(error));
      socket.once('close', () => {
        reject(new Error('socket closed before it was ready'));
        if (!this.closed) this.reconnect();
      });
    });
  }

  close(): void {
    this.closed = true;
    this.socket?.terminate();
  }

  /** The web client's backoff, short: the balancer has taken the dead copy out by then. */
  private reconnect(): void {
    this.reconnects += 1;
    setTimeout(() => {
      if (this.closed) return;
      this.open().catch(() => undefined);
    }, 300);
  }

  private receive(frame: EventFrame): void {
    this.seqs.set(frame.seq, (this.seqs.get(frame.seq) ?? 0) + 1);
    if (frame.seq > this.lastSeq) this.lastSeq = frame.seq;
  }
}
