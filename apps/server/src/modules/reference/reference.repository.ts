import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { currencies, languages, markets, settings } from '../../db/schema/index.ts';

export const listLanguages = (db: Executor) =>
  db
    .select({ key: languages.key, label: languages.label, enabled: languages.enabled })
    .from(languages)
    .orderBy(asc(languages.sort));

export const listMarkets = (db: Executor) =>
  db
    .select({
      id: markets.id,
      showName: markets.code,
      name: markets.name,
      currency: markets.currency,
      timezone: markets.timezone,
    })
    .from(markets)
    .orderBy(asc(markets.sort));

export const listCurrencies = (db: Executor) =>
  db
    .select({
      code: currencies.code,
      name: currencies.name,
      symbol: currencies.symbol,
      decimals: currencies.decimals,
    })
    .from(currencies)
    .orderBy(asc(currencies.sort));

/** The currency's decimals (its minor unit); null: the code is not in the table. */
export const currencyDecimals = async (db: Executor, code: string): Promise<number | null> => {
  const [row] = await db
    .select({ decimals: currencies.decimals })
    .from(currencies)
    .where(eq(currencies.code, code));
  return row?.decimals ?? null;
};

/**
 * A setting's JSON value. Read as text and parsed here: the jsonb column mapping would
 * parse a string a second time, turning "0.02" into a float and "true" into a boolean.
 */
export const getSetting = async (db: Executor, key: string): Promise<unknown> => {
  const [row] = await db
    .select({ value: sql<string>`${settings.value}::text` })
    .from(settings)
    .where(eq(settings.key, key));
  return row === undefined ? undefined : (JSON.parse(row.value) as unknown);
};
