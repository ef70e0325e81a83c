import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { CustomerEventBus } from '../../lib/events/customer-events.ts';
import type { MarketDataProvider } from '../provider.ts';
import { relayCustomerEvents } from './event-relay.ts';
import { LeaderLock } from './leader-lock.ts';
import type { QuoteHub } from './quote-hub.ts';
import { TickRelay } from './tick-relay.ts';

export interface RedisRelayOptions {
  readonly url: string;
  /** A hub built with upstream 'external': the relay is what feeds it. */
  readonly hub: QuoteHub;
  readonly provider: MarketDataProvider;
  /** What the leading copy subscribes at the provider for everyone. */
  readonly keys: readonly string[];
  readonly events: CustomerEventBus;
  /** Channel and key prefix; tests use their own so that parallel runs do not meet. */
  readonly prefix?: string;
  readonly leaderTtlMs?: number;
  readonly onError?: (error: unknown) => void;
}

export interface RedisRelay {
  /** The bus to hand to services: publishes also reach the other copies' listeners. */
  readonly events: CustomerEventBus;
  readonly isLeader: () => boolean;
  close(): Promise<void>;
}

/**
 * Scale-out (ARCHITECTURE.md section 1): one copy, elected through a Redis lock, publishes the
 * provider's ticks; every copy's hub fans them out to its own sockets. Customer events cross
 * copies the same way. Two connections: a subscribed ioredis connection can do nothing else.
 */
export const startRedisRelay = async (options: RedisRelayOptions): Promise<RedisRelay> => {
  const prefix = options.prefix ?? 'brokerage:';
  const onError =
    options.onError ?? ((error) => process.emitWarning(`Redis relay: ${String(error)}`));
  const origin = randomUUID();
  const publisher = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const subscriber = new Redis(options.url, { lazyConnect: true });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);

  const tickChannel = `${prefix}quotes:ticks`;
  const eventChannel = `${prefix}customer-events`;
  const ticks = new TickRelay(
    options.hub,
    options.provider,
    publisher,
    tickChannel,
    origin,
    options.keys,
    onError,
  );
  const events = relayCustomerEvents(options.events, publisher, eventChannel, origin, onError);
  subscriber.on('message', (channel: string, raw: string) => {
    if (channel === tickChannel) ticks.receive(raw);
    else if (channel === eventChannel) events.receive(raw);
  });
  await subscriber.subscribe(tickChannel, eventChannel);

  const lock = new LeaderLock({
    redis: publisher,
    key: `${prefix}quotes:leader`,
    id: origin,
    ttlMs: options.leaderTtlMs ?? 10_000,
    onChange: (leader) => ticks.lead(leader),
    onError,
  });
  await lock.start();

  return {
    events: events.bus,
    isLeader: () => lock.isLeader,
    close: async () => {
      await lock.stop();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
};
