import type { QuoteView } from '@brokerage/shared';

/** What the client needs from a WebSocket; the browser's has it, tests pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** Called by the socket factory's socket: open, each text frame, close. */
export interface SocketHandlers {
  open: () => void;
  message: (data: unknown) => void;
  /** With the close frame's code when there was one. */
  close: (code?: number) => void;
}

const OPEN = 1;
/** The server's close code for a socket whose session ended (logout, password change/reset). */
export const SESSION_ENDED_CLOSE = 4001;

export interface CustomerEventFrame {
  seq: number;
  event: string;
  payload: unknown;
}

export interface RealtimeClientOptions {
  url: () => string;
  createSocket: (url: string, on: SocketHandlers) => SocketLike;
  onQuotes: (quotes: QuoteView[]) => void;
  onEvent?: (event: CustomerEventFrame) => void;
  /** A reconnect with nothing to resume from (no event seen yet): refresh what events would. */
  onResync?: () => void;
  /** The session was ended elsewhere (logout, password change or reset): log out here too. */
  onSessionEnded?: () => void;
  /** The server caps a connection at 200 symbols (WS_MAX_SYMBOLS). */
  maxSymbols?: number;
  /** Changes are gathered this long so a screen's rows go out as one frame (server: ~10 msg/s). */
  flushDelayMs?: number;
  pingIntervalMs?: number;
  /** No frame at all for this long after a ping: the connection is dead, reconnect. */
  pongTimeoutMs?: number;
  backoff?: { initialMs: number; maxMs: number };
  random?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

type Frame =
  | { type: 'snapshot' | 'quotes'; quotes: QuoteView[] }
  | { type: 'event'; seq: number; event: string; payload: unknown }
  | { type: 'authenticated' }
  | { type: 'error'; code: string; message: string }
  | { type: 'pong' };

const parseFrame = (data: unknown): Frame | undefined => {
  if (typeof data !== 'string') return undefined;
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null || !('type' in value)) return undefined;
    return value as Frame;
  } catch {
    return undefined;
  }
};

/**
 * One WebSocket to /api/v1/ws for the whole app. Subscriptions are reference-counted: many
 * rows may watch one symbol, and the symbol is dropped when the last one lets go. The socket
 * opens only while something is watched or a customer is logged in, reconnects with
 * exponential backoff, and after a reconnect subscribes again, authenticates again and asks for
 * the customer events it missed (`resume` after the last seq it saw).
 */
export class RealtimeClient {
  private socket: SocketLike | undefined;
  private readonly counts = new Map<string, number>();
  /** What the server has been told we watch on the current socket. */
  private readonly sent = new Set<string>();
  private token = '';
  /** Whose events: the real account's or the practice account's (issue 30 item 1). */
  private account: 'real' | 'practice' = 'real';
  private lastSeq = 0;
  private attempts = 0;
  private everOpened = false;
  private flushTimer: unknown;
  private reconnectTimer: unknown;
  private pingTimer: unknown;
  private pongTimer: unknown;
  private stopped = false;
  private readonly connectionListeners = new Set<() => void>();
  private readonly opts: Required<
    Pick<
      RealtimeClientOptions,
      'maxSymbols' | 'flushDelayMs' | 'pingIntervalMs' | 'pongTimeoutMs' | 'backoff' | 'random'
    >
  > &
    RealtimeClientOptions;

  constructor(options: RealtimeClientOptions) {
    this.opts = {
      maxSymbols: 200,
      flushDelayMs: 30,
      pingIntervalMs: 25_000,
      pongTimeoutMs: 10_000,
      backoff: { initialMs: 500, maxMs: 15_000 },
      random: Math.random,
      ...options,
    };
  }

  private setTimer(fn: () => void, ms: number): unknown {
    return (this.opts.setTimer ?? ((f: () => void, t: number) => setTimeout(f, t)))(fn, ms);
  }

