import { isLanguageKey, paramsForReader, type EntryMemo } from '@brokerage/shared';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CsvColumn } from './csv';

/**
 * A journal type (`withdrawal.reserve`) by its name in the reader's language; the type itself
 * stays in the tooltip, as the ledger's filter takes it. An unknown type shows as it is.
 */
export const EntryType = ({ type }: { type: string }) => {
  const { t } = useTranslation();
  return (
    <Tooltip title={type}>
      <Tag data-testid="entry-type">
        {t(`ledger.types.${type.replaceAll('.', '_')}`, { defaultValue: type })}
      </Tag>
    </Tooltip>
  );
};

/**
 * What an entry says, in the reader's language: its memo (a key and values) translated, with
 * amounts, quantities and days written as the reader writes them; the English description
 * the server wrote only for entries written before memos.
 */
export const EntryDescription = ({
  memo,
  description,
  currency,
}: {
  memo: EntryMemo | null;
  description: string;
  /** The entry's currency, for its amounts. */
  currency?: string | undefined;
}) => {
  const { t, i18n } = useTranslation();
  if (!memo) return <>{description}</>;
  const language = isLanguageKey(i18n.language) ? i18n.language : 'en';
  const values = paramsForReader({ ...(currency ? { currency } : {}), ...memo.values }, language);
  return <>{t(`ledger.memo.${memo.key}`, { ...values, defaultValue: description })}</>;
};

interface Posting {
  account: string;
  amount: string;
  currency: string;
}

/** An entry's postings in one CSV cell (`customer:7:cash 10.00 USD; …`): the amounts, exact. */
export const postingsCsvColumn = <E extends { postings: Posting[] }>(
  title: string,
): CsvColumn<E> => ({
  title,
  value: (entry) =>
    entry.postings.map((leg) => `${leg.account} ${leg.amount} ${leg.currency}`).join('; '),
});
