import type { PriceSplits } from '../simulator/price-splits.ts';
import { SimulatedProvider, type MarketDataProvider } from '../provider.ts';
import { filePriceScript } from '../simulator/price-script.ts';
import type { Instrument } from '../types.ts';
import { FinnhubProvider } from './finnhub-provider.ts';

export { backoffDelay, type BackoffOptions } from './backoff.ts';
export { FinnhubError, type FinnhubErrorCode } from './finnhub-errors.ts';
export { roundToTick } from './finnhub-frames.ts';
export {
  FinnhubProvider,
  FINNHUB_REST_URL,
  FINNHUB_WS_URL,
  type FinnhubProviderOptions,
  type FinnhubStatus,
} from './finnhub-provider.ts';
export { FINNHUB_SUFFIXES, toFinnhubSymbol } from './finnhub-symbols.ts';

export const MARKET_DATA_PROVIDER_KINDS = ['simulator', 'finnhub'] as const;
export type MarketDataProviderKind = (typeof MARKET_DATA_PROVIDER_KINDS)[number];

/**
 * What the configuration decides (proposed environment: MARKET_DATA_PROVIDER=simulator|finnhub,
 * FINNHUB_API_KEY, FINNHUB_WS_URL, FINNHUB_REST_URL). Switching feeds is a setting, not a change.
 */
export interface MarketDataProviderConfig {
  /** Default 'simulator'. */
  readonly kind?: MarketDataProviderKind;
  /** Required for 'finnhub'. */
  readonly apiKey?: string;
  /** Simulator only. */
  readonly seed: string | number;
  /** Simulator only: every market trades around the clock (demos). */
  readonly alwaysOpen?: boolean;
  /** Simulator only: how often each socket hears a round of ticks. */
  readonly intervalMs?: number;
  /** Simulator only: rounds per interval, each heard by its share of the sockets. */
  readonly phases?: number;
  /** Simulator only: a JSON file of prices pinned by hand (SIMULATOR_SCRIPT), read while running. */
  readonly scriptPath?: string;
  readonly clock?: () => Date;
  /** Finnhub only: override the endpoints (a local fake, a proxy). */
  readonly wsUrl?: string;
  readonly restUrl?: string;
  readonly instruments?: readonly Instrument[];
  readonly onError?: (error: unknown) => void;
  /** Simulator only: the splits its prices follow (the app's instance). */
  readonly splits?: PriceSplits;
}

export class MarketDataConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MarketDataConfigError';
  }
}

/** The provider the configuration names, not yet started. */
export const createMarketDataProvider = (config: MarketDataProviderConfig): MarketDataProvider => {
  const kind = config.kind ?? 'simulator';
  switch (kind) {
    case 'simulator':
      return new SimulatedProvider({
        seed: config.seed,
        alwaysOpen: config.alwaysOpen,
        intervalMs: config.intervalMs,
        phases: config.phases,
        clock: config.clock,
        instruments: config.instruments,
        onError: config.onError,
        splits: config.splits,
        script:
          config.scriptPath === undefined
            ? undefined
            : filePriceScript({
                path: config.scriptPath,
                checkEveryMs: config.intervalMs ?? 1000,
                onWarning: (message) =>
                  config.onError
                    ? config.onError(new Error(message))
                    : process.emitWarning(message),
              }),
      });
    case 'finnhub': {
      const apiKey = config.apiKey?.trim();
      if (!apiKey) {
        throw new MarketDataConfigError(
          'The finnhub market data provider needs an API key (FINNHUB_API_KEY)',
        );
      }
      return new FinnhubProvider({
        apiKey,
        wsUrl: config.wsUrl || undefined,
        restUrl: config.restUrl || undefined,
        clock: config.clock,
        instruments: config.instruments,
        onError: config.onError,
      });
    }
    default:
      throw new MarketDataConfigError(`Unknown market data provider: ${String(kind)}`);
  }
};
