import type { Executor } from '../db/client.ts';
import { instruments } from '../db/schema/index.ts';
import { CATALOGUE } from '../market/index.ts';

/** The catalogue into the database, once; later runs keep what operators edited. */
export const seedInstruments = async (db: Executor): Promise<void> => {
  await db
    .insert(instruments)
    .values(
      CATALOGUE.map((instrument, sort) => ({
        market: instrument.market,
        symbol: instrument.symbol,
        name: instrument.name,
        currency: instrument.currency,
        kind: instrument.kind,
        referencePrice: instrument.referencePrice,
        tickSize: instrument.tickSize,
        lotSize: instrument.lotSize,
        sort,
      })),
    )
    .onConflictDoNothing();
};
