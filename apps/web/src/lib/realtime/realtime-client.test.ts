import { describe, expect, it, vi } from 'vitest';
import { CUSTOMER_EVENT_TYPES } from '@brokerage/shared';
import { allEventQueryKeys, queryKeysForEvent } from './customer-events';
import { RealtimeClient, type SocketHandlers, type SocketLike } from './realtime-client';
import { websocketUrl } from './realtime';
import { testQuote as quote } from './test-quote';

class FakeSocket implements SocketLike {
  readyState = 0;
  readonly sent: Record<string, unknown>[] = [];
  closed = false;
  constructor(
    readonly url: string,
    private readonly on: SocketHandlers,
  ) {}
  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(): void {
    this.closed = true;
    this.readyState = 3;
  }
  open(): void {
    this.readyState = 1;
    this.on.open();
  }
  serverClose(code?: number): void {
    this.readyState = 3;
    this.on.close(code);
  }
  receiveRaw(data: unknown): void {
    this.on.message(data);
  }
  receive(frame: unknown): void {
    this.on.message(JSON.stringify(frame));
  }
}

const setup = () => {
  const sockets: FakeSocket[] = [];
  const onQuotes = vi.fn();
  const onEvent = vi.fn();
  const onResync = vi.fn();
  const onSessionEnded = vi.fn();
  const client = new RealtimeClient({
    url: () => 'ws://test/api/v1/ws',
    createSocket: (url, on) => {
      const socket = new FakeSocket(url, on);
      sockets.push(socket);
      return socket;
    },
    onQuotes,
    onEvent,
    onResync,
    onSessionEnded,
    random: () => 1,
  });
  const last = (): FakeSocket => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket');
    return socket;
  };
  return { client, sockets, last, onQuotes, onEvent, onResync, onSessionEnded };
};

