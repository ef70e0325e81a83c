import { Decimal } from '@brokerage/shared';
import { localDate } from '@brokerage/shared/market-time';
import type { Executor } from '../../db/client.ts';
import {
  listInstrument,
  type CurrencyCode,
  type Instrument,
  type MarketCode,
} from '../../market/index.ts';
import type { OfferingRow } from './ipo-views.ts';
import { listedOfferings } from './ipo.repository.ts';

/**
 * Simulation parameters of a newly listed stock (not money): new listings move more than
 * established large caps.
 */
const NEW_LISTING_VOLATILITY = 0.45;
const NEW_LISTING_DRIFT = 0.05;

/** The feed's instrument of a listed offering: its path opens at the issue price on the listing day. */
export const feedInstrument = (offering: OfferingRow): Instrument => ({
  symbol: offering.symbol,
  name: offering.name,
  market: offering.market as MarketCode,
  currency: offering.currency as CurrencyCode,
  kind: 'stock',
  referencePrice: new Decimal(offering.issuePrice).toFixed(),
  tickSize: new Decimal(offering.tickSize).toFixed(),
  lotSize: offering.lotSize,
  volatility: NEW_LISTING_VOLATILITY,
  drift: NEW_LISTING_DRIFT,
  // The listing day is the market's own date of the listing instant, not its UTC date.
  anchorDate: localDate(offering.market as MarketCode, offering.listingAt),
});

/**
 * Opens every listed offering's instrument in this process's feed. Run by each pass of the
 * listing job, so a restart, or another server copy that did not list it, opens it too.
 */
export const openListedInFeed = async (db: Executor): Promise<void> => {
  for (const offering of await listedOfferings(db)) listInstrument(feedInstrument(offering));
};
