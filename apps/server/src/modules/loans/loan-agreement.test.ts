import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { smallPng } from '../../../test/support/images.ts';
import { pageText } from '../../../test/support/loans.ts';
import { agreementLines, renderAgreement } from './loan-agreement.ts';
import type { LoanRow } from './loan-view.ts';

const at = new Date('2026-03-02T15:00:00Z');
const loan: LoanRow = {
  id: 7,
  customerId: 1,
  currency: 'USD',
  amount: '2500.00000000',
  periodDays: 30,
  interestRate: '0.18250000',
  penaltyRate: '0.36500000',
  dayCount: 'actual/365',
  // As the database hands them back: the levels the borrower signed, at numeric(12,8).
  maintenanceLevel: '1.30000000',
  liquidationLevel: '1.10000000',
  callDeadlineHours: 24,
  timeZone: 'America/New_York',
  imageFileId: '00000000-0000-4000-8000-000000000001',
  signatureFileId: '00000000-0000-4000-8000-000000000002',
  agreedAt: at,
  status: 'disbursed',
  reason: null,
  reviewedBy: null,
  reviewedAt: at,
  disbursedAt: at,
  dueDate: '2026-04-01',
  principalDue: '2500.00000000',
  interestDue: '0',
  penaltyDue: '0',
  accruedThrough: '2026-03-02',
  dueRemindedAt: null,
  overdueNotifiedAt: null,
  repaidAt: null,
  version: 1,
  createdAt: at,
};
/** The vertical position of every line of text drawn (pdf-lib writes `1 0 0 1 x y Tm`). */
const textHeights = (pdf: Buffer): number[] => {
  const raw = pdf.toString('latin1');
  const heights: number[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    try {
      const content = inflateSync(pdf.subarray(start, raw.indexOf('endstream', start)));
      for (const tm of content.toString('latin1').matchAll(/1 0 0 1 [\d.]+ (-?[\d.]+) Tm/g))
        heights.push(Number(tm[1]));
    } catch {
      // An image or another binary stream.
    }
  }
  return heights;
};

const party = { uid: 'U100', name: 'Ada' };

describe('the loan agreement states the margin terms', () => {
  it('names both levels, the call deadline and the day count among its terms', () => {
    const lines = Object.fromEntries(agreementLines(loan, party));
    expect(lines).toMatchObject({
      'Day count': 'actual/365 (calendar days, year of 365)',
      'Maintenance level': '130 % of the debt',
      'Liquidation level': '110 % of the debt',
      'Margin call deadline': '24 hours',
    });
  });

  it('prints the levels and the liquidation rule, and keeps the signature, over as many pages as it needs', async () => {
    const pdf = Buffer.from(await renderAgreement(loan, party, await smallPng()));
    const text = pageText(pdf).replace(/\n/g, ' ');
    expect(text).toContain('130 % of the debt');
    expect(text).toContain('110 % of the debt');
    expect(text).toContain('largest haircut-adjusted value first');
    expect(text).toContain("Borrower's signature");
    // With the margin clauses the text runs onto a second page rather than below the first.
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(2);
    const heights = textHeights(pdf);
    expect(heights.length).toBeGreaterThan(30);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(56);
  });
});
