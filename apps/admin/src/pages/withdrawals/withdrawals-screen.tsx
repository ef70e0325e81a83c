import { withdrawalReviewRequest } from '@brokerage/shared';
import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { Money } from '../../components/money';
import { WithdrawalDestination } from '../../components/withdrawal-destination';
import { DateTime } from '../../components/date-time';
import { ReviewQueue, type ReviewQueueConfig } from '../../components/review-queue';
import { fetchWithdrawals, review, type Withdrawal, type Status } from './queries';

/**
 * Why to look closer before passing (issue 24): the bank account's holder is not the
 * customer's verified identity, or there is none to compare with.
 */
const ReviewNote = ({ note, t }: { note: Withdrawal['reviewNote']; t: TFunction }) =>
  note ? (
    <Typography.Text type="warning" className="review-note" data-testid="withdrawal-review-note">
      {note.identityName === null
        ? t('withdrawals.payeeUnverified', { payee: note.payeeName })
        : t('withdrawals.payeeNameMismatch', {
            payee: note.payeeName,
            identity: note.identityName,
          })}
    </Typography.Text>
  ) : null;

/** Withdrawals waiting for review: pass, or refuse with a reason the customer reads in the inbox. */
const WITHDRAWALS: ReviewQueueConfig<
  Status,
  Withdrawal,
  'pass' | 'refuse',
  typeof withdrawalReviewRequest
> = {
  name: 'withdrawals',
  statuses: [0, 1, 2, 3],
  fetch: fetchWithdrawals,
  actions: { testPrefix: 'withdrawal', kinds: { pass: 'primary', refuse: 'danger' } },
  decidedAt: (row) => row.reviewedAt,
  columns: (column, t) => [
    {
      title: t('withdrawals.method'),
      dataIndex: 'type',
      render: (type: string) => t(`withdrawals.type.${type}`),
    },
    {
      title: t('withdrawals.target'),
      dataIndex: 'target',
      render: (target: Record<string, unknown>, row) => (
        <WithdrawalDestination type={row.type} target={target} />
      ),
    },
    {
      title: t('withdrawals.check'),
      dataIndex: 'reviewNote',
      // A sentence: it wraps in a column of its own width, the amounts stay in view.
      width: 150,
      render: (note: Withdrawal['reviewNote']) => <ReviewNote note={note} t={t} />,
    },
    {
      title: t('withdrawals.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (value: string, row) => <Money value={value} currency={row.currency} />,
    },
    {
      title: t('withdrawals.fee'),
      dataIndex: 'fee',
      align: 'right',
      render: (value: string, row) => <Money value={value} currency={row.currency} />,
    },
    column.status({ 0: 'gold', 1: 'green', 2: 'red', 3: 'default' }),
    // When it was asked for and by when it was promised, one cell: the queue stays in view.
    {
      title: t('withdrawals.requested'),
      dataIndex: 'createdAt',
      width: 120,
      render: (value: string, row: Withdrawal) => (
        <>
          <DateTime value={value} />
          <br />
          <span className="muted" data-testid={`promised-by-${row.id}`}>
            {t('withdrawals.promisedBy')} <DateTime value={row.promisedBy} />
          </span>
        </>
      ),
    },
    // Where a paid withdrawal's money went, beside what the customer and the operators read.
    column.remarks('comment', (row: Withdrawal) =>
      row.payoutReference ? (
        <div>
          <span className="muted">{t('review.payoutReferenceShort')}:</span>{' '}
          <code data-testid={`payout-reference-${row.id}`}>{row.payoutReference}</code>
        </div>
      ) : null,
    ),
  ],
  effects: ['refuse'],
  decide: (withdrawal, kind) => ({
    schema: withdrawalReviewRequest,
    // A payout records where the money went (the transfer's reference or the hash).
    ...(kind === 'pass' ? { fields: ['reference', 'comment', 'note'] as const } : {}),
    // The comment of a refusal is the reason the customer reads in the inbox.
    body: (values) => ({
      decision: kind,
      comment: values.comment || undefined,
      note: values.note || undefined,
      ...(kind === 'pass' ? { reference: values.reference?.trim() || undefined } : {}),
    }),
    submit: (body) => review(withdrawal.id, body),
    summary: (
      <>
        <Money value={withdrawal.amount} currency={withdrawal.currency} /> →
        <WithdrawalDestination type={withdrawal.type} target={withdrawal.target} />
      </>
    ),
  }),
};

export const WithdrawalsScreen = () => <ReviewQueue config={WITHDRAWALS} />;
