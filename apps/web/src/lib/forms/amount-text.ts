/**
 * Seed section 5: a number input rejects invalid numeric text and trims a trailing decimal
 * point. Keeps digits and one point, at most `decimals` decimals; the value stays a string.
 */
export const cleanAmount = (text: string, decimals = 8): string => {
  const kept = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = kept.split('.');
  const wholeDigits = whole.replace(/^0+(?=\d)/, '').slice(0, 20);
  if (rest.length === 0) return wholeDigits;
  return `${wholeDigits || '0'}.${rest.join('').slice(0, decimals)}`;
};

export const trimTrailingPoint = (text: string): string => text.replace(/\.$/, '');
