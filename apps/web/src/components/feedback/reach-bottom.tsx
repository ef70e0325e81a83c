import { InfiniteScroll } from 'antd-mobile';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { REACH_BOTTOM_DISTANCE, REACH_BOTTOM_REPEAT_MS } from '../../config/ui-constants';
import { suppressRepeats } from '../../lib/ui/timing';

/** What a paged list's query offers (react-query's infinite query). */
interface PagedQuery {
  isSuccess: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/**
 * The foot of a paged list: loads the next page 50 px before the bottom (seed sections 2 and
 * 9), a repeat within 350 ms dropped; a failed first page is asked again.
 */
export const ReachBottom = ({ query }: { query: PagedQuery }) => {
  const { t } = useTranslation();
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
  }, [query]);
  const loadMore = useMemo(
    () =>
      suppressRepeats(async () => {
        const current = latest.current;
        if (current.isSuccess) await current.fetchNextPage();
        else await current.refetch();
      }, REACH_BOTTOM_REPEAT_MS),
    [],
  );
  return (
    <InfiniteScroll
      threshold={REACH_BOTTOM_DISTANCE}
      hasMore={!query.isSuccess || query.hasNextPage}
      loadMore={loadMore}
    >
      {(hasMore) => (
        <span className="muted">{hasMore ? t('common.loading') : t('market.noMore')}</span>
      )}
    </InfiniteScroll>
  );
};
