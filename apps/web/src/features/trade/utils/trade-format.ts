import { languageTag, type LanguageKey, type OrderView } from '@brokerage/shared';
import type { TFunction } from 'i18next';

/** A time to the millisecond (execution receipts). */
export const formatPreciseTime = (iso: string, language: LanguageKey): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(languageTag(language), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
    hour12: false,
  }).format(date);
};

/** What placing a close says: filled at once, or waiting (at its limit, or for the market). */
export const closeOutcomeText = (
  order: Pick<OrderView, 'status' | 'type'>,
  t: TFunction,
): string =>
  order.status === 'filled'
    ? t('trade.closedFilled')
    : order.type === 'limit'
      ? t('trade.closeLimitPlaced')
      : t('trade.closePlaced');
