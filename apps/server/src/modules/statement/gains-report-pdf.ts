import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  defaultPriceColours,
  formatMoney,
  formatQuantity,
  type GainsTotals,
  type LanguageKey,
  type RealizedSale,
} from '@brokerage/shared';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { fontkit } from '../../lib/pdf/fontkit.ts';
import { fitText, wrapText } from '../../lib/pdf/wrap-text.ts';
import { translator } from '../../lib/i18n.ts';

const require = createRequire(import.meta.url);

/**
 * Noto Sans SC covers Latin, Chinese and Japanese kana and kanji, so one font writes the
 * report in each of the seven languages; only the glyphs used are embedded (subset).
 */
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

let fontBytes: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
/** Read once per process: the files are 10 MB each. */
const loadFonts = () =>
  (fontBytes ??= Promise.all([
    readFile(require.resolve(FONT_FILES.regular)),
    readFile(require.resolve(FONT_FILES.bold)),
  ]).then(([regular, bold]) => ({ regular, bold })));

export interface GainsDocument {
  year: number | null;
  currency: string | null;
  holder: { uid: string; name: string };
  /** The platform's date the report was made on. */
  generatedOn: string;
  totals: GainsTotals;
  sales: RealizedSale[];
}

const A4: [number, number] = [595, 842];
const MARGIN = 40;
const WIDTH = A4[0] - 2 * MARGIN;
const GREY = rgb(0.35, 0.35, 0.35);
const GREEN = rgb(0.0, 0.5, 0.25);
const RED = rgb(0.75, 0.1, 0.1);

type Column = {
  key:
    | 'soldOn'
    | 'instrument'
    | 'quantity'
    | 'acquiredOn'
    | 'days'
    | 'proceeds'
    | 'cost'
    | 'fees'
    | 'gain';
  width: number;
  figure: boolean;
};
const COLUMNS: Column[] = [
  { key: 'soldOn', width: 52, figure: false },
  { key: 'acquiredOn', width: 52, figure: false },
  { key: 'instrument', width: 112, figure: false },
  { key: 'quantity', width: 42, figure: true },
  { key: 'days', width: 36, figure: true },
  { key: 'proceeds', width: 58, figure: true },
  { key: 'cost', width: 58, figure: true },
  { key: 'fees', width: 45, figure: true },
  { key: 'gain', width: 60, figure: true },
];

/** A gain in green and a loss in red, or the other way round where the reader's language expects it. */
const signColourIn = (language: LanguageKey) => {
  const [rise, fall] = defaultPriceColours(language) === 'red-up' ? [RED, GREEN] : [GREEN, RED];
  return (value: string) => (value.startsWith('-') ? fall : /[1-9]/.test(value) ? rise : undefined);
};

/**
 * The realised gains report as a PDF in the reader's language: the year and currency, the
 * holder, the rule the figures follow, the totals, and one row per sale over as many pages as
 * it takes, the column heads repeated on each page and each page numbered.
 */
