import {
  dividendRequest,
  formatDigits,
  splitRequest,
  type CorporateFeedRecordView,
  type LanguageKey,
} from '@brokerage/shared';
import type { TFunction } from 'i18next';
import { perShareFigure, withholdingFigure } from '../../components/dividend-figures';
import { splitRatioText } from '../../components/split-figures';

type Terms = Record<string, unknown>;

/** The fields the list shows in columns of their own, not among the terms. */
const OWN_COLUMNS = new Set(['kind', 'key', 'exDate', 'payDate']);

/** A value as the vendor wrote it: a number unquoted, a string quoted (`0.1` is no "0.1"). */
const raw = (terms: Terms) =>
  Object.entries(terms)
    .filter(([name]) => !OWN_COLUMNS.has(name))
    .map(([name, value]) => `${name}: ${JSON.stringify(value)}`)
    .join(' · ');

/**
 * A published record's terms on one line, as an entered action's read (`3 for 1`,
 * `0.2475 USD per share · 30 % tax`) when they are valid terms; otherwise field by field as the
 * vendor wrote them, so that the operator sees what was refused.
 */
export const feedTerms = (terms: Terms, t: TFunction, language: LanguageKey): string => {
  if (terms.kind === 'split') {
    const split = splitRequest.safeParse({
      key: terms.key,
      to: terms.splitTo,
      from: terms.splitFrom,
      exDate: terms.exDate,
    });
    if (split.success) return splitRatioText(split.data, t, language);
  }
  if (terms.kind === 'cash_dividend') {
    const dividend = dividendRequest.safeParse(terms);
    const currency = typeof terms.currency === 'string' ? terms.currency : null;
    if (dividend.success) {
      const { amountPerShare, withholdingRate } = dividend.data;
      return t('corporate.dividendTerms', {
        perShare: currency
          ? `${perShareFigure(amountPerShare, currency, language)} ${currency}`
          : formatDigits(amountPerShare, language),
        rate: t('corporate.percent', { value: withholdingFigure(withholdingRate, language) }),
      });
    }
  }
  return raw(terms) || '—';
};

/** A field of the terms as text, when the vendor wrote one (an instrument, a date). */
export const termText = (terms: Terms, name: string): string | null => {
  const value = terms[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
};

/**
 * Why a record was rejected, in the reader's language: the error's message, and for terms that
 * are not valid, which field and why (`amountPerShare is not valid.`).
 */
export const feedReason = (
  record: Pick<CorporateFeedRecordView, 'errorCode' | 'errorDetail' | 'errorField'>,
  t: TFunction,
): string | null => {
  if (record.errorCode === null) return null;
  if (record.errorDetail !== null)
    return t(record.errorDetail, {
      field: record.errorField ?? '',
      defaultValue: record.errorCode,
    });
  return t(`errors.${record.errorCode}`, { defaultValue: record.errorCode });
};
