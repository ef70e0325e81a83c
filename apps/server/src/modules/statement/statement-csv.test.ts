import type { StatementLine } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import { csvField, statementCsv } from './statement-csv.ts';

const line = (overrides: Partial<StatementLine> = {}): StatementLine => ({
  entryId: 7,
  time: '2026-03-02T10:00:00.000Z',
  type: 'deposit',
  description: 'Deposit D-1',
  memo: { key: 'deposit', values: { reference: 'D-1' } },
  reference: 'D-1',
  currency: 'USD',
  cash: '100.00000000',
  held: '0.00000000',
  balanceAfter: '100.00000000',
  heldAfter: '0.00000000',
  by: 'system',
  reason: null,
  ...overrides,
});

describe('statement CSV', () => {
  it('quotes fields holding commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r\nlf')).toBe('"cr\r\nlf"');
  });

  it('defuses text cells that a spreadsheet would run as a formula', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it('keeps the sign of amounts, which are our own decimal strings', () => {
    expect(csvField('-300.00000000', false)).toBe('-300.00000000');
  });

  it('writes a UTF-8 BOM, a header and CRLF-terminated rows', () => {
    const csv = statementCsv([line({ description: 'Einzahlung, "Bank"', cash: '-1.50000000' })]);
    expect(csv.startsWith('\uFEFFEntry,Time (UTC),Type,Description,')).toBe(true);
    const rows = csv.slice(1).split('\r\n');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toBe('');
    expect(rows[1]).toBe(
      '7,2026-03-02T10:00:00.000Z,deposit,"Einzahlung, ""Bank""",D-1,USD,-1.50000000,0.00000000,100.00000000,0.00000000,system,',
    );
  });
});
