import { rowsBefore } from '@brokerage/shared';
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { instruments } from '../../db/schema/index.ts';
import { escapeLike } from '../../db/like.ts';

export type InstrumentRow = typeof instruments.$inferSelect;

/** A page of the instruments `where` keeps, in the catalogue's order, and how many it keeps. */
const pageWhere = async (
  db: Executor,
  where: SQL | undefined,
  page: { page: number; pageSize: number },
) => {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(instruments)
      .where(where)
      .orderBy(asc(instruments.sort))
      .limit(page.pageSize)
      .offset(rowsBefore(page)),
    db.select({ n: count() }).from(instruments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const pageInstruments = async (
  db: Executor,
  filter: { market?: string | undefined; kind?: string | undefined },
  page: { page: number; pageSize: number },
) => {
  // Customers' lists show listed instruments only.
  const where = and(
    eq(instruments.enabled, true),
    filter.market ? eq(instruments.market, filter.market) : undefined,
    filter.kind ? eq(instruments.kind, filter.kind) : undefined,
  );
  return pageWhere(db, where, page);
};

/** Every instrument, listed or not, by market and symbol prefix or a word of the name. */
export const pageAllInstruments = async (
  db: Executor,
  filter: { market?: string | undefined; text?: string | undefined },
  page: { page: number; pageSize: number },
) => {
  const text = filter.text ? escapeLike(filter.text) : undefined;
  const where = and(
    filter.market ? eq(instruments.market, filter.market) : undefined,
    text
      ? or(ilike(instruments.symbol, `${text}%`), ilike(instruments.name, `%${text}%`))
      : undefined,
  );
  return pageWhere(db, where, page);
};

/** The instrument `market:symbol` under its row lock. */
export const lockInstrument = async (
  db: Executor,
  market: string,
  symbol: string,
): Promise<InstrumentRow | null> => {
  const [row] = await db
    .select()
    .from(instruments)
    .where(and(eq(instruments.market, market), eq(instruments.symbol, symbol.toUpperCase())))
    .for('update');
  return row ?? null;
};

export const updateInstrument = async (
  db: Executor,
  id: number,
  values: Partial<typeof instruments.$inferInsert>,
): Promise<InstrumentRow> => {
  const [row] = await db.update(instruments).set(values).where(eq(instruments.id, id)).returning();
  if (!row) throw new Error(`instrument ${id} vanished`);
  return row;
};

export const instrumentById = async (db: Executor, id: number): Promise<InstrumentRow | null> => {
  const [row] = await db.select().from(instruments).where(eq(instruments.id, id));
  return row ?? null;
};

export const findInstrumentRow = async (db: Executor, market: string, symbol: string) => {
  const [row] = await db
    .select()
    .from(instruments)
    .where(and(eq(instruments.market, market), eq(instruments.symbol, symbol.toUpperCase())));
  return row ?? null;
};

/** Symbol prefix or a word of the name, symbol matches first. */
export const searchInstruments = (db: Executor, text: string, limit: number) => {
  const escaped = escapeLike(text);
  return db
    .select()
    .from(instruments)
    .where(
      and(
        eq(instruments.enabled, true),
        or(ilike(instruments.symbol, `${escaped}%`), ilike(instruments.name, `%${escaped}%`)),
      ),
    )
    .orderBy(
      sql`CASE WHEN ${instruments.symbol} ILIKE ${`${escaped}%`} THEN 0 ELSE 1 END`,
      asc(instruments.sort),
    )
    .limit(limit);
};

/** A new catalogue row, sorted after every other instrument. */
export const insertInstrument = async (
  db: Executor,
  values: Omit<typeof instruments.$inferInsert, 'sort'>,
): Promise<InstrumentRow> => {
  const [row] = await db
    .insert(instruments)
    .values({
      ...values,
      sort: sql`(SELECT COALESCE(MAX(${instruments.sort}), 0) + 1 FROM ${instruments})`,
    })
    .returning();
  if (!row) throw new Error(`instrument ${values.market}:${values.symbol} not inserted`);
  return row;
};
