import type { TimelineEvent } from '@brokerage/shared';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../api/client';
import { DateTime } from '../date-time';
import { Money } from '../money';
import { PagedTable, usePagedQuery } from '../paged-table';

type Topic =
  | 'registered'
  | 'kyc'
  | 'deposit'
  | 'withdrawal'
  | 'order'
  | 'loan'
  | 'support'
  | 'adjustment';

/** What an event was about, in words: a document, an instrument and side, a method. */
const About = ({ event }: { event: TimelineEvent }) => {
  const { t } = useTranslation();
  if (event.kind === 'order.filled')
    return (
      <>
        {event.text ? t(`timeline.side.${event.text}`, { defaultValue: event.text }) : null}{' '}
        <strong>{event.subject}</strong>
        {event.price ? (
          <>
            {' @ '}
            <Money value={event.price} places={4} />
          </>
        ) : null}
      </>
    );
  const subject =
    event.subject === null
      ? null
      : event.kind.startsWith('kyc.')
        ? t(`kyc.kind.${event.subject}`, { defaultValue: event.subject })
        : t(`timeline.method.${event.subject}`, { defaultValue: event.subject });
  return (
    <div className="decision-remarks">
      {subject ? <span className="muted">{subject}</span> : null}
      {event.text ? <span>{event.text}</span> : null}
    </div>
  );
};

/**
 * A customer's events, newest first, paged (issue 28 item 7): the whole timeline, or one
 * topic's (`support`: their support thread). The server merges them from the records.
 */
export const CustomerTimeline = ({
  id,
  topic,
  size = 20,
  testId = 'customer-timeline',
}: {
  id: number;
  topic?: Topic;
  size?: number;
  testId?: string;
}) => {
  const { t } = useTranslation();
  const { paging, query, fetchPage } = usePagedQuery(
    ['customer-timeline', id, topic],
    (page, pageSize) =>
      unwrap(
        api.GET('/api/v1/admin/customers/{id}/timeline', {
          params: { path: { id }, query: { page, pageSize, topic } },
        }),
      ),
    size,
  );
  const amountColumn: TableColumnsType<TimelineEvent>[number] = {
    title: t('ledger.amount'),
    dataIndex: 'amount',
    align: 'right',
    render: (value: string | null, event) =>
      event.kind === 'order.filled' ? (
        <Money value={value} places={0} />
      ) : (
        <Money value={value} currency={event.currency} />
      ),
  };
  const columns: TableColumnsType<TimelineEvent> = [
    {
      title: t('audit.when'),
      dataIndex: 'at',
      width: 160,
      render: (value: string) => <DateTime value={value} />,
    },
    {
      title: t('timeline.event'),
      dataIndex: 'kind',
      render: (kind: TimelineEvent['kind'], event) => (
        <span data-testid={`timeline-${kind}-${event.refId}`}>
          {t(`timeline.kind.${kind}`)} <span className="muted">#{event.refId}</span>
        </span>
      ),
    },
    // A support thread moves no money: no amount column.
    ...(topic === 'support' ? [] : [amountColumn]),
    {
      title: t('timeline.details'),
      key: 'details',
      render: (_, event) => <About event={event} />,
    },
  ];
  return (
    <PagedTable
      query={query}
      paging={paging}
      columns={columns}
      rowKey="id"
      testId={testId}
      csv={{ name: `customer-${id}-${topic ?? 'timeline'}`, fetchPage }}
    />
  );
};