export const renderGainsReport = async (
  document: GainsDocument,
  language: LanguageKey,
): Promise<Uint8Array> => {
  const t = translator(language);
  const signColour = signColourIn(language);
  const money = (value: string) => formatMoney(value, document.currency ?? 'USD', language);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const bytes = await loadFonts();
  const regular = await pdf.embedFont(bytes.regular, { subset: true });
  const bold = await pdf.embedFont(bytes.bold, { subset: true });
  const title = t('gainsReport.title');
  const period = t('gainsReport.period', {
    year: document.year ?? '-',
    currency: document.currency ?? '-',
  });
  pdf.setTitle(`${title} · ${period}`);
  pdf.setLanguage(language === 'jp' ? 'ja' : language);

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const text = (
    value: string,
    x: number,
    size: number,
    font: PDFFont = regular,
    color = rgb(0, 0, 0),
  ) => page.drawText(value, { x, y, size, font, color });
  const paragraph = (value: string, size: number) => {
    for (const line of wrapText(value, regular, size, WIDTH)) {
      y -= size + 4;
      text(line, MARGIN, size, regular, GREY);
    }
  };

  y -= 18;
  text(title, MARGIN, 18, bold);
  y -= 20;
  text(period, MARGIN, 12, bold);
  y -= 18;
  text(`${t('gainsReport.holder')}: ${document.holder.name} (${document.holder.uid})`, MARGIN, 9);
  y -= 13;
  text(t('gainsReport.generated', { date: document.generatedOn }), MARGIN, 9, regular, GREY);
  y -= 6;
  paragraph(t('gainsReport.rule'), 8);
  paragraph(t('gainsReport.rounding'), 8);

  y -= 10;
  const totals = document.totals;
  const totalRows: [string, string, boolean][] = [
    [t('gainsReport.totals.sales'), String(totals.sales), false],
    [t('gainsReport.totals.proceeds'), money(totals.proceeds), false],
    [t('gainsReport.totals.cost'), money(totals.cost), false],
    [t('gainsReport.totals.fees'), money(totals.fees), false],
    [t('gainsReport.totals.gains'), money(totals.gains), true],
    [t('gainsReport.totals.losses'), money(totals.losses), true],
    [t('gainsReport.totals.net'), money(totals.net), true],
  ];
  for (const [label, value, signed] of totalRows) {
    y -= 14;
    const font = label === totalRows.at(-1)?.[0] ? bold : regular;
    text(label, MARGIN, 10, font);
    const colour = signed ? signColour(value) : undefined;
    text(value, MARGIN + 260 - font.widthOfTextAtSize(value, 10), 10, font, colour);
  }

  const cells = (sale: RealizedSale): Record<Column['key'], string> => ({
    soldOn: sale.soldOn,
    instrument: sale.name === sale.key ? sale.key : `${sale.name} (${sale.key})`,
    quantity: formatQuantity(sale.quantity, language),
    acquiredOn: sale.acquiredOn,
    days: String(sale.holdingDays),
    proceeds: money(sale.proceeds),
    cost: money(sale.cost),
    fees: money(sale.fees),
    gain: money(sale.gain),
  });
  const row = (
    values: Record<Column['key'], string>,
    size: number,
    font: PDFFont,
    signed: boolean,
  ) => {
    let x = MARGIN;
    for (const column of COLUMNS) {
      const value = fitText(values[column.key], font, size, column.width - 4);
      const left = column.figure ? x + column.width - 2 - font.widthOfTextAtSize(value, size) : x;
      const colour = signed && column.key === 'gain' ? signColour(values.gain) : undefined;
      text(value, left, size, font, colour);
      x += column.width;
    }
  };
  const heads = Object.fromEntries(
    COLUMNS.map((column) => [column.key, t(`gainsReport.columns.${column.key}`)]),
  ) as Record<Column['key'], string>;
  const rule = () =>
    page.drawLine({
      start: { x: MARGIN, y: y - 3 },
      end: { x: MARGIN + WIDTH, y: y - 3 },
      thickness: 0.5,
      color: GREY,
    });
  const header = () => {
    y -= 14;
    row(heads, 7.5, bold, false);
    rule();
  };

  y -= 16;
  header();
  if (document.sales.length === 0) {
    y -= 14;
    text(t('gainsReport.none'), MARGIN, 9, regular, GREY);
  }
  for (const sale of document.sales) {
    if (y - 13 < MARGIN + 16) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
      header();
    }
    y -= 13;
    row(cells(sale), 7.5, regular, true);
  }

  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    const footer = t('gainsReport.page', { page: index + 1, pages: pages.length });
    each.drawText(footer, {
      x: MARGIN + WIDTH - regular.widthOfTextAtSize(footer, 8),
      y: MARGIN - 16,
      size: 8,
      font: regular,
      color: GREY,
    });
  });
  return pdf.save();
};
