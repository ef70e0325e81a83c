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
import { perShareFigure, withholdingFigure } from '../../components/dividend-figures';
import { Money } from '../../components/money';
import { PageHeader } from '../../components/page-header';
import { PagedTable, usePaging } from '../../components/paged-table';
import { StatusFilter } from '../../components/status-filter';
import { useListFilter } from '../../components/use-list-filter';
import { currentLanguage } from '../../i18n/i18n';
import { useOperator } from '../../session/use-operator';
import { DividendForm } from './dividend-form';
import {
  fetchCorporateActions,
  useCancelDividend,
  useCorporateActions,
  useOperatorNames,
  type ActionStatus,
  type CorporateAction,
  type DividendProposed,
} from './queries';

const STATUSES: ActionStatus[] = ['announced', 'entitled', 'paid', 'cancelled'];
const STATUS_COLORS: Record<ActionStatus, string> = {
  announced: 'blue',
  entitled: 'gold',
  paid: 'green',
  cancelled: 'default',
};
/** Statuses before the ex-date's entitlement (or without one): no lots, nothing to pay yet. */
const AWAITING_LOTS = new Set<ActionStatus>(['announced', 'cancelled']);
const isStatus = (value: string | undefined): value is ActionStatus =>
  STATUSES.some((status) => status === value);
const FILTER_NAMES = ['status'] as const;

/** `operator:4` → 4, for the name the operators list gives it. */
const operatorIdOf = (actor: string | null) => {
  const match = /^operator:(\d+)$/.exec(actor ?? '');
  return match ? Number(match[1]) : undefined;
};

/**
 * Corporate actions (issue 30 item 3): cash dividends as issuers announced them, with what was
 * paid. An admin enters one and a different admin approves it in Approvals; the rule, not a
 * person, decides who is paid what. Every operator reads the list; admins enter and cancel.
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
  const [entering, setEntering] = useState(false);
  const [proposed, setProposed] = useState<DividendProposed | null>(null);
  const cancel = useCancelDividend(
    () => void message.success(t('corporate.cancelled')),
    (error) => void message.error(error.message),
  );

  const who = (label: string, actor: string | null) => (
    <span>
      <span className="muted">{label}</span>{' '}
      {actor === null ? '—' : <Actor actor={actor} name={names?.get(operatorIdOf(actor) ?? -1)} />}
    </span>
  );
  /** Totals exist once the lots are entitled: before (or never, once cancelled) a dash, not 0. */
  const total = (row: CorporateAction, value: string) =>
    AWAITING_LOTS.has(row.status) ? (
      <span className="muted">—</span>
    ) : (
      <Money value={value} currency={row.currency} />
    );

  const columns: TableColumnsType<CorporateAction> = [
    { title: t('common.id'), dataIndex: 'id', width: 64 },
    {
      title: t('corporate.instrument'),
      dataIndex: 'key',
      render: (key: string) => <strong className="nowrap">{key}</strong>,
    },
    {
      title: t('corporate.amountPerShare'),
      dataIndex: 'amountPerShare',
      align: 'right',
      render: (value: string, row) => (
        <span className="money nowrap">
          {perShareFigure(value, row.currency, currentLanguage())}
          <span className="currency"> {row.currency}</span>
        </span>
      ),
    },
    {
      title: t('corporate.withholdingRate'),
      dataIndex: 'withholdingRate',
      align: 'right',
      render: (value: string) => (
        <span className="money nowrap">
          {t('corporate.percent', { value: withholdingFigure(value, currentLanguage()) })}
        </span>
      ),
    },
    {
      title: t('corporate.exDate'),
      dataIndex: 'exDate',
      render: (day: string) => <span className="nowrap">{day}</span>,
    },
    {
      title: t('corporate.payDate'),
      dataIndex: 'payDate',
      render: (day: string) => <span className="nowrap">{day}</span>,
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      render: (value: ActionStatus, row) => (
        <Tag color={STATUS_COLORS[value]} data-testid={`dividend-status-${row.id}`}>
          {t(`corporate.status.${value}`)}
        </Tag>
      ),
    },
    {
      title: t('corporate.lots'),
      dataIndex: 'lots',
      align: 'right',
      render: (lots: number, row) =>
        AWAITING_LOTS.has(row.status) ? <span className="muted">—</span> : lots,
    },
    {
      title: t('corporate.gross'),
      dataIndex: 'gross',
      align: 'right',
      render: (value: string, row) => total(row, value),
    },
    {
      title: t('corporate.withheld'),
      dataIndex: 'withholding',
      align: 'right',
      render: (value: string, row) => total(row, value),
    },
    {
      title: t('corporate.net'),
      dataIndex: 'net',
      align: 'right',
      render: (value: string, row) => total(row, value),
    },
    {
      title: t('corporate.enteredApproved'),
      key: 'people',
      render: (_, row) => (
        <Space direction="vertical" size={0} data-testid={`dividend-people-${row.id}`}>
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
            render: (_: unknown, row: CorporateAction) =>
              row.status === 'announced' ? (
                <Popconfirm
                  title={t('corporate.cancelConfirm', { key: row.key, exDate: row.exDate })}
                  description={t('corporate.cancelEffect')}
                  okText={t('corporate.cancel')}
                  okButtonProps={
                    { danger: true, 'data-testid': 'dividend-cancel-ok' } as ButtonProps
                  }
                  cancelText={t('common.cancel')}
                  onConfirm={() => cancel.mutate(row.id)}
                >
                  <Button
                    size="small"
                    danger
                    loading={cancel.isPending && cancel.variables === row.id}
                    data-testid={`dividend-cancel-${row.id}`}
                  >
                    {t('corporate.cancel')}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={t('menu.corporateActions')}
        extra={
          <Space>
            <StatusFilter<ActionStatus>
              value={status ?? 'all'}
              options={[
                ...STATUSES.map((value) => ({ value, label: t(`corporate.status.${value}`) })),
                { value: 'all' as const, label: t('common.all') },
              ]}
              onChange={(next) => filter.apply(next === 'all' ? {} : { status: next })}
            />
            {manages ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEntering(true)}
                data-testid="dividend-new"
              >
                {t('corporate.new')}
              </Button>
            ) : null}
          </Space>
        }
      />
      <Alert
        type="info"
        showIcon
        className="gap-bottom"
        title={t('corporate.rule')}
        data-testid="dividend-rule"
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
            <Link to="/review/approvals" data-testid="dividend-open-approvals">
              {t('corporate.openApprovals')}
            </Link>
          }
          data-testid="dividend-proposed"
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
        }}
      />
      {manages ? (
        <DividendForm
          open={entering}
          onClose={() => setEntering(false)}
          onProposed={(answer) => {
            setEntering(false);
            setProposed(answer);
          }}
        />
      ) : null}
    </>
  );
};
