import { languageTag } from '@brokerage/shared';
import { currentLanguage } from '../i18n/i18n';

/** A timestamp in the operator's language and time zone, to the minute. */
export const formatDateTime = (iso: string | null | undefined): string => {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(languageTag(currentLanguage()), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
};

export const DateTime = ({ value }: { value: string | null | undefined }) => (
  <span className="nowrap">{formatDateTime(value)}</span>
);
