import type { PriceSplits } from '../simulator/price-splits.ts';
import type { AppConfig } from '../../config.ts';
import type { CustomerEventBus } from '../../lib/events/customer-events.ts';
import { sharedCalendar } from '@brokerage/shared/market-time';
import { CATALOGUE, instrumentKey } from '../catalogue/index.ts';
import type { MarketDataProvider } from '../provider.ts';
import { createMarketDataProvider } from '../providers/index.ts';
import { QuoteHub } from './quote-hub.ts';
import { startRedisRelay } from './redis-relay.ts';

export interface MarketRealtime {
  readonly quotes: QuoteHub;
  /** The feed itself, for what the hub does not keep (candle history). */
  readonly marketData: MarketDataProvider;
  /** The bus services publish on: relayed to the other copies when Redis is configured. */
  readonly events: CustomerEventBus;
  close(): Promise<void>;
}

export interface MarketRealtimeOptions {
  readonly config: AppConfig;
  readonly events: CustomerEventBus;
  readonly clock: () => Date;
  /** Default: the simulator, configured by SIMULATOR_* and MARKETS_ALWAYS_OPEN. */
  readonly provider?: MarketDataProvider;
  /** The splits approved (the app's instance): the simulator follows them from its first tick. */
  readonly splits?: PriceSplits;
  readonly onError: (error: unknown) => void;
}

/**
 * Wires the provider, the quote hub and (with REDIS_URL) the relay between server copies.
 * Without Redis the hub subscribes the provider to what its own clients watch; with Redis
 * the elected copy feeds everyone through the channel.
 */
export const startMarketRealtime = async (
  options: MarketRealtimeOptions,
): Promise<MarketRealtime> => {
  const { config, clock, onError } = options;
  const provider =
    options.provider ??
    createMarketDataProvider({
      kind: config.marketDataProvider,
      apiKey: config.finnhubApiKey,
      wsUrl: config.finnhubWsUrl,
      restUrl: config.finnhubRestUrl,
      seed: config.simulatorSeed,
      clock,
      alwaysOpen: config.marketsAlwaysOpen,
      intervalMs: config.simulatorTickMs,
      phases: config.simulatorPhases,
      scriptPath: config.simulatorScript,
      splits: options.splits,
      onError,
    });
  const calendar = sharedCalendar({ alwaysOpen: config.marketsAlwaysOpen });
  const quotes = new QuoteHub({
    provider,
    clock,
    isMarketOpen: (market, at) => calendar.isOpen(market, at),
    conflateMs: config.quoteConflateMs,
    staleMs: config.quoteStaleMs,
    upstream: config.redisUrl ? 'external' : 'provider',
    onError,
  });
  const relay = config.redisUrl
    ? await startRedisRelay({
        url: config.redisUrl,
        prefix: config.redisPrefix,
        hub: quotes,
        provider,
        keys: CATALOGUE.map(instrumentKey),
        events: options.events,
        onError,
      })
    : undefined;
  quotes.start();
  provider.start();
  return {
    quotes,
    marketData: provider,
    events: relay?.events ?? options.events,
    close: async () => {
      provider.stop();
      quotes.stop();
      await relay?.close();
    },
  };
};
