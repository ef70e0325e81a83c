import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('quotes what needs quoting and doubles quotes inside', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('keeps amounts exact and defuses a formula in free text', () => {
    expect(csvCell('-1234.50000000')).toBe('-1234.50000000');
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-x')).toBe("'-x");
  });

  it('writes a heading line and one line per row, CRLF between', () => {
    const rows = [
      { id: 1, name: 'Ada' },
      { id: 2, name: 'Bob, Jr.' },
    ];
    expect(
      toCsv(
        [
          { title: 'ID', value: (row: (typeof rows)[number]) => row.id },
          { title: 'Name', value: (row: (typeof rows)[number]) => row.name },
        ],
        rows,
      ),
    ).toBe('ID,Name\r\n1,Ada\r\n2,"Bob, Jr."');
  });
});
