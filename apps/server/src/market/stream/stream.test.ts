import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitEvent } from '../../../test/support/customer-events.ts';
import { createTestApp, signUpCustomer, type TestApp } from '../../../test/test-app.ts';
import { ofType, TestClient, type Frame } from './test-client.ts';

interface QuoteView {
  key: string;
  close: string;
  source: string;
  time: string;
}

const quotesOf = (frame: Frame): QuoteView[] => frame.quotes as QuoteView[];

describe('/api/v1/ws', () => {
  let t: TestApp;
  let url: string;
  const clients: TestClient[] = [];
  const connect = async () => {
    const client = await TestClient.open(url);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await createTestApp({
      MARKETS_ALWAYS_OPEN: '1',
      SIMULATOR_TICK_MS: '20',
      QUOTE_CONFLATE_MS: '50',
      WS_MESSAGES_PER_SECOND: '20',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/ws`;
  });
  afterAll(() => {
    for (const client of clients) client.close();
  });

  it('subscribe answers a snapshot, then conflated ticks arrive, labelled with their source', async () => {
    const client = await connect();
    client.send({ op: 'subscribe', symbols: ['US:AAPL', 'MSFT'] });
    const snapshot = await client.next(ofType('snapshot'));
    expect(quotesOf(snapshot).map((q) => q.key)).toEqual(['US:AAPL', 'US:MSFT']);
    expect(quotesOf(snapshot)[0]).toMatchObject({ source: 'simulated', stale: false });
    expect(typeof snapshot.sentAt).toBe('number');

    const first = client.frames.length;
    const update = await client.next(ofType('quotes'), first);
    expect(quotesOf(update).every((q) => q.source === 'simulated')).toBe(true);
    // Ticks every 20 ms, conflation 50 ms: some frames, far fewer than ticks.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const frames = client.frames.slice(first).filter(ofType('quotes')).length;
    expect(frames).toBeGreaterThan(3);
    expect(frames).toBeLessThanOrEqual(12);
  });

  it('unsubscribe stops the ticks of those symbols', async () => {
    const client = await connect();
    client.send({ op: 'subscribe', symbols: ['US:AAPL', 'US:TSLA'] });
    await client.next(ofType('snapshot'));
    client.send({ op: 'unsubscribe', symbols: ['AAPL'] });
    client.send({ op: 'ping' });
    const pong = await client.next(ofType('pong'));
    const after = client.frames.indexOf(pong) + 1;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const keys = client.frames
      .slice(after)
      .filter(ofType('quotes'))
      .flatMap((f) => quotesOf(f).map((q) => q.key));
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys)).toEqual(new Set(['US:TSLA']));
  });

  it('answers bad frames with error frames and keeps the connection open', async () => {
    const client = await connect();
    const cases: [unknown, string][] = [
      ['not json', 'INVALID_JSON'],
      [{ op: 'dance' }, 'UNKNOWN_OP'],
      [{ symbols: ['AAPL'] }, 'UNKNOWN_OP'],
      [{ op: 'subscribe', symbols: 'AAPL' }, 'INVALID_MESSAGE'],
      [{ op: 'subscribe', symbols: ['US:NOPE'] }, 'UNKNOWN_INSTRUMENT'],
      [{ op: 'resume', after: 0 }, 'AUTH_REQUIRED'],
      [{ op: 'auth', token: 'x'.repeat(43) }, 'AUTH_FAILED'],
      [JSON.stringify({ op: 'ping', pad: 'x'.repeat(20_000) }), 'MESSAGE_TOO_LARGE'],
    ];
    for (const [message, code] of cases) {
      const from = client.frames.length;
      client.send(message);
      const error = await client.next(ofType('error'), from);
      expect(error.code).toBe(code);
    }
    client.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await client.next(ofType('error'), client.frames.length)).code).toBe('INVALID_MESSAGE');
    // A known symbol beside an unknown one is still served.
    const from = client.frames.length;
    client.send({ op: 'subscribe', symbols: ['US:NOPE', 'US:AAPL'] });
    const snapshot = await client.next(ofType('snapshot'), from);
    expect(quotesOf(snapshot).map((q) => q.key)).toEqual(['US:AAPL']);
    expect(client.closed).toBe(false);
  });

  it('caps the symbols of one connection with an error frame', async () => {
    const client = await connect();
    const symbols = Array.from({ length: 201 }, (_, i) => `US:S${i}`);
    client.send({ op: 'subscribe', symbols });
    expect((await client.next(ofType('error'))).code).toBe('TOO_MANY_SYMBOLS');
    const { CATALOGUE, instrumentKey } = await import('../catalogue/index.ts');
    const keys = CATALOGUE.map(instrumentKey);
    client.send({ op: 'subscribe', symbols: keys.slice(0, 150) });
    await client.next(ofType('snapshot'));
    const from = client.frames.length;
    client.send({ op: 'subscribe', symbols: keys.slice(150, 201) });
    const error = await client.next(ofType('error'), from);
    expect(error).toMatchObject({ code: 'TOO_MANY_SYMBOLS' });
    expect(client.closed).toBe(false);
  });

  it('rate-limits a flood of subscribe messages', async () => {
    const client = await connect();
    for (let i = 0; i < 100; i += 1) client.send({ op: 'subscribe', symbols: ['US:AAPL'] });
    const error = await client.next((f) => f.type === 'error' && f.code === 'RATE_LIMITED');
    expect(error.message).toMatch(/slow down/);
    // Bursts of 40 at 20/s: most of the hundred were refused, without one error frame each.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(client.frames.filter(ofType('snapshot')).length).toBeLessThan(50);
    expect(client.frames.filter(ofType('error')).length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    client.send({ op: 'ping' });
    await client.next(ofType('pong'));
  });

  it('after auth the customer’s own events arrive with their seq; resume replays the missed', async () => {
    const customer = await signUpCustomer(t);
    const other = await signUpCustomer(t);
    const client = await connect();
    client.send({ op: 'auth', token: customer.token });
    await client.next(ofType('authenticated'));

    const published = await emitEvent(t, customer.customerId, 'order.updated', {
      id: 42,
      status: 'filled',
    });
    await emitEvent(t, other.customerId, 'order.updated', { id: 43, status: 'filled' });
    const live = await client.next(ofType('event'));
    expect(live).toEqual({
      type: 'event',
      seq: published.seq,
      event: 'order.updated',
      payload: { id: 42, status: 'filled' },
      at: published.at,
    });

    // Offline: two more events; a new connection resumes after the last seq it saw.
    client.close();
    const missed = [
      await emitEvent(t, customer.customerId, 'deposit.audited', { id: 1, status: 1 }),
      await emitEvent(t, customer.customerId, 'inbox.message', { id: 2 }),
    ];
    const again = await connect();
    again.send({ op: 'auth', token: customer.token });
    again.send({ op: 'resume', after: published.seq });
    await again.next(ofType('authenticated'));
    await again.next((f) => f.type === 'event' && f.seq === missed[1]?.seq);
    const events = again.frames.filter(ofType('event'));
    expect(events.map((e) => [e.seq, e.event])).toEqual(missed.map((e) => [e.seq, e.type]));
  });

  it('closes a socket that stops reading, and the others keep receiving', async () => {
    const slowT = await createTestApp({
      MARKETS_ALWAYS_OPEN: '1',
      SIMULATOR_TICK_MS: '5',
      QUOTE_CONFLATE_MS: '0',
      WS_MAX_BUFFERED_BYTES: String(64 * 1024),
    });
    await slowT.app.listen({ port: 0, host: '127.0.0.1' });
    const slowUrl = `ws://127.0.0.1:${(slowT.app.server.address() as AddressInfo).port}/api/v1/ws`;
    const { CATALOGUE, instrumentKey } = await import('../catalogue/index.ts');
    const keys = CATALOGUE.map(instrumentKey).slice(0, 200);

    const slow = await TestClient.open(slowUrl);
    const normal = await TestClient.open(slowUrl);
    clients.push(slow, normal);
    normal.send({ op: 'subscribe', symbols: ['US:AAPL'] });
    slow.send({ op: 'subscribe', symbols: keys });
    await slow.next(ofType('snapshot'));
    expect(slowT.app.deps.quotes.watchedCount).toBe(200);
    slow.socket.pause();
    // A paused client cannot see its socket close; the server letting go of its symbols can.
    const deadline = Date.now() + 20_000;
    while (slowT.app.deps.quotes.watchedCount > 1) {
      if (Date.now() > deadline) throw new Error('the slow client was not dropped');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    slow.socket.resume();
    await slow.untilClosed();

    const from = normal.frames.length;
    await normal.next(ofType('quotes'), from);
    expect(normal.closed).toBe(false);
  }, 30_000);
});
