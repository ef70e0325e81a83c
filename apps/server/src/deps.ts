import type { Book } from '@brokerage/shared';
import type { PriceSplits } from './market/simulator/price-splits.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { CustomerEventBus } from './lib/events/customer-events.ts';
import type { FileStore } from './lib/files/file-store.ts';
import type { Notifier } from './lib/notify/notifier.ts';
import type { QuoteHub } from './market/hub/index.ts';
import type { MarketDataProvider } from './market/provider.ts';
import type { CorporateActionsFeed } from './modules/corporate/corporate-feed.ts';

/** What services need from the outside world; tests pass their own clock. */
export interface AppDeps {
  db: Database;
  config: AppConfig;
  notifier: Notifier;
  files: FileStore;
  events: CustomerEventBus;
  /** Live quotes: last quote per instrument, conflated fan-out. */
  quotes: QuoteHub;
  /** The price feed (simulator or real): candle history. */
  marketData: MarketDataProvider;
  /** The splits approved, as this copy last read them (the simulated feed follows them). */
  splits: PriceSplits;
  /** The vendor feed of corporate actions the job proposes from; null: none configured. */
  corporateFeed: CorporateActionsFeed | null;
  now: () => Date;
}

/** The customer a request acts for, resolved from its session token. */
export interface CustomerActor {
  /** Whose orders, lots and money the request acts on: the customer or their practice account. */
  customerId: number;
  /**
   * The person behind it, who holds the pay password and answers: the customer, or for a
   * practice account the customer whose it is.
   */
  personId: number;
  /**
   * The book `customerId` is in: a practice account's purchases do not take from what real
   * customers can buy (a block deal's shares, an IPO's lots).
   */
  book: Book;
  sessionId: number;
  /** Read with the session, so that placing an order needs no second lookup. */
  tradeUnlockedUntil: Date | null;
  /** Whether the customer gets the VIP fee discount, read with the session likewise. */
  vip: boolean;
}