  private clearTimer(handle: unknown): void {
    if (handle === undefined) return;
    (this.opts.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>)))(
      handle,
    );
  }

  /** Symbols currently watched by at least one subscriber. */
  get watched(): string[] {
    return [...this.counts.keys()];
  }

  get connected(): boolean {
    return this.socket?.readyState === OPEN;
  }

  /** Calls `listener` whenever the socket opens or goes away (REST fallbacks follow it). */
  onConnectionChange(listener: () => void): () => void {
    this.connectionListeners.add(listener);
    return () => this.connectionListeners.delete(listener);
  }

  private connectionChanged(): void {
    for (const listener of this.connectionListeners) listener();
  }

  get lastEventSeq(): number {
    return this.lastSeq;
  }

  /** Watches `keys` until the returned function is called (once). */
  subscribe(keys: readonly string[]): () => void {
    const unique = [...new Set(keys)];
    for (const key of unique) this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    this.changed();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const key of unique) {
        const count = (this.counts.get(key) ?? 0) - 1;
        if (count > 0) this.counts.set(key, count);
        else this.counts.delete(key);
      }
      this.changed();
    };
  }

  /** The session token ('' when logged out): events follow the customer. */
  setToken(token: string): void {
    if (token === this.token) return;
    const previous = this.token;
    this.token = token;
    this.lastSeq = 0;
    if (previous && this.socket) {
      // The server has no "log out" op: a fresh socket forgets the old customer.
      this.dropSocket();
      this.ensureConnection();
      return;
    }
    if (token && this.connected) this.send({ op: 'auth', token, account: this.account });
    else this.ensureConnection();
  }

  /**
   * The account whose events the socket follows. The events of one account are numbered
   * apart from the other's, so a switch starts on a fresh socket, as a new session does.
   */
  setAccount(account: 'real' | 'practice'): void {
    if (account === this.account) return;
    this.account = account;
    this.renew();
  }

  /**
   * A fresh socket for the same session: after a reset the practice account is a new one, and
   * its events are numbered from the start.
   */
  renew(): void {
    this.lastSeq = 0;
    if (this.socket) {
      this.dropSocket();
      this.ensureConnection();
    }
  }

  /** Closes the socket for good (tests, page unload). */
  stop(): void {
    this.stopped = true;
    this.clearTimer(this.flushTimer);
    this.clearTimer(this.reconnectTimer);
    this.dropSocket();
  }

  private wanted(): boolean {
    return !this.stopped && (this.counts.size > 0 || this.token !== '');
  }

  private changed(): void {
    if (!this.ensureConnection()) return;
    if (!this.connected || this.flushTimer !== undefined) return;
    this.flushTimer = this.setTimer(() => {
      this.flushTimer = undefined;
      this.flush();
    }, this.opts.flushDelayMs);
  }

  /** Opens a socket when one is needed; closes an idle one. Returns whether one is wanted. */
  private ensureConnection(): boolean {
    if (!this.wanted()) {
      if (this.socket) this.dropSocket();
      this.clearTimer(this.reconnectTimer);
      this.reconnectTimer = undefined;
      return false;
    }
    if (!this.socket && this.reconnectTimer === undefined) this.open();
    return true;
  }

  private open(): void {
    // Handlers check that their socket is still the current one: a dropped socket's late
    // events are ignored.
    let socket: SocketLike | undefined;
    const on: SocketHandlers = {
      open: () => socket && this.handleOpen(socket),
      message: (data) => socket && this.handleMessage(socket, data),
      close: (code) => socket && this.handleClose(socket, code),
    };
    try {
      socket = this.opts.createSocket(this.opts.url(), on);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
  }

  private handleOpen(socket: SocketLike): void {
    if (socket !== this.socket) return;
    const reconnect = this.everOpened;
    this.everOpened = true;
    this.attempts = 0;
    this.sent.clear();
    if (this.token) {
      this.send({ op: 'auth', token: this.token, account: this.account });
      // The server handles frames in order, so the resume waits for the auth before it.
      if (reconnect && this.lastSeq > 0) this.send({ op: 'resume', after: this.lastSeq });
      else if (reconnect) this.opts.onResync?.();
    }
    this.flush();
    this.schedulePing();
    this.connectionChanged();
  }

  private handleMessage(socket: SocketLike, data: unknown): void {
    if (socket !== this.socket) return;
    // Any frame proves the connection is alive.
    this.clearTimer(this.pongTimer);
    this.pongTimer = undefined;
    const frame = parseFrame(data);
    if (!frame) return;
    switch (frame.type) {
      case 'snapshot':
      case 'quotes':
        if (Array.isArray(frame.quotes) && frame.quotes.length > 0)
          this.opts.onQuotes(frame.quotes);
        return;
      case 'event':
        if (typeof frame.seq === 'number' && frame.seq > this.lastSeq) this.lastSeq = frame.seq;
        this.opts.onEvent?.({ seq: frame.seq, event: frame.event, payload: frame.payload });
        return;
      default:
        return;
    }
  }

  private handleClose(socket: SocketLike, code?: number): void {
    if (socket !== this.socket) return;
    if (code === SESSION_ENDED_CLOSE && this.token) {
      // Reconnecting with this token would be refused: forget it, keep quotes going.
      this.token = '';
      this.lastSeq = 0;
      this.opts.onSessionEnded?.();
    }
    this.socket = undefined;
    this.sent.clear();
    this.clearTimer(this.pingTimer);
    this.clearTimer(this.pongTimer);
    this.pingTimer = undefined;
    this.pongTimer = undefined;
    if (this.wanted()) this.scheduleReconnect();
    this.connectionChanged();
  }

  private scheduleReconnect(): void {
    if (this.reconnectTimer !== undefined) return;
    const { initialMs, maxMs } = this.opts.backoff;
    const base = Math.min(maxMs, initialMs * 2 ** this.attempts);
    // Jitter spreads a crowd of clients reconnecting after a server restart.
    const delay = Math.round(base * (0.5 + this.opts.random() / 2));
    this.attempts += 1;
    this.reconnectTimer = this.setTimer(() => {
      this.reconnectTimer = undefined;
      if (this.wanted() && !this.socket) this.open();
    }, delay);
  }

  private schedulePing(): void {
    this.clearTimer(this.pingTimer);
    this.pingTimer = this.setTimer(() => {
      this.pingTimer = undefined;
      if (!this.connected) return;
      this.send({ op: 'ping' });
      const socket = this.socket;
      this.pongTimer = this.setTimer(() => {
        this.pongTimer = undefined;
        if (socket === this.socket) {
          // Silent for too long: treat as closed and reconnect.
          this.dropSocket();
          this.scheduleReconnect();
        }
      }, this.opts.pongTimeoutMs);
      this.schedulePing();
    }, this.opts.pingIntervalMs);
  }

  private dropSocket(): void {
    const socket = this.socket;
    this.socket = undefined;
    this.sent.clear();
    this.clearTimer(this.pingTimer);
    this.clearTimer(this.pongTimer);
    this.pingTimer = undefined;
    this.pongTimer = undefined;
    if (!socket) return;
    try {
      socket.close(1000, 'client');
    } catch {
      // Closing a socket that never opened may throw in some browsers; it is gone either way.
    }
    this.connectionChanged();
  }

  /** Tells the server what changed since the last flush, within the symbol cap. */
  private flush(): void {
    if (!this.connected) return;
    const wanted = [...this.counts.keys()].slice(0, this.opts.maxSymbols);
    const wantedSet = new Set(wanted);
    const removed = [...this.sent].filter((key) => !wantedSet.has(key));
    const added = wanted.filter((key) => !this.sent.has(key));
    if (removed.length > 0) {
      this.send({ op: 'unsubscribe', symbols: removed });
      for (const key of removed) this.sent.delete(key);
    }
    if (added.length > 0) {
      this.send({ op: 'subscribe', symbols: added });
      for (const key of added) this.sent.add(key);
    }
  }

  private send(message: Record<string, unknown>): void {
    if (!this.socket || this.socket.readyState !== OPEN) return;
    this.socket.send(JSON.stringify(message));
  }
}
