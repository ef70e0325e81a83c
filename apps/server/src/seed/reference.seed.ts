import type { Database } from '../db/client.ts';
import { currencies, fxRates, languages, markets, settings } from '../db/schema/index.ts';
import { DEFAULT_FUNDING_SETTINGS } from '../modules/deposits/funding-settings.ts';
import { DEFAULT_TRADING_SETTINGS } from '../modules/trading/trading-settings.ts';
import { DEFAULT_UPLOAD_SETTINGS } from '../modules/uploads/upload-quota.ts';
import { DEFAULT_LOAN_SETTINGS } from '../modules/loans/loan-settings.ts';
import { DEFAULT_APPROVAL_SETTINGS } from '../modules/four-eyes/four-eyes-rules.ts';
import { SEED_RATES_TO_USD } from '../modules/fx/fx.service.ts';
import { DEFAULT_FX_SPREAD, FX_SPREAD_SETTING } from '../modules/transfer/fx-spread.ts';
import { seedInstruments } from './instruments.seed.ts';
import { seedNews } from './news.seed.ts';
import {
  CURRENCIES,
  DEFAULT_SETTINGS,
  LANGUAGES,
  MARKETS,
} from '../modules/reference/reference-data.ts';

/**
 * Reference data is always present. Inserting with ON CONFLICT DO NOTHING makes this
 * idempotent and keeps whatever operators changed since (enabled languages, settings).
 */
export const seedReferenceData = async (db: Database): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx
      .insert(currencies)
      .values(CURRENCIES.map((c, sort) => ({ ...c, sort })))
      .onConflictDoNothing();
    await tx
      .insert(markets)
      .values(MARKETS.map((m, sort) => ({ ...m, sort })))
      .onConflictDoNothing();
    await tx
      .insert(languages)
      .values(LANGUAGES.map((l, sort) => ({ ...l, sort })))
      .onConflictDoNothing();
    await tx
      .insert(settings)
      .values(
        Object.entries({
          ...DEFAULT_SETTINGS,
          ...DEFAULT_FUNDING_SETTINGS,
          ...DEFAULT_TRADING_SETTINGS,
          ...DEFAULT_UPLOAD_SETTINGS,
          ...DEFAULT_LOAN_SETTINGS,
          ...DEFAULT_APPROVAL_SETTINGS,
          // Stored like the others, so the console shows the spread that applies.
          [FX_SPREAD_SETTING]: DEFAULT_FX_SPREAD,
        }).map(([key, value]) => ({ key, value })),
      )
      .onConflictDoNothing();
    await tx
      .insert(fxRates)
      .values(
        Object.entries(SEED_RATES_TO_USD).map(([base, rate]) => ({ base, quote: 'USD', rate })),
      )
      .onConflictDoNothing();
    await seedInstruments(tx);
    await seedNews(tx);
  });
};
