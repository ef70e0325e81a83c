import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  defaultPriceColours,
  formatCarriedPrice,
  formatMoney,
  formatQuantity,
  type DividendLine,
  type DividendTotals,
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
  /** A practice account's report: marked above its title on the first page. */
  practice?: boolean;
  /** The platform's date the report was made on. */
  generatedOn: string;
  totals: GainsTotals;
  sales: RealizedSale[];
  dividends: { items: DividendLine[]; totals: DividendTotals };
}

const A4: [number, number] = [595, 842];
const MARGIN = 40;
const WIDTH = A4[0] - 2 * MARGIN;
const GREY = rgb(0.35, 0.35, 0.35);
/** The practice marker's colour, the app's practice ribbon's: neither a gain's nor a loss's. */
const PRACTICE_AMBER = rgb(0.72, 0.42, 0);
const GREEN = rgb(0.0, 0.5, 0.25);
const RED = rgb(0.75, 0.1, 0.1);

interface Column<K extends string> {
  key: K;
  width: number;
  figure: boolean;
}

type SaleColumn =
  | 'soldOn'
  | 'acquiredOn'
  | 'instrument'
  | 'quantity'
  | 'days'
  | 'proceeds'
  | 'cost'
  | 'fees'
  | 'gain';
const SALE_COLUMNS: Column<SaleColumn>[] = [
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

type DividendColumn =
  | 'payDate'
  | 'instrument'
  | 'quantity'
  | 'perShare'
  | 'gross'
  | 'withholding'
  | 'net';
const DIVIDEND_COLUMNS: Column<DividendColumn>[] = [
  { key: 'payDate', width: 52, figure: false },
  { key: 'instrument', width: 150, figure: false },
  { key: 'quantity', width: 50, figure: true },
  { key: 'perShare', width: 58, figure: true },
  { key: 'gross', width: 70, figure: true },
  { key: 'withholding', width: 65, figure: true },
  { key: 'net', width: 70, figure: true },
];

/** An instrument as a row names it: 'Apple Inc. (US:AAPL)', or the key alone without a name. */
const instrumentOf = (line: { name: string; key: string }) =>
  line.name === line.key ? line.key : `${line.name} (${line.key})`;

/** A gain in green and a loss in red, or the other way round where the reader's language expects it. */
const signColourIn = (language: LanguageKey) => {
  const [rise, fall] = defaultPriceColours(language) === 'red-up' ? [RED, GREEN] : [GREEN, RED];
  return (value: string) => (value.startsWith('-') ? fall : /[1-9]/.test(value) ? rise : undefined);
};

/**
 * The realised gains report as a PDF in the reader's language: the year and currency, the
 * holder, the rule the figures follow, the totals, one row per sale, then the dividends with
 * their totals and one row per lot paid, over as many pages as it takes, each page numbered.
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
  /** Starts a new page when less than `height` is left above the bottom margin. */
  const advance = (height: number) => {
    y -= 24;
    if (y - height < MARGIN + 16) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN - 12;
    }
  };
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
  if (document.practice) {
    text(t('gainsReport.practice'), MARGIN, 10, bold, PRACTICE_AMBER);
    y -= 20;
  }
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

  const rule = () =>
    page.drawLine({
      start: { x: MARGIN, y: y - 3 },
      end: { x: MARGIN + WIDTH, y: y - 3 },
      thickness: 0.5,
      color: GREY,
    });
  const row = <K extends string>(
    columns: Column<K>[],
    values: Record<K, string>,
    font: PDFFont,
    signed?: K,
  ) => {
    let x = MARGIN;
    for (const column of columns) {
      const value = fitText(values[column.key], font, 7.5, column.width - 4);
      const left = column.figure ? x + column.width - 2 - font.widthOfTextAtSize(value, 7.5) : x;
      text(value, left, 7.5, font, column.key === signed ? signColour(value) : undefined);
      x += column.width;
    }
  };
  /** A table over as many pages as it takes, its column heads repeated on each page. */
  const table = <K extends string>(
    columns: Column<K>[],
    heads: string,
    rows: Record<K, string>[],
    empty: string,
    signed?: K,
  ) => {
    const header = () => {
      y -= 14;
      const titles = columns.map((column) => [column.key, t(`${heads}.${column.key}`)]);
      row(columns, Object.fromEntries(titles) as Record<K, string>, bold);
      rule();
    };
    header();
    if (rows.length === 0) {
      y -= 14;
      text(empty, MARGIN, 9, regular, GREY);
    }
    for (const values of rows) {
      if (y - 13 < MARGIN + 16) {
        page = pdf.addPage(A4);
        y = A4[1] - MARGIN;
        header();
      }
      y -= 13;
      row(columns, values, regular, signed);
    }
  };

  y -= 16;
  table(
    SALE_COLUMNS,
    'gainsReport.columns',
    document.sales.map((sale) => ({
      soldOn: sale.soldOn,
      acquiredOn: sale.acquiredOn,
      instrument: instrumentOf(sale),
      quantity: formatQuantity(sale.quantity, language),
      days: String(sale.holdingDays),
      proceeds: money(sale.proceeds),
      cost: money(sale.cost),
      fees: money(sale.fees),
      gain: money(sale.gain),
    })),
    t('gainsReport.none'),
    'gain',
  );

  // Dividends: their title and totals kept on one page, then their table.
  advance(110);
  text(t('gainsReport.dividends.title'), MARGIN, 12, bold);
  const { totals: paid } = document.dividends;
  for (const [label, value] of [
    [t('gainsReport.dividends.totals.gross'), money(paid.gross)],
    [t('gainsReport.dividends.totals.withholding'), money(paid.withholding)],
    [t('gainsReport.dividends.totals.net'), money(paid.net)],
  ] as const) {
    y -= 14;
    text(label, MARGIN, 10);
    text(value, MARGIN + 260 - regular.widthOfTextAtSize(value, 10), 10);
  }
  y -= 6;
  table(
    DIVIDEND_COLUMNS,
    'gainsReport.dividends.columns',
    document.dividends.items.map((line) => ({
      payDate: line.payDate,
      instrument: instrumentOf(line),
      quantity: formatQuantity(line.quantity, language),
      perShare: formatCarriedPrice(line.perShare, language),
      gross: money(line.gross),
      withholding: money(line.withholding),
      net: money(line.net),
    })),
    t('gainsReport.dividends.none'),
  );

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
