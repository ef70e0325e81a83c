import { isDecimalText } from '@brokerage/shared';

/** One column of a CSV file: its heading and how a row gives its cell. */
export interface CsvColumn<T> {
  title: string;
  value: (row: T) => unknown;
}

/**
 * A cell as RFC 4180 writes it, and safe to open in a spreadsheet: a value beginning with
 * = + - @ (or a tab or carriage return) would be run as a formula there, so it is prefixed
 * with an apostrophe; a nickname or a reason is the customer's or operator's own text. A plain
 * number (an amount, an id) is left as it is.
 */
export const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const text =
    typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
  const number = isDecimalText(text);
  const safe = !number && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The rows as CSV with a heading line, CRLF line ends, values exact as the API gives them. */
export const toCsv = <T>(columns: CsvColumn<T>[], rows: T[]): string =>
  [
    columns.map((column) => csvCell(column.title)),
    ...rows.map((row) => columns.map((column) => csvCell(column.value(row)))),
  ]
    .map((cells) => cells.join(','))
    .join('\r\n');
