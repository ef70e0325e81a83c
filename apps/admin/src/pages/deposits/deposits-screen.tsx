import { depositAuditRequest } from '@brokerage/shared';
import { FileImage } from '../../components/file-image';
import { Money } from '../../components/money';
import { ReviewQueue, type ReviewQueueConfig } from '../../components/review-queue';
import { fetchDeposits, review, type Deposit, type Status } from './queries';

/** Deposits waiting for review: pass, pass part of it (the audited amount), or refuse. */
const DEPOSITS: ReviewQueueConfig<
  Status,
  Deposit,
  'pass' | 'part' | 'refuse',
  typeof depositAuditRequest
> = {
  name: 'deposits',
  statuses: [0, 1, 2, 3],
  fetch: fetchDeposits,
  actions: { testPrefix: 'deposit', kinds: { pass: 'primary', part: 'default', refuse: 'danger' } },
  decidedAt: (row) => row.auditTime,
  columns: (column, t) => [
    {
      title: t('deposits.reference'),
      dataIndex: 'reference',
      render: (value: string) => <code>{value}</code>,
    },
    {
      title: t('deposits.method'),
      dataIndex: 'type',
      render: (type: string, row) =>
        type === 'crypto' ? `USDT ${row.network ?? ''}` : t('deposits.bank'),
    },
    {
      title: t('deposits.amount'),
      dataIndex: 'money',
      align: 'right',
      render: (value: string, row) => <Money value={value} currency={row.currency} />,
    },
    {
      title: t('deposits.audited'),
      dataIndex: 'auditMoney',
      align: 'right',
      render: (value: string | null, row) => <Money value={value} currency={row.currency} />,
    },
    column.status({ 0: 'gold', 1: 'green', 2: 'blue', 3: 'red' }),
    column.time(t('deposits.submitted'), 'submitTime'),
    {
      title: t('deposits.proof'),
      dataIndex: 'proofFileId',
      render: (id: string | null) => (id ? <FileImage id={id} alt={t('deposits.proof')} /> : '—'),
    },
    column.remarks('comment'),
  ],
  decide: (deposit, kind, t) => ({
    summary: (
      <>
        {t('deposits.declared')}: <Money value={deposit.money} currency={deposit.currency} />
      </>
    ),
    // Passing part of it names the audited amount and says why, like a refusal.
    ...(kind === 'part'
      ? { fields: ['amount', 'comment', 'note'] as const, commentRequired: true }
      : {}),
    schema: depositAuditRequest,
    body: (values) => ({
      decision: kind,
      auditMoney: values.auditMoney,
      comment: values.comment || undefined,
      note: values.note || undefined,
    }),
    submit: (body) => review(deposit.id, body),
  }),
};

export const DepositsScreen = () => <ReviewQueue config={DEPOSITS} />;
