import { chainTransferDecision } from '@brokerage/shared';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/money';
import { ReviewQueue, type ReviewQueueConfig } from '../../components/review-queue';
import { decideTransfer, fetchUnmatched, type Status, type Transfer } from './queries';

const Hash = ({ value }: { value: string }) => (
  <Typography.Text code ellipsis className="hash">
    {value}
  </Typography.Text>
);

/** An address whole, wrapped and copyable: a return goes back to exactly this one. */
const Address = ({ value, testId }: { value: string | null; testId?: string }) =>
  value ? (
    <Typography.Text copyable={{ text: value }} className="address" data-testid={testId}>
      {value}
    </Typography.Text>
  ) : (
    <span className="muted">—</span>
  );

/**
 * Transfers the chain watcher saw reach no customer. They can be refused or marked for
 * return, never credited: there is no route that credits them, so there is no button.
 */
const CHAIN: ReviewQueueConfig<
  Status,
  Transfer,
  'return' | 'refuse',
  typeof chainTransferDecision
> = {
  name: 'chain',
  aboutNobody: true,
  statuses: ['unmatched', 'refused', 'return'],
  waiting: (row) => row.status === 'unmatched',
  fetch: fetchUnmatched,
  actions: { testPrefix: 'chain', kinds: { return: 'default', refuse: 'danger' } },
  decidedAt: (row) => row.reviewedAt,
  columns: (column, t) => [
    { title: t('chain.network'), dataIndex: 'network' },
    {
      title: t('chain.hash'),
      dataIndex: 'txHash',
      // Cut to the column, whole in a tooltip (and in the decision dialog).
      ellipsis: true,
      width: 120,
      render: (value: string) => <Hash value={value} />,
    },
    {
      title: t('chain.from'),
      dataIndex: 'fromAddress',
      render: (value: string | null, row) => (
        <Address value={value} testId={`chain-from-${row.id}`} />
      ),
    },
    {
      title: t('chain.to'),
      dataIndex: 'toAddress',
      render: (value: string) => <Address value={value} />,
    },
    // A token is named by its contract address when the watcher does not know it.
    { title: t('chain.token'), dataIndex: 'token', ellipsis: true, width: 90 },
    {
      title: t('chain.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (value: string | null) => <Money value={value} currency="USDT" />,
    },
    column.status({ unmatched: 'gold', refused: 'red', return: 'blue', credited: 'green' }),
    column.time(t('chain.seen'), 'createdAt'),
    column.note(t('review.comment'), 'comment'),
  ],
  decide: (transfer, kind, t) => ({
    summary: (
      <>
        <Money value={transfer.amount} currency="USDT" /> ·{' '}
        <Typography.Text code>{transfer.txHash}</Typography.Text>
        {kind === 'return' ? (
          <div>
            {t('chain.returnTo')}: <Address value={transfer.fromAddress} />
          </div>
        ) : null}
      </>
    ),
    // Nobody is a customer here: the reason is the operators' own.
    fields: ['comment'],
    commentRequired: true,
    commentLabel: t('review.internalReason'),
    schema: chainTransferDecision,
    body: (values) => ({ comment: values.comment }),
    submit: (body) => decideTransfer(transfer.id, kind, body),
  }),
};

export const ChainScreen = () => {
  const { t } = useTranslation();
  return (
    <ReviewQueue
      config={{
        ...CHAIN,
        notice: <Alert type="info" showIcon title={t('chain.never')} className="gap-bottom" />,
      }}
    />
  );
};
