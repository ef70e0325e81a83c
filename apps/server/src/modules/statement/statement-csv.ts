import type { StatementLine } from '@brokerage/shared';

/** A column of an export: its title, its cell, and whether the cell is text (or a figure). */
export interface CsvColumn<T> {
  title: string;
  cell: (row: T) => string;
  text: boolean;
}

/** Column names stay English and stable, so spreadsheets and scripts can rely on them. */
const COLUMNS: CsvColumn<StatementLine>[] = [
  { title: 'Entry', cell: (l) => String(l.entryId), text: false },
  { title: 'Time (UTC)', cell: (l) => l.time, text: false },
  { title: 'Type', cell: (l) => l.type, text: true },
  { title: 'Description', cell: (l) => l.description, text: true },
  { title: 'Reference', cell: (l) => l.reference ?? '', text: true },
  { title: 'Currency', cell: (l) => l.currency, text: true },
  { title: 'Available change', cell: (l) => l.cash, text: false },
  { title: 'Held change', cell: (l) => l.held, text: false },
  { title: 'Available after', cell: (l) => l.balanceAfter, text: false },
  { title: 'Held after', cell: (l) => l.heldAfter, text: false },
  { title: 'By', cell: (l) => l.by, text: true },
  { title: 'Reason', cell: (l) => l.reason ?? '', text: true },
];

/** Spreadsheets run a cell that starts like a formula; OWASP's guard is a leading quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes
 * doubled. Text fields that could start a formula get a leading `'`; amounts are our own
 * decimal strings and keep their minus sign.
 */
export const csvField = (value: string, text = true): string => {
  const safe = text && FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** Byte order mark: Excel then reads the file as UTF-8 (descriptions may hold any script). */
const BOM = '\uFEFF';

/** A CSV document: a header row of titles, one row per item, CRLF line ends, after a BOM. */
export const csvDocument = <T>(columns: CsvColumn<T>[], items: T[]): string => {
  const rows = [
    columns.map((c) => csvField(c.title)),
    ...items.map((item) => columns.map((c) => csvField(c.cell(item), c.text))),
  ];
  return BOM + rows.map((row) => `${row.join(',')}\r\n`).join('');
};

export const statementCsv = (lines: StatementLine[]): string => csvDocument(COLUMNS, lines);
