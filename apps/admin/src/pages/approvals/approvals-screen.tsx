import {
  Decimal,
  proposalDecisionRequest,
  PROPOSAL_STATUSES,
  FOUR_EYES_DECIDERS,
  isOperatorRole,
  type LanguageKey,
} from '@brokerage/shared';
import { Alert, Button, Popconfirm, Space, Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerLink } from '../../components/customer-link';
import { DateTime } from '../../components/date-time';
import { DecisionDialog, type Decision } from '../../components/decision-dialog';
import { FeedTag } from '../../components/feed-tag';
import { Money } from '../../components/money';
import { PageHeader } from '../../components/page-header';
import { PagedTable, usePaging } from '../../components/paged-table';
import { StatusFilter } from '../../components/status-filter';
import { currentLanguage } from '../../i18n/i18n';
import { useOperator } from '../../session/use-operator';
import {
  decideProposal,
  fetchProposals,
  useProposals,
  useWithdrawProposal,
  type Proposal,
  type Status,
} from './queries';
import { corporateTerms } from './corporate-proposal';

/** Kinds only an admin decides (the server says the same: FOUR_EYES_ACTIONS' roles). */
const STATUS_COLORS: Record<Status, string> = {
  open: 'gold',
  approved: 'green',
  rejected: 'red',
  withdrawn: 'default',
  superseded: 'purple',
};

/** What approving a corporate action does, said instead of a customer's decision. */
const CORPORATE_APPROVE_EFFECT: Partial<Record<Proposal['kind'], string>> = {
  'corporate.dividend': 'approvals.dividendApproveEffect',
  'corporate.split': 'approvals.splitApproveEffect',
};

/** The subject's name after its kind: `withdrawal:12` -> 12, `fx:HKD/USD` -> HKD/USD. */
const subjectOf = (proposal: Proposal) => proposal.subject.slice(proposal.subject.indexOf(':') + 1);
const field = (value: unknown, name: string): string => {
  const found = (value as Record<string, unknown> | null)?.[name];
  return typeof found === 'string' ? found : '';
};

/** Every leaf of a JSON value by its path, to list what a setting change changes. */
const leaves = (value: unknown, path = ''): Map<string, string> => {
  if (value === null || typeof value !== 'object')
    return new Map([[path, value === null || value === undefined ? '—' : String(value)]]);
  return new Map(
    Object.entries(value).flatMap(([key, inner]) => [
      ...leaves(inner, path ? `${path}.${key}` : key),
    ]),
  );
};
const changedLeaves = (before: unknown, after: unknown) => {
  const [from, to] = [leaves(before), leaves(after)];
  return [...new Set([...from.keys(), ...to.keys()])]
    .filter((key) => from.get(key) !== to.get(key))
    .map((key) => ({ key, from: from.get(key) ?? '—', to: to.get(key) ?? '—' }));
};

/** A factor reset's "before": the customer's factors by name (never a secret). */
const factorList = (value: unknown): string => {
  const factors = (value as { factors?: { name?: unknown }[] } | null)?.factors ?? [];
  return factors.map((factor) => String(factor.name ?? '')).join(', ');
};

/** Who proposed it: an operator's username, or the feed's record (never an operator). */
const Proposer = ({ proposal }: { proposal: Proposal }) =>
  proposal.feed ? (
    <FeedTag feed={proposal.feed} testId={`approval-feed-${proposal.id}`} />
  ) : (
    <span>{proposal.proposedBy}</span>
  );

const Change = ({ from, to }: { from: ReactNode; to: ReactNode }) => (
  <span className="change">
    <span className="change-old">{from}</span> → <strong>{to}</strong>
  </span>
);

/** What the proposal would do, in the queue's words: its kind and the record it is about. */
const what = (proposal: Proposal, t: TFunction): string => {
  const subject = subjectOf(proposal);
  switch (proposal.kind) {
    case 'setting.update':
      return `${t(`approvals.kind.${proposal.kind}`)}: ${t(`settings.keys.${subject}`, subject)}`;
    case 'operator.role':
    case 'operator.totp-reset':
    case 'operator.password-reset':
      return `${t(`approvals.kind.${proposal.kind}`)}: ${field(proposal.before, 'username')}`;
    case 'operator.create':
      return `${t(`approvals.kind.${proposal.kind}`)}: ${field(proposal.after, 'username')}`;
    case 'customer.factor-reset':
      return t(`approvals.kind.${proposal.kind}`);
    case 'ledger.adjustment':
      return `${t(`approvals.kind.${proposal.kind}`)}: ${field(proposal.after, 'reason')}`;
    case 'corporate.dividend':
    case 'corporate.split':
      return `${t(`approvals.kind.${proposal.kind}`)}: ${field(proposal.after, 'key')}`;
    default:
      return `${t(`approvals.kind.${proposal.kind}`)} ${proposal.kind === 'fx.rate' ? subject.replace('/', ' → ') : `#${subject}`}`;
  }
};

