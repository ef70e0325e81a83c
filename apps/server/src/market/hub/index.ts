export type { LiveQuote } from './live-quote.ts';
export { QuoteHub, type QuoteHubOptions, type QuoteSubscription } from './quote-hub.ts';
export { startMarketRealtime, type MarketRealtime } from './market-realtime.ts';
export { startRedisRelay, type RedisRelay } from './redis-relay.ts';
