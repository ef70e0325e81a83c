import type { StatementLine } from '@brokerage/shared';
import { ErrorBlock, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { StatementLineCard } from './statement-line-card';
import './statement.css';

export const StatementList = ({
  lines,
  hasMore,
  loadMore,
}: {
  lines: StatementLine[];
  hasMore: boolean;
  loadMore: () => Promise<unknown>;
}) => {
  const { t } = useTranslation();
  if (lines.length === 0 && !hasMore)
    return <ErrorBlock status="empty" title={t('statement.empty')} description="" />;
  return (
    <div className="statement-list" data-testid="statement-list">
      {lines.map((line) => (
        <StatementLineCard key={`${line.entryId}:${line.currency}`} line={line} />
      ))}
      <InfiniteScroll hasMore={hasMore} loadMore={async () => void (await loadMore())}>
        {(more: boolean) => (more ? t('common.loading') : t('statement.end'))}
      </InfiniteScroll>
    </div>
  );
};