/** A corporate action proposal's terms in words (a dividend's, a split's), its note below. */
const CorporateTerms = ({ proposal, t }: { proposal: Proposal; t: TFunction }) => {
  const language: LanguageKey = currentLanguage();
  const terms = corporateTerms(proposal, t, language);
  if (!terms) return <span className="muted">—</span>;
  return (
    // Spans only: the decision dialog shows this inside a paragraph.
    <span data-testid={`approval-${proposal.kind.slice('corporate.'.length)}-${proposal.id}`}>
      {terms.text}
      {terms.note ? (
        <>
          <br />
          <span className="muted">{terms.note}</span>
        </>
      ) : null}
    </span>
  );
};

/**
 * Old -> new: a status, a rate, a balance, a role, or the figures of a setting; a new dividend
 * or split has no "old": its terms.
 */
const oldToNew = (proposal: Proposal, t: TFunction): ReactNode => {
  switch (proposal.kind) {
    case 'corporate.dividend':
    case 'corporate.split':
      return <CorporateTerms proposal={proposal} t={t} />;
    case 'withdrawal.pass':
      return <Change from={t('withdrawals.status.0')} to={t('withdrawals.status.1')} />;
    case 'loan.approve':
      return <Change from={t('loans.status.applied')} to={t('loans.status.disbursed')} />;
    case 'fx.rate':
      return (
        <Change
          from={new Decimal(field(proposal.before, 'rate') || '0').toFixed()}
          to={new Decimal(field(proposal.after, 'rate') || '0').toFixed()}
        />
      );
    case 'operator.role':
      return (
        <Change
          from={t(`roles.${field(proposal.before, 'role')}`)}
          to={t(`roles.${field(proposal.after, 'role')}`)}
        />
      );
    case 'operator.create':
      return <Change from="—" to={t(`roles.${field(proposal.after, 'role')}`)} />;
    case 'operator.totp-reset':
      return <Change from={t('approvals.totpEnrolled')} to={t('approvals.totpToEnrol')} />;
    case 'operator.password-reset':
      return <Change from={t('operators.passwordTheirs')} to={t('operators.passwordTemporary')} />;
    case 'customer.factor-reset':
      return <Change from={factorList(proposal.before)} to={t('approvals.noFactors')} />;
    case 'ledger.adjustment': {
      const available = field(proposal.before, 'available') || '0';
      const after = new Decimal(available).plus(proposal.amount ?? '0').toFixed();
      return (
        <Change
          from={<Money value={available} currency={proposal.currency} />}
          to={<Money value={after} currency={proposal.currency} />}
        />
      );
    }
    case 'setting.update':
      return (
        <Space direction="vertical" size={0}>
          {changedLeaves(proposal.before, proposal.after).map((leaf) => (
            <span key={leaf.key}>
              <span className="muted">{leaf.key}</span> <Change from={leaf.from} to={leaf.to} />
            </span>
          ))}
        </Space>
      );
  }
};

/**
 * Four eyes: proposals of actions above a threshold or outside a band. Another operator's
 * proposal can be approved (the action runs now) or rejected, each confirmed; one's own
 * waits for a second approver and can be withdrawn.
 */
