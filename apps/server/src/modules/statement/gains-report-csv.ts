import type { DividendLine, RealizedSale } from '@brokerage/shared';
import { csvDocument, type CsvColumn } from './statement-csv.ts';

/** English, stable column names; figures exact, as stored (the report rounds only on screen). */
const COLUMNS: CsvColumn<RealizedSale>[] = [
  { title: 'Receipt', cell: (s) => String(s.fillId), text: false },
  { title: 'Lot', cell: (s) => String(s.positionId), text: false },
  { title: 'Instrument', cell: (s) => s.key, text: true },
  { title: 'Name', cell: (s) => s.name, text: true },
  { title: 'Quantity', cell: (s) => s.quantity, text: false },
  { title: 'Acquired on', cell: (s) => s.acquiredOn, text: false },
  { title: 'Sold on', cell: (s) => s.soldOn, text: false },
  { title: 'Holding days', cell: (s) => String(s.holdingDays), text: false },
  { title: 'Cost price', cell: (s) => s.costPrice, text: false },
  { title: 'Sale price', cell: (s) => s.salePrice, text: false },
  { title: 'Proceeds', cell: (s) => s.proceeds, text: false },
  { title: 'Cost', cell: (s) => s.cost, text: false },
  { title: 'Opening fee share', cell: (s) => s.openingFee, text: false },
  { title: 'Sale fee', cell: (s) => s.saleFee, text: false },
  { title: 'Fees', cell: (s) => s.fees, text: false },
  { title: 'Gain or loss', cell: (s) => s.gain, text: false },
];

const DIVIDEND_COLUMNS: CsvColumn<DividendLine>[] = [
  { title: 'Lot', cell: (d) => String(d.positionId), text: false },
  { title: 'Instrument', cell: (d) => d.key, text: true },
  { title: 'Name', cell: (d) => d.name, text: true },
  { title: 'Ex-date', cell: (d) => d.exDate, text: false },
  { title: 'Pay date', cell: (d) => d.payDate, text: false },
  { title: 'Shares', cell: (d) => d.quantity, text: false },
  { title: 'Per share', cell: (d) => d.perShare, text: false },
  { title: 'Gross dividend', cell: (d) => d.gross, text: false },
  { title: 'Withholding tax', cell: (d) => d.withholding, text: false },
  { title: 'Net dividend', cell: (d) => d.net, text: false },
];

/**
 * The sales table, then (when the year has any) an empty line and the dividends table with
 * its own header row.
 */
export const gainsReportCsv = (sales: RealizedSale[], dividends: DividendLine[]): string => {
  const salesPart = csvDocument(COLUMNS, sales);
  if (dividends.length === 0) return salesPart;
  // The second table follows the first one's BOM-led document, without a BOM of its own.
  return `${salesPart}\r\n${csvDocument(DIVIDEND_COLUMNS, dividends).replace(/^\uFEFF/, '')}`;
};
