import { Table, type TableColumnsType, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './query-state';

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Page and page size of a server-paged list; a filter change goes back to page 1. */
export const usePaging = (initialSize = 20) => {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialSize);
  return { page, pageSize, setPage, setPageSize, reset: () => setPage(1) };
};

interface PagedTableProps<T> {
  query: {
    data: Paged<T> | undefined;
    isFetching: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  /** Without paging, the whole list on one page. */
  paging?: ReturnType<typeof usePaging>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  testId?: string;
  /** Rows that open to show more (postings, before/after). */
  expandable?: TableProps<T>['expandable'];
}

/**
 * The actions column stays at the right edge while a wide table scrolls: a decision or an
 * "Allot now" is never off screen at 1440 px.
 */
const pinActions = <T,>(column: TableColumnsType<T>[number]): TableColumnsType<T>[number] =>
  column.key === 'actions' ? { fixed: 'right', ...column } : column;

/** A list paged on the server, with its loading, empty and error states. */
export const PagedTable = <T extends object>({
  query,
  paging,
  columns,
  rowKey,
  testId,
  expandable,
}: PagedTableProps<T>) => {
  const { t } = useTranslation();
  if (query.error) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Table<T>
      data-testid={testId}
      size="middle"
      rowKey={rowKey}
      columns={columns.map(pinActions)}
      expandable={expandable}
      dataSource={query.data?.items ?? []}
      loading={query.isFetching}
      locale={{ emptyText: t('common.empty') }}
      scroll={{ x: 'max-content' }}
      pagination={
        !!paging && {
          current: paging.page,
          pageSize: paging.pageSize,
          total: query.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('common.total', { count: total }),
          onChange: (page, pageSize) => {
            paging.setPage(pageSize === paging.pageSize ? page : 1);
            paging.setPageSize(pageSize);
          },
        }
      }
    />
  );
};

/** A short list the server answers whole (offerings, funds), with the same states, unpaged. */
export const ListTable = <T extends object>({
  query,
  ...table
}: Omit<PagedTableProps<T>, 'query' | 'paging'> & {
  query: Omit<PagedTableProps<T>['query'], 'data'> & { data: T[] | undefined };
}) => {
  const items = query.data;
  const whole = items && { items, total: items.length, page: 1, pageSize: items.length };
  return <PagedTable {...table} query={{ ...query, data: whole }} />;
};
