import type { Book } from '@brokerage/shared';
import type { CustomerEvent, CustomerEventBus } from '../../lib/events/customer-events.ts';
import { UnknownInstrumentError } from '../catalogue/index.ts';
import type { QuoteHub, QuoteSubscription } from '../hub/quote-hub.ts';
import { MessageBudget } from './message-budget.ts';
import {
  CLIENT_OPS,
  MAX_CLIENT_FRAME_BYTES,
  clientFrame,
  type ClientFrame,
  type StreamErrorCode,
} from './protocol.ts';
import { frame, QuoteFrameCache } from './quote-frames.ts';

/** What a connection needs from the socket: stream-socket.ts adapts ws's, tests can fake it. */
export interface StreamSocket {
  readonly bufferedAmount: number;
  send(data: string, options: { binary: boolean }): void;
  /** A whole frame from ws-frame.ts, often shared with other sockets; after what was sent. */
  sendFrame(frame: Buffer): void;
  /** A closing handshake with a code and reason the client acts on. */
  close(code: number, reason: string): void;
  terminate(): void;
}

/** The live session a token belongs to. */
export interface StreamSession {
  /** Whose events the socket gets: the customer or, in the practice book, their practice account. */
  readonly customerId: number;
  /** The person whose sessions end by logout or password change. */
  readonly personId: number;
  readonly sessionId: number;
}

export interface StreamSettings {
  readonly hub: QuoteHub;
  readonly events: CustomerEventBus;
  /**
   * The live session of a token in a book, or null for a missing, expired or revoked one (or
   * the practice book of a customer without a practice account).
   */
  readonly authenticate: (token: string, book: Book) => Promise<StreamSession | null>;
  readonly maxSymbols: number;
  readonly messagesPerSecond: number;
  readonly maxBufferedBytes: number;
  readonly onError: (error: unknown) => void;
  /** Shared by every connection of the server. */
  readonly frames: QuoteFrameCache;
}

/** The close code and reason of a socket whose session ended; the apps log out on it. */
export const SESSION_ENDED_CLOSE = 4001;
export const SESSION_ENDED_REASON = 'session ended';

/** Replays read this many events per query, and at most REPLAY_LIMIT per resume. */
const REPLAY_PAGE = 500;
const REPLAY_LIMIT = 5_000;
/** Seqs already sent, so that a resume does not repeat what arrived live (bounded memory). */
const DELIVERED_MEMORY = 10_000;

/**
 * One client's WebSocket session: its symbols, its customer (after `auth`), its budget.
 * Frames are handled one after the other, so an `auth` still checking its token is finished
 * before the `resume` that follows it is looked at.
 */
export class StreamConnection {
  /** Cleared by the heartbeat before each ping, set again by the pong. */
  alive = true;
  private closed = false;
  private readonly subscription: QuoteSubscription;
  private readonly budget: MessageBudget;
  private rateNoticeAt = 0;
  private queue: Promise<void> = Promise.resolve();
  private customerId: number | undefined;
  /** The session of the last accepted `auth`, and its token (re-checked before a replay). */
  private session: { id: number; token: string; book: Book } | undefined;
  private offEvents: (() => void) | undefined;
  private offEnded: (() => void) | undefined;
  private replayBuffer: CustomerEvent[] | undefined;
  private readonly delivered = new Set<number>();

  constructor(
    private readonly socket: StreamSocket,
    private readonly settings: StreamSettings,
  ) {
    this.budget = new MessageBudget(
      settings.messagesPerSecond,
      settings.messagesPerSecond * 2,
      Date.now(),
    );
    this.subscription = settings.hub.subscribe([], (quotes) =>
      this.sendFrame(settings.frames.build('quotes', quotes)),
    );
  }

  get symbolCount(): number {
    return this.subscription.keys.size;
  }

