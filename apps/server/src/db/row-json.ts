import { getTableColumns, type InferInsertModel, type InferSelectModel, type Table } from 'drizzle-orm';

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
 * A row a database function answered as JSON, with its numbers as text (`row_json_exact`
 * in the migrations), in the shape drizzle's own selects give.
 */
export const rowFromJson = <T extends Table>(
  table: T,
  json: Record<string, unknown>,
): InferSelectModel<T> => {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
};
