import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerEvent, CustomerEventBus } from '../../lib/events/customer-events.ts';
import { FakeProvider, tickOf } from './fake-provider.ts';
import type { LiveQuote } from './live-quote.ts';
import { QuoteHub } from './quote-hub.ts';
import { startRedisRelay, type RedisRelay } from './redis-relay.ts';

const redisUrl = process.env.REDIS_URL;

/** The stored part of the bus is PostgreSQL's business; here only the live fan-out matters. */
const memoryBus = (): CustomerEventBus => {
  const emitter = new EventEmitter();
  const announce = (customerId: number, event: CustomerEvent) => {
    emitter.emit(String(customerId), event);
  };
  return {
    announce,
    subscribe: (customerId, listener) => {
      emitter.on(String(customerId), listener);
      return () => emitter.off(String(customerId), listener);
    },
    since: async () => [],
    endSessions: (customerId, sessionIds) => {
      emitter.emit(`ended:${customerId}`, sessionIds);
    },
    onSessionsEnded: (customerId, listener) => {
      emitter.on(`ended:${customerId}`, listener);
      return () => emitter.off(`ended:${customerId}`, listener);
    },
  };
};

const until = async (check: () => boolean, ms = 5_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe.skipIf(!redisUrl)('Redis relay between server copies (REDIS_URL)', () => {
  const prefix = `test-${randomBytes(4).toString('hex')}:`;
  const open: { relay: RedisRelay; hub: QuoteHub }[] = [];

  const copy = async () => {
    const provider = new FakeProvider();
    const hub = new QuoteHub({ provider, upstream: 'external', conflateMs: 0 });
    const relay = await startRedisRelay({
      url: redisUrl ?? '',
      hub,
      provider,
      keys: ['US:AAPL', 'US:MSFT'],
      events: memoryBus(),
      prefix,
      leaderTtlMs: 1_500,
    });
    open.push({ relay, hub });
    return { provider, hub, relay };
  };

  afterEach(async () => {
    for (const { relay, hub } of open.splice(0)) {
      hub.stop();
      await relay.close();
    }
  });

  it('a tick on the leading copy reaches a subscriber of the other copy', async () => {
    const a = await copy();
    const b = await copy();
    expect([a.relay.isLeader(), b.relay.isLeader()]).toEqual([true, false]);
    // Only the leader subscribes its provider, for the whole catalogue it was given.
    expect(Object.fromEntries(a.provider.subscriptions)).toEqual({ 'US:AAPL': 1, 'US:MSFT': 1 });
    expect(b.provider.subscriptions.size).toBe(0);

    const got: LiveQuote[] = [];
    b.hub.subscribe(['US:AAPL'], (quotes) => got.push(...quotes));
    a.provider.push(tickOf('US:AAPL', '123.45', new Date().toISOString()));
    await until(() => got.length > 0);
    expect(got[0]).toMatchObject({ key: 'US:AAPL', close: '123.45', source: 'simulated' });
  });

  it('another copy takes the lead when the leader leaves', async () => {
    const a = await copy();
    const b = await copy();
    await a.relay.close();
    open.splice(0, 1);
    await until(() => b.relay.isLeader());
    const got: LiveQuote[] = [];
    b.hub.subscribe(['US:MSFT'], (quotes) => got.push(...quotes));
    b.provider.push(tickOf('US:MSFT', '401.00', new Date().toISOString()));
    await until(() => got.length > 0);
    expect(got[0]?.close).toBe('401.00');
  });

  it('an event stored by a transaction and announced after it reaches that customer on the other copy', async () => {
    const a = await copy();
    const b = await copy();
    const onA: CustomerEvent[] = [];
    const onB: CustomerEvent[] = [];
    a.relay.events.subscribe(7, (event) => onA.push(event));
    b.relay.events.subscribe(7, (event) => onB.push(event));
    b.relay.events.subscribe(8, () => {
      throw new Error('customer 8 must not hear customer 7');
    });
    const stored: CustomerEvent = { seq: 41, type: 'order.updated', payload: { id: 3 }, at: '' };
    a.relay.events.announce(7, stored);
    await until(() => onB.length > 0);
    expect(onB).toEqual([stored]);
    // The announcing copy's own listeners hear it once, not again through Redis.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onA).toEqual([stored]);
  });

  it("the end of a session on one copy reaches that customer's sockets on the other", async () => {
    const a = await copy();
    const b = await copy();
    const onA: (readonly number[])[] = [];
    const onB: (readonly number[])[] = [];
    a.relay.events.onSessionsEnded(7, (ids) => onA.push(ids));
    b.relay.events.onSessionsEnded(7, (ids) => onB.push(ids));
    b.relay.events.onSessionsEnded(8, () => {
      throw new Error('customer 8 must not hear customer 7');
    });
    a.relay.events.endSessions(7, [11, 12]);
    await until(() => onB.length > 0);
    expect(onB).toEqual([[11, 12]]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onA).toEqual([[11, 12]]);
  });
});

if (!redisUrl) console.warn('Redis relay tests skipped: REDIS_URL is not set');
