import {
  dailyRate,
  Decimal,
  formatFigure,
  formatMoney,
  LOAN_DAY_COUNTS,
  percentShown,
  type MarginSetting,
} from '@brokerage/shared';
import { calendarDayIn } from '@brokerage/shared/market-time';
import { PDFDocument, StandardFonts, rgb, type PDFPage } from 'pdf-lib';
import sharp from 'sharp';
import { wrapText } from '../../lib/pdf/wrap-text.ts';
import type { LoanRow } from './loan-view.ts';
import { debtOf } from './loan-view.ts';
import { marginOfLoan } from './margin-settings.ts';

export interface AgreementParty {
  uid: string;
  name: string;
}

const percent = (rate: string | Decimal) => {
  const { percent: shown, exact } = percentShown(new Decimal(rate));
  return `${exact ? '' : 'about '}${shown} %`;
};
/** The daily rate and where it comes from: '0.05 % (18.25 % / 365)'. */
const daily = (annual: string, loan: LoanRow) =>
  `${percent(dailyRate(annual, loan.dayCount))} (${percent(annual)} / ${LOAN_DAY_COUNTS[loan.dayCount]})`;

/** An instant's day where the loan counts its days (its due date is one of those days too). */
const day = (at: Date | null, timeZone: string) => (at ? calendarDayIn(at, timeZone) : '-');

/** A level of the equity ratio as the agreement states it: '1.30' -> '130 % of the debt'. */
const level = (ratio: string) => `${new Decimal(ratio).times(100).toFixed()} % of the debt`;

/** The margin terms: the two levels of the equity ratio and the call's deadline. */
const marginLines = (margin: MarginSetting): [string, string][] => [
  ['Maintenance level', level(margin.maintenanceLevel)],
  ['Liquidation level', level(margin.liquidationLevel)],
  ['Margin call deadline', `${margin.callDeadlineHours} hours`],
];

/** The agreement's text: the terms, amounts and margin levels exactly as the loan stores them. */
export const agreementLines = (loan: LoanRow, party: AgreementParty): [string, string][] => [
  ['Agreement number', `LOAN-${loan.id}`],
  ['Borrower', `${party.name} (${party.uid})`],
  ['Currency', loan.currency],
  ['Amount', `${formatFigure(loan.amount, 'en', 0)} ${loan.currency}`],
  ['Period', `${loan.periodDays} days`],
  ['Interest rate', `${percent(loan.interestRate)} per year`],
  ['Day count', `${loan.dayCount} (calendar days, year of 365)`],
  ['Daily interest rate', daily(loan.interestRate, loan)],
  ['Penalty rate', `${percent(loan.penaltyRate)} per year, after the due date`],
  ['Daily penalty rate', daily(loan.penaltyRate, loan)],
  ['Days counted in', loan.timeZone],
  ['Applied on', day(loan.createdAt, loan.timeZone)],
  ['Agreement accepted', loan.agreedAt.toISOString()],
  ['Disbursed on', day(loan.disbursedAt, loan.timeZone)],
  ['Due date', loan.dueDate ?? 'set when the loan is disbursed'],
  ['Repayment amount today', `${formatMoney(debtOf(loan), loan.currency, 'en')} ${loan.currency}`],
  ...marginLines(marginOfLoan(loan)),
];

/** The published margin rule: the pledge, the equity ratio, and what happens below each level. */
const marginClauses = (loan: LoanRow, margin: MarginSetting) => [
  `The loan is secured by the borrower's holdings. On disbursement lots are pledged, largest haircut-adjusted value (value x loan-to-value ratio) first, until their haircut-adjusted value covers the amount lent; pledged shares cannot be sold or closed until released. A repayment releases pledged shares in proportion to the principal repaid, unless that would put the loan below the maintenance level.`,
  `The equity ratio is the pledged holdings at the last price, converted into ${loan.currency} at the FX rate less its spread, divided by the repayment amount; it is recomputed on every price change. Below the maintenance level of ${margin.maintenanceLevel} (${level(margin.maintenanceLevel)}) the borrower receives a margin call stating the amount to repay (or collateral to add) and a deadline ${margin.callDeadlineHours} hours later. Below the liquidation level of ${margin.liquidationLevel} (${level(margin.liquidationLevel)}), or at the deadline of an unmet call, the platform sells pledged shares, largest haircut-adjusted value first, at the price the market feed shows, each sale a normal trade with its fee and receipt, only as many as bring the ratio back to the maintenance level, and the proceeds repay the loan.`,
];

