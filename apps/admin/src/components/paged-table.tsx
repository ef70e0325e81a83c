import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Table, Tooltip, type TableColumnsType, type TableProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toCsv, type CsvColumn } from './csv';
import { CompactDateTimes } from './date-time';
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

/**
 * A list read a page at a time: its paging, the query of the page shown, and the same
 * `fetchPage` for the CSV export to walk every page the filter finds. `key` names the list
 * and its filter; the page and size are added to it.
 */
export const usePagedQuery = <T,>(
  key: readonly unknown[],
  fetchPage: (page: number, pageSize: number) => Promise<Paged<T>>,
  initialSize?: number,
) => {
  const paging = usePaging(initialSize);
  const query = useQuery({
    queryKey: [...key, paging.page, paging.pageSize],
    queryFn: () => fetchPage(paging.page, paging.pageSize),
  });
  return { paging, query, fetchPage };
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
  /**
   * An "Export CSV" button: every row the list's filter finds (`fetchPage` walks the pages;
   * without it, the rows loaded), each column by its raw value, named `<name>-<date>.csv`.
   * Required: every list of the console can be taken to a spreadsheet (issue 28).
   */
  csv: {
    name: string;
    fetchPage?: (page: number, pageSize: number) => Promise<Paged<T>>;
    /** Cells no column holds as a plain value (a ledger entry's postings). */
    extra?: CsvColumn<T>[];
  };
}

/** Pages an export reads at most: 10,000 rows; a longer list is cut, and the operator told. */
const EXPORT_PAGES = 100;
const EXPORT_PAGE_SIZE = 100;

const csvColumns = <T,>(columns: TableColumnsType<T>): CsvColumn<T>[] =>
  columns.flatMap((column) => {
    const path = 'dataIndex' in column ? column.dataIndex : undefined;
    if (typeof column.title !== 'string' || (typeof path !== 'string' && !Array.isArray(path)))
      return [];
    const keys = ([] as (string | number)[]).concat(path as string | (string | number)[]);
    return [
      {
        title: column.title,
        value: (row: T) =>
          keys.reduce<unknown>(
            (at, key) => (at as Record<string | number, unknown> | undefined)?.[key],
            row,
          ),
      },
    ];
  });

const download = (name: string, text: string) => {
  // The BOM makes spreadsheet programs read the file as UTF-8 (names in every language).
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  URL.revokeObjectURL(url);
};

const ExportButton = <T,>({
  csv,
  columns,
  loaded,
}: {
  csv: PagedTableProps<T>['csv'];
  columns: TableColumnsType<T>;
  loaded: T[];
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      let rows = loaded;
      let cut = false;
      if (csv.fetchPage) {
        rows = [];
        for (let page = 1; page <= EXPORT_PAGES; page += 1) {
          const answer = await csv.fetchPage(page, EXPORT_PAGE_SIZE);
          rows.push(...answer.items);
          if (rows.length >= answer.total || answer.items.length === 0) break;
          cut = page === EXPORT_PAGES;
        }
      }
      download(csv.name, toCsv([...csvColumns(columns), ...(csv.extra ?? [])], rows));
      if (cut) void message.warning(t('common.exportCut', { count: rows.length }));
    } catch (error) {
      void message.error(error instanceof Error ? error.message : t('common.loadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="table-toolbar">
      <Button
        size="small"
        icon={<DownloadOutlined />}
        loading={busy}
        onClick={() => void run()}
        data-testid="export-csv"
      >
        {t('common.exportCsv')}
      </Button>
    </div>
  );
};

type Column<T> = TableColumnsType<T>[number];

/**
 * The actions column stays at the right edge while a wide table scrolls: a decision or an
 * "Allot now" is never off screen at 1440 px.
 */
const pinActions = <T,>(column: Column<T>): Column<T> =>
  column.key === 'actions' ? { fixed: 'right', ...column } : column;

/** The width a clipped column without one of its own is held to. */
const CLIP_WIDTH = 200;
/** A middle-size cell's padding, left and right. */
const CELL_PADDING = 16;

/**
 * A long text (a reference, a reason, a note) on one line cut to its column's width, whole in
 * a tooltip. antd's own `ellipsis` only cuts in a fixed-layout table, where every column has
 * to be given a width and one that is not squeezes its date or amount off its cell; here the
 * table keeps its automatic layout and the text is held to the column's `width` by its box.
 */
const clipLongText = <T,>(column: Column<T>): Column<T> => {
  if (!column.ellipsis) return column;
  const width = typeof column.width === 'number' ? column.width : CLIP_WIDTH;
  const { render } = column;
  return {
    ...column,
    ellipsis: false,
    render: (value: unknown, row: T, index: number) => {
      const shown = (render ? render(value, row, index) : value) as ReactNode;
      return (
        <Tooltip title={shown} mouseEnterDelay={0.3}>
          <div className="cell-clip" style={{ maxWidth: width - CELL_PADDING }}>
            {shown}
          </div>
        </Tooltip>
      );
    },
  };
};

/** A list paged on the server, with its loading, empty and error states. */
export const PagedTable = <T extends object>({
  query,
  paging,
  columns,
  rowKey,
  testId,
  expandable,
  csv,
}: PagedTableProps<T>) => {
  const { t } = useTranslation();
  if (query.error) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  const table = (
    <Table<T>
      data-testid={testId}
      className="paged-table"
      size="middle"
      rowKey={rowKey}
      columns={columns.map((column) => clipLongText(pinActions(column)))}
      expandable={expandable}
      dataSource={query.data?.items ?? []}
      loading={query.isFetching}
      locale={{ emptyText: t('common.empty') }}
      // The table as wide as the page, never wider than its cells need: texts wrap (or are
      // clipped, above) before the table scrolls sideways; `max-content` laid every text out
      // on one line and pushed the last columns ~700 px off a 1440 px screen (issue 28 item 6).
      // Only cells that cannot wrap (figures, dates, tags) wider than the page still scroll,
      // with the actions pinned.
      tableLayout="auto"
      scroll={{ x: true }}
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
  return (
    <CompactDateTimes>
      <ExportButton csv={csv} columns={columns} loaded={query.data?.items ?? []} />
      {table}
    </CompactDateTimes>
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

/**
 * A short list already in hand (a customer's balances, a loan's pledges): a small table,
 * unpaged, with the same CSV export of the rows shown.
 */
export const RowsTable = <T extends object>({
  rows,
  csv,
  columns,
  ...table
}: Omit<TableProps<T>, 'dataSource' | 'pagination' | 'size'> & {
  rows: T[];
  csv: Omit<PagedTableProps<T>['csv'], 'fetchPage'>;
  columns: TableColumnsType<T>;
}) => (
  <CompactDateTimes>
    <ExportButton csv={csv} columns={columns} loaded={rows} />
    <Table<T> size="small" pagination={false} dataSource={rows} columns={columns} {...table} />
  </CompactDateTimes>
);
