import { isLanguageKey, paramsForReader, type EntryMemo } from '@brokerage/shared';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

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
