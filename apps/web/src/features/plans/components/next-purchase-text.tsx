import { useTranslation } from 'react-i18next';
import { formatDayWithWeekday } from '../../../lib/format/date-time';
import { useLanguageStore } from '../../../stores/language-store';

/**
 * "Next purchase Thu, Dec 31, 2026" on a quote's plan entry. A module of its own, fetched once
 * the customer's plans show one of this instrument: the calendar library it formats with
 * (luxon, ~20 KB gzipped) is no part of a quote's first load.
 */
export const NextPurchaseText = ({ date }: { date: string }) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  return <>{t('plans.nextPurchase', { date: formatDayWithWeekday(date, language) })}</>;
};
