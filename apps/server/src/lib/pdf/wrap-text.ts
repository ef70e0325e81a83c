import type { PDFFont } from 'pdf-lib';

/**
 * Breaks `text` into lines no wider than `width` at `size`: between words where there are
 * spaces, and between characters inside a word too wide for a line (Chinese and Japanese
 * sentences have no spaces, so they break anywhere).
 */
export const wrapText = (text: string, font: PDFFont, size: number, width: number): string[] => {
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (fits(next)) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const char of word) {
      if (line && !fits(line + char)) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line) lines.push(line);
  return lines;
};

/** `text` cut with an ellipsis to fit `width` at `size` (a name in a table cell). */
export const fitText = (text: string, font: PDFFont, size: number, width: number): string => {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
};
