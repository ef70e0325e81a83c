/** Why typed text is not an amount: a translation key and its values. */
export interface AmountProblem {
  key:
    | 'validation.amountNegative'
    | 'validation.amountNotNumber'
    | 'validation.amountSeparator'
    | 'validation.amountDecimals'
    | 'validation.wholeNumber'
    | 'validation.amountTooLong'
    | 'validation.wholeShares'
    | 'validation.amountAboveMaximum';
  values?: Record<string, number | string>;
}

export type AmountReading = { ok: true; value: string } | { ok: false; problem: AmountProblem };

const MAX_WHOLE_DIGITS = 20;

/**
 * Reads what was typed into an amount or quantity field (seed section 5: invalid numeric
 * text is rejected). Only what cannot change the meaning is normalised: surrounding spaces,
 * leading zeros, and the reader's decimal comma (de, fr, it, es), which becomes a point.
 * Anything else, a sign, a letter, a thousands separator or a decimal too many, is refused
 * with its reason and never repaired: `-100` is not 100, `1.5` shares are not 15.
 */
export const readAmountText = (
  text: string,
  decimals: number,
  decimalSeparator: '.' | ',' = '.',
): AmountReading => {
  const typed = text.trim();
  const refuse = (problem: AmountProblem): AmountReading => ({ ok: false, problem });
  if (typed.startsWith('-')) return refuse({ key: 'validation.amountNegative' });
  if (decimalSeparator === '.' && typed.includes(','))
    return refuse({ key: 'validation.amountSeparator' });
  const pointed = decimalSeparator === ',' ? typed.replace(/,/g, '.') : typed;
  const match = /^(\d*)(?:\.(\d*))?$/.exec(pointed);
  if (!match || (pointed.match(/\./g)?.length ?? 0) > 1)
    return refuse({ key: 'validation.amountNotNumber' });
  const [, whole = '', fraction] = match;
  if (fraction !== undefined && fraction.length > decimals)
    return refuse(
      decimals === 0
        ? { key: 'validation.wholeNumber' }
        : { key: 'validation.amountDecimals', values: { decimals } },
    );
  const wholeDigits = whole.replace(/^0+(?=\d)/, '');
  if (wholeDigits.length > MAX_WHOLE_DIGITS) return refuse({ key: 'validation.amountTooLong' });
  if (fraction === undefined) return { ok: true, value: wholeDigits };
  if (wholeDigits === '' && fraction === '') return { ok: true, value: '' };
  return { ok: true, value: `${wholeDigits || '0'}.${fraction}` };
};

/** Drops a decimal separator typed last, a point or the reader's comma ("10." or "10,"). */
export const trimTrailingPoint = (text: string): string => text.replace(/[.,]$/, '');

/**
 * An amount the form sets itself (a saved price, Max, a suggestion), written as the reader
 * would type it: "8.22" shows as "8,22" in German, so the field reads like the rest of the
 * screen and, sent back unchanged, is read as the same amount.
 */
export const writeAmountText = (amount: string, decimalSeparator: '.' | ','): string =>
  decimalSeparator === ',' ? amount.replace('.', ',') : amount;

const separators = new Map<string, '.' | ','>();

/** The decimal separator of a language, as `Intl` writes 1.5 in it (asked once per language). */
export const decimalSeparatorOf = (language: string): '.' | ',' => {
  let separator = separators.get(language);
  if (!separator) {
    separator =
      new Intl.NumberFormat(language === 'jp' ? 'ja' : language)
        .formatToParts(1.5)
        .find((part) => part.type === 'decimal')?.value === ','
        ? ','
        : '.';
    separators.set(language, separator);
  }
  return separator;
};