  /** One frame from the client. Never throws: a bad frame gets an error frame. */
  receive(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): void {
    if (this.closed) return;
    this.alive = true;
    const now = Date.now();
    if (!this.budget.take(now)) {
      // One notice a second: answering every frame of a flood would double it.
      if (now - this.rateNoticeAt >= 1000) {
        this.rateNoticeAt = now;
        this.error('RATE_LIMITED', 'Too many messages; slow down.');
      }
      return;
    }
    const text = isBinary ? undefined : toText(data);
    if (text === undefined) return this.error('INVALID_MESSAGE', 'Send JSON text frames.');
    if (Buffer.byteLength(text) > MAX_CLIENT_FRAME_BYTES)
      return this.error(
        'MESSAGE_TOO_LARGE',
        `Messages are limited to ${MAX_CLIENT_FRAME_BYTES} bytes.`,
      );
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return this.error('INVALID_JSON', 'The message is not valid JSON.');
    }
    const parsed = clientFrame.safeParse(value);
    if (!parsed.success) {
      const op =
        typeof value === 'object' && value !== null && 'op' in value ? value.op : undefined;
      if (!(CLIENT_OPS as readonly unknown[]).includes(op))
        return this.error('UNKNOWN_OP', `Unknown op; expected one of ${CLIENT_OPS.join(', ')}.`);
      const issue = parsed.error.issues[0];
      return this.error(
        'INVALID_MESSAGE',
        issue ? `${issue.path.join('.') || 'message'}: ${issue.message}` : 'Invalid message.',
      );
    }
    this.queue = this.queue
      .then(() => this.handle(parsed.data))
      .catch((error: unknown) => this.settings.onError(error));
  }

  /** The socket closed (or was terminated): release the hub and the bus. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.subscription.close();
    this.offEvents?.();
    this.offEvents = undefined;
    this.offEnded?.();
    this.offEnded = undefined;
  }

  /**
   * The session this socket authenticated with ended (logout, password change or reset, or
   * found revoked on a re-check): nothing more of the customer's may reach it. The socket is
   * closed with SESSION_ENDED_CLOSE so that the app logs out instead of reconnecting.
   */
  endSession(): void {
    if (this.closed) return;
    this.close();
    this.socket.close(SESSION_ENDED_CLOSE, SESSION_ENDED_REASON);
  }

  send(data: string): void {
    if (this.writable()) this.socket.send(data, { binary: false });
  }

  private sendFrame(frame: Buffer): void {
    if (this.writable()) this.socket.sendFrame(frame);
  }

  private writable(): boolean {
    if (this.closed) return false;
    // A client that stopped reading: its backlog grows in this process's memory while
    // everyone else's frames go out; cut it loose instead of buffering without end.
    if (this.socket.bufferedAmount > this.settings.maxBufferedBytes) {
      this.close();
      this.socket.terminate();
      return false;
    }
    return true;
  }

  private error(code: StreamErrorCode, message: string, symbols?: string[]): void {
    this.send(
      frame(symbols ? { type: 'error', code, message, symbols } : { type: 'error', code, message }),
    );
  }

  private async handle(message: ClientFrame): Promise<void> {
    if (this.closed) return;
    switch (message.op) {
      case 'subscribe':
        return this.subscribe(message.symbols);
      case 'unsubscribe':
        return this.unsubscribe(message.symbols);
      case 'auth':
        return this.auth(message.token, message.account);
      case 'resume':
        return this.resume(message.after);
      case 'ping':
        return this.send(frame({ type: 'pong' }));
    }
  }

  private resolveAll(symbols: readonly string[]): { keys: string[]; unknown: string[] } {
    const keys = new Set<string>();
    const unknown: string[] = [];
    for (const symbol of symbols) {
      try {
        keys.add(this.settings.hub.resolve(symbol));
      } catch (error) {
        if (!(error instanceof UnknownInstrumentError)) throw error;
        unknown.push(symbol);
      }
    }
    return { keys: [...keys], unknown };
  }

  private subscribe(symbols: readonly string[]): void {
    const { maxSymbols } = this.settings;
    // Checked before resolving: a 10,000-symbol frame costs no lookups.
    if (symbols.length > maxSymbols)
      return this.error('TOO_MANY_SYMBOLS', `At most ${maxSymbols} symbols per connection.`);
    const { keys, unknown } = this.resolveAll(symbols);
    const added = keys.filter((key) => !this.subscription.keys.has(key));
    if (this.subscription.keys.size + added.length > maxSymbols) {
      return this.error(
        'TOO_MANY_SYMBOLS',
        `At most ${maxSymbols} symbols per connection; ${this.subscription.keys.size} already watched.`,
      );
    }
    // The known symbols are served even when some are not: one typo does not blank a list.
    if (unknown.length > 0)
      this.error('UNKNOWN_INSTRUMENT', 'Unknown or ambiguous symbols.', unknown.slice(0, 50));
    if (keys.length === 0) return;
    this.subscription.add(added);
    this.sendFrame(this.settings.frames.build('snapshot', this.settings.hub.snapshot(keys)));
  }

  private unsubscribe(symbols: readonly string[]): void {
    const { keys, unknown } = this.resolveAll(symbols);
    this.subscription.remove(keys);
    if (unknown.length > 0)
      this.error('UNKNOWN_INSTRUMENT', 'Unknown or ambiguous symbols.', unknown.slice(0, 50));
  }

  private async auth(token: string, book: Book): Promise<void> {
    const session = await this.settings.authenticate(token, book);
    if (this.closed) return;
    if (session === null) return this.error('AUTH_FAILED', 'The session is invalid or expired.');
    if (session.customerId !== this.customerId) {
      this.offEvents?.();
      this.delivered.clear();
      this.customerId = session.customerId;
      this.offEvents = this.settings.events.subscribe(session.customerId, (event) =>
        this.onEvent(event),
      );
    }
    this.offEnded?.();
    this.session = { id: session.sessionId, token, book };
    this.offEnded = this.settings.events.onSessionsEnded(session.personId, (ended) => {
      if (this.session && ended.includes(this.session.id)) this.endSession();
    });
    // A logout between the check above and the listener would go unheard: check once more.
    if (!(await this.sessionStillLive())) return;
    this.send(frame({ type: 'authenticated' }));
  }

  /** Whether the session of the last `auth` is still live; ends the socket's session if not. */
  private async sessionStillLive(): Promise<boolean> {
    const session = this.session;
    const customerId = this.customerId;
    if (!session || customerId === undefined) return false;
    const live = await this.settings.authenticate(session.token, session.book);
    if (this.closed) return false;
    if (live?.sessionId === session.id && live.customerId === customerId) return true;
    this.endSession();
    return false;
  }

  /** Sends what the customer missed after `after`, then what arrived live meanwhile. */
  private async resume(after: number): Promise<void> {
    const customerId = this.customerId;
    if (customerId === undefined)
      return this.error('AUTH_REQUIRED', 'Send {op:"auth"} before resuming events.');
    // Stored events are replayed to a live session only: one revoked since its `auth` gets
    // nothing and its socket is closed.
    if (!(await this.sessionStillLive())) return;
    this.replayBuffer = [];
    try {
      let cursor = after;
      for (let sent = 0; sent < REPLAY_LIMIT; sent += REPLAY_PAGE) {
        const page = await this.settings.events.since(customerId, cursor, REPLAY_PAGE);
        if (this.closed) return;
        for (const event of page) this.deliver(event);
        const last = page.at(-1);
        if (!last || page.length < REPLAY_PAGE) break;
        cursor = last.seq;
      }
    } finally {
      const buffered = this.replayBuffer ?? [];
      this.replayBuffer = undefined;
      for (const event of buffered) this.deliver(event);
    }
  }

  private onEvent(event: CustomerEvent): void {
    if (this.replayBuffer) this.replayBuffer.push(event);
    else this.deliver(event);
  }

  private deliver(event: CustomerEvent): void {
    if (this.delivered.has(event.seq)) return;
    this.delivered.add(event.seq);
    if (this.delivered.size > DELIVERED_MEMORY) {
      const oldest = this.delivered.values().next();
      if (!oldest.done) this.delivered.delete(oldest.value);
    }
    this.send(
      frame({
        type: 'event',
        seq: event.seq,
        event: event.type,
        payload: event.payload,
        at: event.at,
      }),
    );
  }
}

const toText = (data: Buffer | ArrayBuffer | Buffer[]): string => {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
};
