import {
  getTableColumns,
  type InferInsertModel,
  type InferSelectModel,
  type Table,
} from 'drizzle-orm';

/**
 * Values of a row keyed by column name, for a database function that takes a row as
 * JSON (`jsonb_populate_record`). Decimals are strings already, so nothing becomes a
 * float on the way; dates become ISO text.
 */
export const rowToJson = <T extends Table>(
  table: T,
  values: Partial<InferInsertModel<T>>,
): Record<string, unknown> => {
  const json: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = (values as Record<string, unknown>)[key];
    if (value !== undefined) json[column.name] = value;
  }
  return json;
};

/**
 * A row as the driver gave it or as a database function answered it in JSON (numbers as
 * text: `row_json_exact` in db/functions), keyed by column names, in the shape drizzle's
 * own selects give.
 */
export const rowFrom = <T extends Table>(
  table: T,
  raw: Record<string, unknown>,
): InferSelectModel<T> => {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
};
