import { boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const markets = pgTable('markets', {
  id: serial('id').primaryKey(),
  /** The seed's showName: US, ES, FR, SZ, CN, HK, MY, TW, SG, DE. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  timezone: text('timezone').notNull(),
  sort: integer('sort').notNull(),
});

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  decimals: integer('decimals').notNull(),
  sort: integer('sort').notNull(),
});

export const languages = pgTable('languages', {
  key: text('key').primaryKey(),
  label: text('label').notNull(),
  enabled: boolean('enabled').notNull(),
  sort: integer('sort').notNull(),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
