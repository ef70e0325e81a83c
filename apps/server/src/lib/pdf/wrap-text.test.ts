import type { PDFFont } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fitText, wrapText } from './wrap-text.ts';

/** A font where every character is `size` wide: widths are easy to count. */
const font = { widthOfTextAtSize: (text: string, size: number) => [...text].length * size } as PDFFont;

describe('wrapText', () => {
  it('breaks between words', () => {
    expect(wrapText('one two three four', font, 1, 9)).toEqual(['one two', 'three', 'four']);
  });

  it('breaks a sentence without spaces between characters', () => {
    expect(wrapText('每笔卖出按平台的批次记账方式', font, 1, 5)).toEqual([
      '每笔卖出按',
      '平台的批次',
      '记账方式',
    ]);
  });

  it('breaks a word wider than the line and goes on after it', () => {
    expect(wrapText('ab abcdefgh cd', font, 1, 4)).toEqual(['ab', 'abcd', 'efgh', 'cd']);
  });
});

describe('fitText', () => {
  it('keeps what fits and cuts the rest with an ellipsis', () => {
    expect(fitText('Apple', font, 1, 5)).toBe('Apple');
    expect(fitText('Alphabet Inc.', font, 1, 5)).toBe('Alph…');
  });
});
