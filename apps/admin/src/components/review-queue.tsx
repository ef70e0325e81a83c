import { useQuery } from '@tanstack/react-query';
import { ProfileOutlined } from '@ant-design/icons';
import { Button, Drawer, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod/mini';
import type { Decider, ReviewedCustomer } from '@brokerage/shared';
import { Actor } from './actor';
import { CustomerContextDrawer } from './customer/customer-context-drawer';
import { CustomerCell } from './customer-identity';
import { CustomerLink } from './customer-link';
import { DateTime } from './date-time';
import { ClaimControl, ClaimWarning, isClaimableQueue, useReviewClaims } from './review-claim';
import { DecisionDialog, type Decision } from './decision-dialog';
import { DecisionRemarks } from './decision-remarks';
import { PageHeader } from './page-header';
import { PagedTable, usePaging, type Paged } from './paged-table';
import { StatusFilter } from './status-filter';

/** How an action's button looks; a `danger` one is also confirmed in red. */
export type ActionStyle = 'primary' | 'default' | 'danger';

/**
 * The columns every queue shares: its id, the customer (named, their context one click away),
 * status, times, notes.
 */
const sharedColumns = (t: TFunction, name: string, showContext: (id: number) => void) => ({
  id: { title: t('common.id'), dataIndex: 'id', width: 72 },
  customer: {
    title: t('common.customer'),
    dataIndex: 'customer',
    render: (customer: ReviewedCustomer) => (
      <CustomerCell customer={customer} onContext={() => showContext(customer.id)} />
    ),
  },
  status: <V extends string | number>(colors: Record<V, string>) => ({
    title: t('common.status'),
    dataIndex: 'status',
    render: (value: V) => <Tag color={colors[value]}>{t(`${name}.status.${value}`)}</Tag>,
  }),
  // A width of its own: a note column's ellipsis makes the table's layout fixed, where a
  // column without one is squeezed and its one-line date cut off.
  time: (title: string, dataIndex: string) => ({
    title,
    dataIndex,
    width: 120,
    render: (value: string) => <DateTime value={value} />,
  }),
  note: (title: string, dataIndex: string) => ({
    title,
    dataIndex,
    ellipsis: true,
    width: 200,
    render: (value: string | null) => value ?? '—',
  }),
  /**
   * A decision's texts: the message the customer read (`dataIndex`) and the operators' internal
   * note (`note`, test id `decision-note-<id>`), with anything more the queue adds.
   */
  remarks: <R extends { id: number; note: string | null }>(
    dataIndex: string,
    extra?: (row: R) => ReactNode,
  ) => ({
    title: t('review.remarks'),
    dataIndex,
    width: 200,
    render: (value: string | null, row: R) => (
      <DecisionRemarks
        message={value}
        note={row.note}
        noteTestId={`decision-note-${row.id}`}
        extra={extra?.(row)}
      />
    ),
  }),
});
export type QueueColumns = ReturnType<typeof sharedColumns>;

/**
 * What a decision adds to the queue's own title, confirm label and colour; it asks for the
 * message to the customer (required when the action is a `danger` one) and an internal note,
 * unless it says otherwise.
 */
export type DecisionParts<D extends z.ZodMiniType> = Omit<
  Decision<D>,
  'title' | 'confirm' | 'danger' | 'fields'
> &
  Partial<Pick<Decision<D>, 'fields'>>;

/** A record under review; `version` is the one the screen showed, sent with every decision. */
type QueueRow = {
  id: number;
  status: string | number;
  version: number;
  customerId?: number;
  /** The customer behind it, as the server names them in every queue. */
  customer?: ReviewedCustomer;
  /** Who decided it (null while it waits). */
  decidedBy?: Decider;
  /** A decision proposed by one operator that waits for a second (four eyes). */
  openProposalId?: number | null;
};

/**
 * One review queue, described once: every review screen (deposits, withdrawals, KYC, chain,
 * loans) is this component with its own list, columns and decisions. `name` keys everything:
 * the query, the title `menu.<name>`, status labels `<name>.status.*`, action labels
 * `<name>.<kind>` and `<name>.<kind>Title`, the table's test id `<name>-table`.
 */
export interface ReviewQueueConfig<
  S extends string | number,
  R extends QueueRow,
  K extends string,
  D extends z.ZodMiniType,
> {
  name: string;
  /** The statuses to filter by; the first is the waiting one, shown first. None: no filter. */
  statuses?: readonly [S, ...S[]];
  fetch: (status: S | undefined, page: number, pageSize: number) => Promise<Paged<R>>;
  /** Decisions in order, each with its style; buttons are `<testPrefix>-<kind>-<id>`. */
  actions: { testPrefix: string; kinds: Record<K, ActionStyle> };
  /** Whether a record still waits for a decision; by default, it has the first status. */
  waiting?: (row: R) => boolean;
  /** When a decided record was decided (shown instead of the buttons). */
  decidedAt?: (row: R) => string | null;
  /** The queue's own columns, between the id and customer and the actions. */
  columns: (column: QueueColumns, t: TFunction) => TableColumnsType<R>;
  decide: (row: R, kind: K, t: TFunction) => DecisionParts<D>;
  /** Decisions whose effect the dialog says first (`<name>.<kind>Effect`). */
  effects?: K[];
  /** Records that reach no customer (unmatched transfers): no customer column or link. */
  aboutNobody?: true;
  notice?: ReactNode;
  /**
   * More than the row holds, in a drawer opened from the row (`<testPrefix>-detail-<id>`,
   * titled `<name>.detailTitle`): for every record, waiting or decided.
   */
  detail?: (row: R) => ReactNode;
}

/** A review screen: status filter, the paged list, the customer link, the decision dialog. */
export const ReviewQueue = <
  S extends string | number,
  R extends QueueRow,
  K extends string,
  D extends z.ZodMiniType,
>({
  config,
}: {
  config: ReviewQueueConfig<S, R, K, D>;
}) => {
  const { t } = useTranslation();
  const { name, statuses, actions } = config;
  const paging = usePaging();
  const [status, setStatus] = useState<S | 'all'>(statuses?.[0] ?? 'all');
  const waiting = config.waiting ?? ((row: R) => row.status === statuses?.[0]);
  const [decision, setDecision] = useState<Decision<D> | null>(null);
  const [shown, setShown] = useState<R | null>(null);
  const [context, setContext] = useState<number | null>(null);
  const filter = status === 'all' ? undefined : status;
  const query = useQuery({
    queryKey: [name, filter, paging.page, paging.pageSize],
    queryFn: () => config.fetch(filter, paging.page, paging.pageSize),
  });
  const claimQueue = isClaimableQueue(name) ? name : null;
  const claims = useReviewClaims(
    claimQueue,
    (query.data?.items ?? []).filter(waiting).map((row) => row.id),
  );
  const kinds = Object.entries(actions.kinds) as [K, ActionStyle][];
  const open = (row: R, kind: K, style: ActionStyle) => {
    const parts = config.decide(row, kind, t);
    setDecision({
      ...parts,
      // The version shown goes with the decision: a record changed since is refused.
      body: (values) => ({ ...(parts.body(values) as object), version: row.version }),
      summary: (
        <>
          {parts.summary}
          {config.aboutNobody || row.customerId === undefined ? null : (
            <>
              {' '}
              · {t('common.customer')} <CustomerLink id={row.customerId} />
            </>
          )}
          {config.effects?.includes(kind) ? (
            <p className="muted">{t(`${name}.${kind}Effect`)}</p>
          ) : null}
          <ClaimWarning claim={claims.data?.get(row.id)} />
        </>
      ),
      fields: parts.fields ?? ['comment', 'note'],
      commentRequired: parts.commentRequired ?? style === 'danger',
      title: t(`${name}.${kind}Title`, { id: row.id }),
      confirm: t(`${name}.${kind}`),
      danger: style === 'danger',
    });
  };

  const shared = sharedColumns(t, name, setContext);
  const columns: TableColumnsType<R> = [
    shared.id,
    ...(config.aboutNobody ? [] : [shared.customer]),
    ...config.columns(shared, t),
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Space size="small">
          {config.detail ? (
            <Tooltip title={t('common.details')}>
              <Button
                size="small"
                type="text"
                icon={<ProfileOutlined />}
                aria-label={t('common.details')}
                onClick={() => setShown(row)}
                data-testid={`${actions.testPrefix}-detail-${row.id}`}
              />
            </Tooltip>
          ) : null}
          {waiting(row) ? (
            // The decisions first, then who works on it below them: a narrow column.
            <Space size={4} direction="vertical">
              <Space size="small" wrap style={{ maxWidth: 180 }}>
                {row.openProposalId ? (
                  <Link to="/review/approvals" data-testid={`awaiting-approval-${row.id}`}>
                    <Tag color="gold">{t('approvals.waitingTag')}</Tag>
                  </Link>
                ) : null}
                {/* With a payout proposed, the second operator decides it in Approvals. */}
                {kinds
                  .filter(([, style]) => !row.openProposalId || style !== 'primary')
                  .map(([kind, style]) => (
                    <Button
                      key={kind}
                      size="small"
                      type={style === 'primary' ? 'primary' : 'default'}
                      danger={style === 'danger'}
                      onClick={() => open(row, kind, style)}
                      data-testid={`${actions.testPrefix}-${kind}-${row.id}`}
                    >
                      {t(`${name}.${kind}`)}
                    </Button>
                  ))}
              </Space>
              {claimQueue ? (
                <ClaimControl
                  queue={claimQueue}
                  recordId={row.id}
                  claim={claims.data?.get(row.id)}
                />
              ) : null}
            </Space>
          ) : (
            // A decided record keeps its history: when, and by whom.
            <span className="decided" data-testid={`decided-${row.id}`}>
              <DateTime value={config.decidedAt?.(row)} />
              {row.decidedBy ? (
                <>
                  <br />
                  <Actor actor={row.decidedBy.actor} name={row.decidedBy.name} />
                </>
              ) : null}
            </span>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t(`menu.${name}`)}
        extra={
          statuses ? (
            <StatusFilter<S>
              value={status}
              onChange={(next) => {
                setStatus(next);
                paging.reset();
              }}
              options={[
                ...statuses.map((value) => ({
                  value,
                  label: t(`${name}.status.${value}`),
                })),
                { value: 'all' as const, label: t('common.all') },
              ]}
            />
          ) : undefined
        }
      />
      {config.notice}
      <PagedTable
        query={query}
        paging={paging}
        columns={columns}
        rowKey={'id' as keyof R & string}
        testId={`${name}-table`}
        csv={{ name, fetchPage: (page, size) => config.fetch(filter, page, size) }}
      />
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
      <CustomerContextDrawer customerId={context} onClose={() => setContext(null)} />
      {config.detail ? (
        <Drawer
          open={shown !== null}
          onClose={() => setShown(null)}
          size={820}
          destroyOnHidden
          title={shown ? t(`${name}.detailTitle`, { id: shown.id }) : null}
        >
          {shown ? <div data-testid={`${name}-detail`}>{config.detail(shown)}</div> : null}
        </Drawer>
      ) : null}
    </>
  );
};