/** The stated rule, as the loan's arithmetic applies it (see loan-interest.ts in the shared package). */
const clauses = (loan: LoanRow, margin: MarginSetting) => [
  "The platform lends the amount above from its loan book into the borrower's cash account once an operator approves this application.",
  `Rates are annual, on the ${loan.dayCount} day-count basis: the daily rate is the annual rate / ${LOAN_DAY_COUNTS[loan.dayCount]}. Days are calendar days in the time zone ${loan.timeZone}.`,
  'Interest accrues for each day that has ended, from the day of disbursement: the principal outstanding x the daily interest rate, cut to 8 decimals. It is owed as it accrues.',
  `The loan is due at the end of the due date (${loan.timeZone}). No penalty accrues on the due date itself; for each day after it, a penalty of the principal x the daily penalty rate, cut to 8 decimals, accrues in addition to the interest.`,
  ...marginClauses(loan, margin),
  "The repayment amount is the principal plus interest to date plus any penalty, the interest and the penalty each cut to the currency's unit (cents). What accrued below that unit is waived when the loan is repaid in full. The borrower may repay early, in part or in full, from available cash; a repayment pays penalty first, then interest, then principal.",
];

/**
 * The loan agreement as a PDF: title, the terms and amounts, the clauses of the stated rule
 * with the margin levels, and the customer's hand-drawn signature embedded as an image, over as
 * many pages as it takes. Standard fonts only (no font files), so the text is English, the
 * language of the contract.
 */
export const renderAgreement = async (
  loan: LoanRow,
  party: AgreementParty,
  signature: Buffer,
): Promise<Uint8Array> => {
  const margin = marginOfLoan(loan);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Stock financing agreement LOAN-${loan.id}`);
  pdf.setSubject(`Loan of ${loan.amount.replace(/\.?0+$/, '')} ${loan.currency}`);
  pdf.setCreationDate(loan.agreedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const left = 56;
  const width = 595 - 2 * left;
  let page: PDFPage = pdf.addPage([595, 842]);
  let y = 780;
  /** Moves down by `height`, on a new page when it would cross the bottom margin. */
  const advance = (height: number) => {
    if (y - height < left) {
      page = pdf.addPage([595, 842]);
      y = 786;
    }
    y -= height;
  };
  page.drawText('Stock Financing Agreement', { x: left, y, size: 20, font: bold });
  y -= 36;
  for (const [label, value] of agreementLines(loan, party)) {
    page.drawText(label, { x: left, y, size: 11, font: bold });
    page.drawText(value, { x: left + 170, y, size: 11, font: regular });
    advance(18);
  }
  advance(12);
  for (const clause of clauses(loan, margin)) {
    for (const line of wrapText(clause, regular, 10, width)) {
      page.drawText(line, { x: left, y, size: 10, font: regular, color: rgb(0.2, 0.2, 0.2) });
      advance(14);
    }
    advance(6);
  }
  // Whatever image type was uploaded, PNG keeps the drawing's transparency.
  const image = await pdf.embedPng(await sharp(signature).png().toBuffer());
  const scaled = image.scaleToFit(240, 110);
  // The signature and its heading stay together on one page.
  advance(16 + scaled.height + 8 + 16);
  y += scaled.height + 8 + 16;
  page.drawText("Borrower's signature", { x: left, y, size: 11, font: bold });
  y -= scaled.height + 8;
  page.drawImage(image, { x: left, y, width: scaled.width, height: scaled.height });
  page.drawLine({
    start: { x: left, y: y - 4 },
    end: { x: left + 260, y: y - 4 },
    thickness: 0.5,
    color: rgb(0.4, 0.4, 0.4),
  });
  return pdf.save({ useObjectStreams: false });
};
