import type { RealizedSale } from '@brokerage/shared';
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

export const gainsReportCsv = (sales: RealizedSale[]): string => csvDocument(COLUMNS, sales);
