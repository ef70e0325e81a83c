import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Actor } from '../../components/actor';
import { AuditAction, AuditSubject } from '../../components/audit-action';
import { DateTime } from '../../components/date-time';
import { DecisionRemarks } from '../../components/decision-remarks';
import { FilterBar } from '../../components/filter-bar';
import { useListFilter } from '../../components/use-list-filter';
import { PageHeader } from '../../components/page-header';
import { PagedTable, usePaging } from '../../components/paged-table';
import { fetchAudit, useAudit, type Record_ } from './queries';

const FILTER_NAMES = ['actor', 'action', 'subjectType', 'subjectId', 'from', 'to'] as const;

const Json = ({ value }: { value: unknown }) =>
  value === null || value === undefined ? (
    <span className="muted">—</span>
  ) : (
    <pre className="json">{JSON.stringify(value, null, 2)}</pre>
  );

/** Every operator action: who, when, from which address, the state before and after. */
export const AuditScreen = () => {
  const { t } = useTranslation();
  const paging = usePaging();
  const filter = useListFilter(FILTER_NAMES, paging.reset);
  const filters = filter.values;
  const query = useAudit(filters, paging.page, paging.pageSize);

  const columns: TableColumnsType<Record_> = [
    { title: t('common.id'), dataIndex: 'id', width: 72 },
    {
      title: t('audit.when'),
      dataIndex: 'createdAt',
      render: (value: string) => <DateTime value={value} />,
    },
    {
      title: t('audit.who'),
      dataIndex: 'actor',
      render: (actor: string, row) => <Actor actor={actor} name={row.actorName} />,
    },
    { title: t('audit.address'), dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
    {
      title: t('audit.action'),
      // By its name; the export keeps the code (a CSV column is its dataIndex, not its render).
      dataIndex: 'action',
      render: (value: string) => <AuditAction action={value} />,
    },
    {
      title: t('audit.subject'),
      // No dataIndex: the export carries the type and the ID apart, as codes (csv.extra).
      key: 'subject',
      render: (_, row) => <AuditSubject type={row.subjectType} id={row.subjectId} />,
    },
    {
      title: t('review.comment'),
      dataIndex: 'comment',
      width: 240,
      // A decision's message to the customer and, apart, its internal note (issue 28 item 3).
      render: (value: string | null, row) => (
        <DecisionRemarks message={value} note={row.note} noteTestId={`audit-note-${row.id}`} />
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('menu.audit')} />
      <FilterBar
        fields={[
          { name: 'actor', label: t('audit.who'), width: 150 },
          { name: 'action', label: t('audit.action'), width: 150 },
          { name: 'subjectType', label: t('audit.subjectType'), width: 120 },
          { name: 'subjectId', label: t('audit.subjectId'), width: 100 },
          { name: 'from', label: t('common.from'), type: 'date', width: 150 },
          { name: 'to', label: t('common.to'), type: 'date', width: 150 },
        ]}
        list="audit"
        filter={filter}
      />
      <PagedTable
        query={query}
        paging={paging}
        columns={columns}
        rowKey="id"
        csv={{
          name: 'audit',
          fetchPage: (page, size) => fetchAudit(filters, page, size),
          extra: [
            { title: t('audit.subjectType'), value: (row) => row.subjectType },
            { title: t('audit.subjectId'), value: (row) => row.subjectId },
          ],
        }}
        testId="audit-table"
        expandable={{
          expandedRowRender: (row) => (
            <div className="before-after">
              <div>
                <div className="muted">{t('audit.before')}</div>
                <Json value={row.before} />
              </div>
              <div>
                <div className="muted">{t('audit.after')}</div>
                <Json value={row.after} />
              </div>
            </div>
          ),
        }}
      />
    </>
  );
};