export const ApprovalsScreen = () => {
  const { t } = useTranslation();
  const me = useOperator().data;
  const paging = usePaging();
  const [status, setStatus] = useState<Status>('open');
  const [decision, setDecision] = useState<Decision<typeof proposalDecisionRequest> | null>(null);
  const query = useProposals(status, paging.page, paging.pageSize);
  const withdraw = useWithdrawProposal();

  const open = (proposal: Proposal, kind: 'approve' | 'reject') =>
    setDecision({
      title: t(`approvals.${kind}Title`, { id: proposal.id }),
      confirm: t(`approvals.${kind}`),
      danger: kind === 'reject',
      fields: ['comment'],
      commentRequired: kind === 'reject',
      // A proposal's decision reaches no customer: its comment is the operators' own.
      commentLabel: kind === 'reject' ? t('review.internalReason') : t('review.internalNote'),
      schema: proposalDecisionRequest,
      summary: (
        <>
          <p>
            <strong>{what(proposal, t)}</strong>
          </p>
          <p>{oldToNew(proposal, t)}</p>
          {proposal.amount !== null && proposal.kind !== 'ledger.adjustment' ? (
            <p>
              <Money value={proposal.amount} currency={proposal.currency} />
            </p>
          ) : null}
          {proposal.customerId === null ? null : (
            <p>
              {t('common.customer')} <CustomerLink id={proposal.customerId} />
            </p>
          )}
          <p className="muted">
            {t('approvals.proposedBy')} <Proposer proposal={proposal} />
          </p>
          {proposal.feed?.amended ? (
            <Alert type="error" showIcon title={t('corporate.feed.amendedHint')} />
          ) : null}
          <p className="muted">
            {t(
              // An action reaches no one customer: approving it says what it will do instead.
              (kind === 'approve' ? CORPORATE_APPROVE_EFFECT[proposal.kind] : undefined) ??
                `approvals.${kind}Effect`,
            )}
          </p>
        </>
      ),
      body: (values) => ({ decision: kind, comment: values.comment || undefined }),
      submit: (body) => decideProposal(proposal.id, body),
    });

  const columns: TableColumnsType<Proposal> = [
    { title: t('common.id'), dataIndex: 'id', width: 64 },
    { title: t('approvals.what'), key: 'what', render: (_, row) => what(row, t) },
    { title: t('approvals.change'), key: 'change', render: (_, row) => oldToNew(row, t) },
    {
      title: t('common.customer'),
      dataIndex: 'customerId',
      render: (id: number | null) => (id === null ? '—' : <CustomerLink id={id} />),
    },
    {
      title: t('approvals.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (value: string | null, row) =>
        // An adjustment's sign is its direction; a payout is an amount leaving.
        value === null ? (
          '—'
        ) : (
          <Money value={value} currency={row.currency} signed={row.kind === 'ledger.adjustment'} />
        ),
    },
    {
      title: t('approvals.proposedBy'),
      key: 'proposedBy',
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Proposer proposal={row} />
          <DateTime value={row.proposedAt} />
        </Space>
      ),
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      render: (value: Status) => (
        <Tag color={STATUS_COLORS[value]}>{t(`approvals.status.${value}`)}</Tag>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => {
        if (row.status !== 'open')
          return (
            <Space direction="vertical" size={0}>
              <span>{row.decidedBy ?? row.proposedBy}</span>
              {row.decidedAt ? <DateTime value={row.decidedAt} /> : null}
              {row.comment ? <span className="muted">{row.comment}</span> : null}
            </Space>
          );
        if (row.proposedBy === me?.username)
          return (
            <Space size="small" wrap>
              <Tag color="gold" data-testid={`approval-waiting-${row.id}`}>
                {t('approvals.waitingTag')}
              </Tag>
              <Popconfirm
                title={t('approvals.withdrawConfirm', { id: row.id })}
                okText={t('approvals.withdraw')}
                cancelText={t('common.cancel')}
                onConfirm={() => withdraw.mutate(row.id)}
              >
                <Button size="small" data-testid={`approval-withdraw-${row.id}`}>
                  {t('approvals.withdraw')}
                </Button>
              </Popconfirm>
            </Space>
          );
        if (!me || !isOperatorRole(me.role) || !FOUR_EYES_DECIDERS[row.kind].includes(me.role))
          return <span className="muted">{t('approvals.forAdmins')}</span>;
        return (
          <Space size="small">
            <Button
              size="small"
              type="primary"
              onClick={() => open(row, 'approve')}
              data-testid={`approval-approve-${row.id}`}
            >
              {t('approvals.approve')}
            </Button>
            <Button
              size="small"
              danger
              onClick={() => open(row, 'reject')}
              data-testid={`approval-reject-${row.id}`}
            >
              {t('approvals.reject')}
            </Button>
          </Space>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title={t('menu.approvals')}
        extra={
          <StatusFilter<Status>
            value={status}
            options={PROPOSAL_STATUSES.map((value) => ({
              value,
              label: t(`approvals.status.${value}`),
            }))}
            onChange={(next) => {
              if (next === 'all') return;
              setStatus(next);
              paging.reset();
            }}
          />
        }
      />
      <Alert type="info" showIcon className="gap-bottom" title={t('approvals.hint')} />
      <PagedTable
        query={query}
        paging={paging}
        columns={columns}
        rowKey="id"
        testId="approvals-table"
        csv={{ name: 'approvals', fetchPage: (page, size) => fetchProposals(status, page, size) }}
      />
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </>
  );
};
