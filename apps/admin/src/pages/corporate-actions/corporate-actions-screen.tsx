import { can } from '@brokerage/shared';
import { PlusOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Popconfirm,
  Space,
  Tag,
  type ButtonProps,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Actor } from '../../components/actor';
import { DateTime } from '../../components/date-time';
import { perShareFigure } from '../../components/dividend-figures';
import { FeedTag } from '../../components/feed-tag';
import { Money } from '../../components/money';
import { PageHeader } from '../../components/page-header';
import { PagedTable, usePaging } from '../../components/paged-table';
import { StatusFilter } from '../../components/status-filter';
import { useListFilter } from '../../components/use-list-filter';
import { currentLanguage } from '../../i18n/i18n';
import { useOperator } from '../../session/use-operator';
import { actionTerms } from './action-terms';
import { DividendForm } from './dividend-form';
import { FeedRecords } from './feed-records';
import {
  fetchCorporateActions,
  useCancelAction,
  useCorporateActions,
  useOperatorNames,
  type ActionProposed,
  type ActionStatus,
  type CorporateAction,
} from './queries';
import { SplitForm } from './split-form';

const STATUSES: ActionStatus[] = ['announced', 'entitled', 'paid', 'applied', 'cancelled'];
const STATUS_COLORS: Record<ActionStatus, string> = {
  announced: 'blue',
  entitled: 'gold',
  paid: 'green',
  applied: 'cyan',
  cancelled: 'default',
};
/** Statuses before the ex-date's entitlement (or without one): no lots, nothing to pay yet. */
const AWAITING_LOTS = new Set<ActionStatus>(['announced', 'cancelled']);
const isStatus = (value: string | undefined): value is ActionStatus =>
  STATUSES.some((status) => status === value);
const FILTER_NAMES = ['status'] as const;

type Kind = CorporateAction['kind'];
const KIND_COLORS: Record<Kind, string> = { cash_dividend: 'geekblue', split: 'purple' };
/** What cancelling each kind says: its button, its question, what it does, and once done. */
const CANCEL_TEXT: Record<Kind, Record<'button' | 'confirm' | 'effect' | 'done', string>> = {
  cash_dividend: {
    button: 'corporate.cancel',
    confirm: 'corporate.cancelConfirm',
    effect: 'corporate.cancelEffect',
    done: 'corporate.cancelled',
  },
  split: {
    button: 'corporate.cancelSplit',
    confirm: 'corporate.cancelSplitConfirm',
    effect: 'corporate.cancelSplitEffect',
    done: 'corporate.splitCancelled',
  },
};
/** The three columns a dividend's totals take, which a split's cash in lieu takes as one. */
const TOTAL_COLUMNS = 3;

/** `operator:4` → 4, for the name the operators list gives it. */
const operatorIdOf = (actor: string | null) => {
  const match = /^operator:(\d+)$/.exec(actor ?? '');
  return match ? Number(match[1]) : undefined;
};

/**
 * Corporate actions (issue 30 item 3): cash dividends and splits as issuers announced them,
 * with what was paid or adjusted. An admin enters one, or the vendor's feed proposes it (marked
 * "Feed", its rejected and amended records listed below), and a different admin approves it in
 * Approvals; the rule, not a person, decides who is paid what and whose lots change. Every
 * operator reads the lists; admins enter and cancel.
 */