describe('RealtimeClient', () => {
  it('logs out when the server ends the session (4001) and reconnects for quotes only', () => {
    vi.useFakeTimers();
    const { client, sockets, last, onSessionEnded } = setup();
    client.setToken('tok');
    client.subscribe(['US:AAPL']);
    last().open();
    last().serverClose(4001);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    expect(sockets).toHaveLength(2);
    last().open();
    expect(last().sent.some((frame) => frame.op === 'auth')).toBe(false);
    // An ordinary drop is not a logout.
    last().serverClose(1006);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('tells listeners when the socket opens and when it goes away', () => {
    vi.useFakeTimers();
    const { client, last } = setup();
    const states: boolean[] = [];
    const stop = client.onConnectionChange(() => states.push(client.connected));
    const release = client.subscribe(['US:AAPL']);
    expect(states).toEqual([]);
    last().open();
    last().serverClose(1006);
    vi.advanceTimersByTime(2_000);
    last().open();
    release();
    expect(states).toEqual([true, false, true, false]);
    stop();
    client.subscribe(['US:MSFT']);
    last().open();
    expect(states).toHaveLength(4);
    vi.useRealTimers();
  });

  it('opens no socket until something is watched or a customer is logged in', () => {
    vi.useFakeTimers();
    const { client, sockets } = setup();
    expect(sockets).toHaveLength(0);
    const release = client.subscribe(['US:AAPL']);
    expect(sockets).toHaveLength(1);
    release();
    expect(sockets[0]?.closed).toBe(true);
    vi.useRealTimers();
  });

  it('counts references: a symbol is dropped when its last watcher lets go', () => {
    vi.useFakeTimers();
    const { client, last } = setup();
    const a = client.subscribe(['US:AAPL', 'US:MSFT']);
    const b = client.subscribe(['US:AAPL']);
    last().open();
    expect(last().sent).toEqual([{ op: 'subscribe', symbols: ['US:AAPL', 'US:MSFT'] }]);
    a();
    vi.advanceTimersByTime(50);
    expect(last().sent.at(-1)).toEqual({ op: 'unsubscribe', symbols: ['US:MSFT'] });
    a(); // Releasing twice changes nothing.
    vi.advanceTimersByTime(50);
    expect(client.watched).toEqual(['US:AAPL']);
    b();
    expect(last().closed).toBe(true);
    vi.useRealTimers();
  });

  it('gathers changes made together into one frame', () => {
    vi.useFakeTimers();
    const { client, last } = setup();
    client.subscribe(['US:AAPL']);
    last().open();
    client.subscribe(['US:MSFT']);
    client.subscribe(['US:NVDA']);
    client.subscribe(['US:MSFT']);
    vi.advanceTimersByTime(50);
    expect(last().sent).toEqual([
      { op: 'subscribe', symbols: ['US:AAPL'] },
      { op: 'subscribe', symbols: ['US:MSFT', 'US:NVDA'] },
    ]);
    vi.useRealTimers();
  });

  it('keeps within the server cap of symbols per connection', () => {
    vi.useFakeTimers();
    const { client, last } = setup();
    client.subscribe(Array.from({ length: 250 }, (_, i) => `US:S${i}`));
    last().open();
    const first = last().sent[0] as { symbols: string[] };
    expect(first.symbols).toHaveLength(200);
    vi.useRealTimers();
  });

  it('hands snapshot and quote frames to onQuotes and ignores junk', () => {
    vi.useFakeTimers();
    const { client, last, onQuotes } = setup();
    client.subscribe(['US:AAPL']);
    last().open();
    last().receive({ type: 'snapshot', sentAt: 1, quotes: [quote('US:AAPL', '10')] });
    last().receive({ type: 'quotes', sentAt: 2, quotes: [quote('US:AAPL', '11')] });
    last().receiveRaw('not json');
    last().receive({ type: 'error', code: 'RATE_LIMITED', message: 'slow down' });
    expect(onQuotes).toHaveBeenCalledTimes(2);
    expect(onQuotes.mock.calls[1]?.[0]).toEqual([quote('US:AAPL', '11')]);
    vi.useRealTimers();
  });

  it('reconnects with growing backoff and subscribes again', () => {
    vi.useFakeTimers();
    const { client, sockets, last } = setup();
    client.subscribe(['US:AAPL']);
    last().open();
    last().serverClose();
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    // The second attempt fails before opening: the wait doubles.
    last().serverClose();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().open();
    expect(last().sent).toEqual([{ op: 'subscribe', symbols: ['US:AAPL'] }]);
    // A successful open resets the backoff.
    last().serverClose();
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(4);
    vi.useRealTimers();
  });

  it('authenticates, remembers the last event seq and resumes after a reconnect', () => {
    vi.useFakeTimers();
    const { client, last, onEvent, onResync } = setup();
    client.setToken('secret');
    last().open();
    expect(last().sent).toEqual([{ op: 'auth', token: 'secret', account: 'real' }]);
    last().receive({ type: 'event', seq: 7, event: 'inbox.message', payload: { id: 1 }, at: '' });
    last().receive({ type: 'event', seq: 5, event: 'kyc.result', payload: {}, at: '' });
    expect(onEvent).toHaveBeenCalledTimes(2);
    expect(client.lastEventSeq).toBe(7);
    last().serverClose();
    vi.advanceTimersByTime(500);
    last().open();
    expect(last().sent).toEqual([
      { op: 'auth', token: 'secret', account: 'real' },
      { op: 'resume', after: 7 },
    ]);
    expect(onResync).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('asks for a resync when it reconnects without an event to resume from', () => {
    vi.useFakeTimers();
    const { client, last, onResync } = setup();
    client.setToken('secret');
    last().open();
    last().serverClose();
    vi.advanceTimersByTime(500);
    last().open();
    expect(last().sent).toEqual([{ op: 'auth', token: 'secret', account: 'real' }]);
    expect(onResync).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('authenticates an open socket at login and replaces it at logout', () => {
    vi.useFakeTimers();
    const { client, sockets, last } = setup();
    client.subscribe(['US:AAPL']);
    last().open();
    client.setToken('secret');
    expect(last().sent.at(-1)).toEqual({ op: 'auth', token: 'secret', account: 'real' });
    client.setToken('');
    expect(sockets[0]?.closed).toBe(true);
    expect(sockets).toHaveLength(2);
    last().open();
    expect(last().sent).toEqual([{ op: 'subscribe', symbols: ['US:AAPL'] }]);
    vi.useRealTimers();
  });

  it("follows the practice account's events on a fresh socket when the account switches", () => {
    vi.useFakeTimers();
    const { client, sockets, last } = setup();
    client.setToken('secret');
    last().open();
    last().receive({ type: 'event', seq: 9, event: 'inbox.message', payload: { id: 1 }, at: '' });
    client.setAccount('practice');
    // The real account's numbering means nothing to the practice account's events.
    expect(sockets[0]?.closed).toBe(true);
    expect(client.lastEventSeq).toBe(0);
    last().open();
    expect(last().sent).toEqual([{ op: 'auth', token: 'secret', account: 'practice' }]);
    client.setAccount('practice');
    expect(sockets).toHaveLength(2);
    // A reset: the same account on a fresh socket.
    client.renew();
    expect(sockets).toHaveLength(3);
    last().open();
    expect(last().sent).toEqual([{ op: 'auth', token: 'secret', account: 'practice' }]);
    vi.useRealTimers();
  });

  it('pings and reconnects when the server stays silent', () => {
    vi.useFakeTimers();
    const { client, sockets, last } = setup();
    client.subscribe(['US:AAPL']);
    last().open();
    vi.advanceTimersByTime(25_000);
    expect(last().sent.at(-1)).toEqual({ op: 'ping' });
    vi.advanceTimersByTime(10_000);
    expect(sockets[0]?.closed).toBe(true);
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
    vi.useRealTimers();
  });

  it('stays connected when the server answers the ping', () => {
    vi.useFakeTimers();
    const { client, sockets, last } = setup();
    client.subscribe(['US:AAPL']);
    last().open();
    vi.advanceTimersByTime(25_000);
    last().receive({ type: 'pong' });
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.closed).toBe(false);
    vi.useRealTimers();
  });
});

describe('customer events', () => {
  it('name the queries they change', () => {
    // A recurring plan's refused run arrives as an inbox message: the plans show it.
    expect(queryKeysForEvent('inbox.message')).toEqual([['inbox'], ['plans']]);
    expect(queryKeysForEvent('deposit.audited')).toContainEqual(['member', 'profile']);
    expect(queryKeysForEvent('unknown')).toEqual([]);
    expect(queryKeysForEvent('order.updated')).toContainEqual(['trade']);
    // A block deal's buy is an order: its event refreshes the deals' available shares.
    expect(queryKeysForEvent('order.updated')).toContainEqual(['blocktrade']);
    // A recurring plan's purchase is an order: its run shows the order's status.
    expect(queryKeysForEvent('order.updated')).toContainEqual(['plans']);
    expect(queryKeysForEvent('price.alert')).toEqual([['inbox'], ['alerts']]);
    // An operator's answer refreshes the support conversation (issue 19).
    expect(queryKeysForEvent('support.message')).toEqual([['support']]);
    // A decided loan changes the loans, the positions whose lots an approval pledges, and the
    // money: balances, funds, transfer maximum, statement.
    expect(queryKeysForEvent('loan.reviewed')).toEqual([
      ['loans'],
      ['trade'],
      ['member', 'profile'],
      ['funds'],
      ['transfer'],
      ['statement'],
    ]);
    // A margin call shows its banner from the loans; a liquidation's sales move the money too.
    expect(queryKeysForEvent('loan.margin_call')).toContainEqual(['loans']);
    expect(queryKeysForEvent('loan.liquidation')).toEqual(
      expect.arrayContaining([['loans'], ['trade'], ['member', 'profile']]),
    );
    expect(queryKeysForEvent('toString')).toEqual([]);
    // inbox, deposit, withdraw, kyc, loans, member/profile, funds, transfer, statement, trade,
    // blocktrade, plans, alerts, support
    expect(allEventQueryKeys()).toHaveLength(14);
  });

  it('every event that moves money refreshes every reader of the balance', () => {
    const money = [
      'deposit.audited',
      'withdrawal.reviewed',
      'loan.reviewed',
      'order.updated',
      'loan.liquidation',
    ] as const;
    for (const type of money)
      for (const key of [['member', 'profile'], ['funds'], ['transfer'], ['statement']])
        expect(queryKeysForEvent(type), type).toContainEqual(key);
  });

  it('every kind the server sends refreshes something', () => {
    for (const type of CUSTOMER_EVENT_TYPES) expect(queryKeysForEvent(type), type).not.toEqual([]);
  });
});

describe('websocketUrl', () => {
  it('follows the page protocol and host', () => {
    expect(websocketUrl({ protocol: 'https:', host: 'a.example:8443' })).toBe(
      'wss://a.example:8443/api/v1/ws',
    );
    expect(websocketUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe(
      'ws://127.0.0.1:3000/api/v1/ws',
    );
  });
});