export const CorporateActionsScreen = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const role = useOperator().data?.role;
  const manages = can(role, 'manage');
  const paging = usePaging();
  const filter = useListFilter(FILTER_NAMES, paging.reset);
  const status = isStatus(filter.values.status) ? filter.values.status : undefined;
  const query = useCorporateActions(status, paging.page, paging.pageSize);
  const names = useOperatorNames(manages).data;
  const [entering, setEntering] = useState<'dividend' | 'split' | null>(null);
  const [proposed, setProposed] = useState<ActionProposed | null>(null);
  const cancel = useCancelAction((error) => void message.error(error.message));
  const language = currentLanguage();
  const onProposed = (answer: ActionProposed) => {
    setEntering(null);
    setProposed(answer);
  };

  const who = (label: string, actor: string | null) => (
    <span>
      <span className="muted">{label}</span>{' '}
      {actor === null ? '—' : <Actor actor={actor} name={names?.get(operatorIdOf(actor) ?? -1)} />}
    </span>
  );
  const dash = <span className="muted">—</span>;
  /** Totals exist once the lots are entitled: before (or never, once cancelled) a dash, not 0. */
  const total = (row: CorporateAction, value: string) =>
    AWAITING_LOTS.has(row.status) ? dash : <Money value={value} currency={row.currency} />;
  /**
   * A split pays no dividend: its one total is the cash paid for fractions of a share, across
   * the three totals' columns, with the close it was paid at once applied.
   */
  const cashInLieu = (row: CorporateAction) => (
    <span className="nowrap" data-testid={`action-cash-in-lieu-${row.id}`}>
      <span className="muted">{t('corporate.cashInLieu')}</span> {total(row, row.cashInLieu)}
      {row.closeBeforeEx === null ? null : (
        <span className="muted">
          {' · '}
          {t('corporate.atClose', {
            price: `${perShareFigure(row.closeBeforeEx, row.currency, language)} ${row.currency}`,
          })}
        </span>
      )}
    </span>
  );
  /** A dividend's total in its column; a split's cash in lieu spans the three. */
  const totalColumn = (
    title: string,
    dataIndex: 'gross' | 'withholding' | 'net',
    index: number,
  ): TableColumnsType<CorporateAction>[number] => ({
    title,
    dataIndex,
    align: 'right',
    onCell: (row) =>
      row.kind === 'split' ? { colSpan: index === 0 ? TOTAL_COLUMNS : 0 } : { colSpan: 1 },
    render: (value: string, row) => (row.kind === 'split' ? cashInLieu(row) : total(row, value)),
  });

  const columns: TableColumnsType<CorporateAction> = [
    { title: t('common.id'), dataIndex: 'id', width: 64 },
    {
      title: t('corporate.instrument'),
      dataIndex: 'key',
      render: (key: string) => <strong className="nowrap">{key}</strong>,
    },
    {
      // The kind as a tag above its terms: one column, so the totals and names keep their room.
      title: t('corporate.terms'),
      key: 'terms',
      render: (_, row) => (
        <Space direction="vertical" size={2}>
          <Tag color={KIND_COLORS[row.kind]} data-testid={`action-kind-${row.id}`}>
            {t(`corporate.kinds.${row.kind}`)}
          </Tag>
          <span className="nowrap" data-testid={`action-terms-${row.id}`}>
            {actionTerms(row, t, language)}
          </span>
        </Space>
      ),
    },
    {
      title: t('corporate.exDateColumn'),
      dataIndex: 'exDate',
      render: (day: string) => <span className="nowrap">{day}</span>,
    },
    {
      title: t('corporate.payDate'),
      dataIndex: 'payDate',
      // A split pays nothing on a day of its own: its fractions are paid as its ex-date begins.
      render: (day: string, row) =>
        row.kind === 'split' ? dash : <span className="nowrap">{day}</span>,
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      render: (value: ActionStatus, row) => (
        <Tag color={STATUS_COLORS[value]} data-testid={`action-status-${row.id}`}>
          {t(`corporate.status.${value}`)}
        </Tag>
      ),
    },
    {
      title: t('corporate.lots'),
      dataIndex: 'lots',
      align: 'right',
      render: (lots: number, row) => (AWAITING_LOTS.has(row.status) ? dash : lots),
    },
    totalColumn(t('corporate.gross'), 'gross', 0),
    totalColumn(t('corporate.withheld'), 'withholding', 1),
    totalColumn(t('corporate.net'), 'net', 2),
    {
      title: t('corporate.enteredApproved'),
      key: 'people',
      render: (_, row) => (
        <Space direction="vertical" size={0} data-testid={`action-people-${row.id}`}>
          {row.feed ? <FeedTag feed={row.feed} testId={`action-feed-${row.id}`} /> : null}
          {who(t('corporate.entered'), row.enteredBy)}
          {who(t('corporate.approved'), row.approvedBy)}
          <DateTime value={row.createdAt} />
        </Space>
      ),
    },
    ...(manages
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_: unknown, row: CorporateAction) => {
              if (row.status !== 'announced') return null;
              const text = CANCEL_TEXT[row.kind];
              return (
                <Popconfirm
                  title={t(text.confirm, { key: row.key, exDate: row.exDate })}
                  description={t(text.effect)}
                  okText={t(text.button)}
                  okButtonProps={{ danger: true, 'data-testid': 'action-cancel-ok' } as ButtonProps}
                  cancelText={t('common.cancel')}
                  onConfirm={() =>
                    cancel.mutate(row.id, { onSuccess: () => void message.success(t(text.done)) })
                  }
                >
                  <Button
                    size="small"
                    danger
                    className="nowrap"
                    loading={cancel.isPending && cancel.variables === row.id}
                    data-testid={`action-cancel-${row.id}`}
                  >
                    {t(text.button)}
                  </Button>
                </Popconfirm>
              );
            },
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={t('menu.corporateActions')}
        extra={
          <Space wrap>
            <StatusFilter<ActionStatus>
              value={status ?? 'all'}
              options={[
                ...STATUSES.map((value) => ({ value, label: t(`corporate.status.${value}`) })),
                { value: 'all' as const, label: t('common.all') },
              ]}
              onChange={(next) => filter.apply(next === 'all' ? {} : { status: next })}
            />
            {manages ? (
              <>
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => setEntering('dividend')}
                  data-testid="dividend-new"
                >
                  {t('corporate.new')}
                </Button>
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => setEntering('split')}
                  data-testid="split-new"
                >
                  {t('corporate.newSplit')}
                </Button>
              </>
            ) : null}
          </Space>
        }
      />
      <Alert
        type="info"
        showIcon
        className="gap-bottom"
        title={
          <Space direction="vertical" size={4}>
            <span data-testid="dividend-rule">{t('corporate.rule')}</span>
            <span data-testid="split-rule">{t('corporate.splitRule')}</span>
          </Space>
        }
        data-testid="corporate-rules"
      />
      {proposed ? (
        <Alert
          type="warning"
          showIcon
          closable={{ onClose: () => setProposed(null) }}
          className="gap-bottom awaiting-second-approver-notice"
          title={t('approvals.waiting', { id: proposed.proposal.id })}
          description={t('corporate.proposedHint')}
          action={
            <Link to="/review/approvals" data-testid="action-open-approvals">
              {t('corporate.openApprovals')}
            </Link>
          }
          data-testid="action-proposed"
        />
      ) : null}
      <PagedTable
        query={query}
        paging={paging}
        columns={columns}
        rowKey="id"
        testId="corporate-actions-table"
        csv={{
          name: 'corporate-actions',
          fetchPage: (page, size) => fetchCorporateActions(status, page, size),
          // The terms column is words; the figures it is made of go to the file as they are.
          extra: [
            { title: t('corporate.feed.ref'), value: (row) => row.feed?.ref ?? null },
            { title: t('corporate.kind'), value: (row) => row.kind },
            { title: t('corporate.amountPerShare'), value: (row) => row.amountPerShare },
            { title: t('corporate.withholdingRate'), value: (row) => row.withholdingRate },
            { title: t('corporate.splitTo'), value: (row) => row.splitTo },
            { title: t('corporate.splitFrom'), value: (row) => row.splitFrom },
            { title: t('corporate.closeBeforeEx'), value: (row) => row.closeBeforeEx },
            { title: t('corporate.cashInLieu'), value: (row) => row.cashInLieu },
          ],
        }}
      />
      <FeedRecords />
      {manages ? (
        <>
          <DividendForm
            open={entering === 'dividend'}
            onClose={() => setEntering(null)}
            onProposed={onProposed}
          />
          <SplitForm
            open={entering === 'split'}
            onClose={() => setEntering(null)}
            onProposed={onProposed}
          />
        </>
      ) : null}
    </>
  );
};
