import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTime } from '../../components/date-time';
import { PagedTable, usePaging } from '../../components/paged-table';
import { StatusFilter } from '../../components/status-filter';
import { currentLanguage } from '../../i18n/i18n';
import { feedReason, feedTerms, termText } from './feed-terms';
import { FeedStatus } from './feed-status';
import {
  fetchFeedRecords,
  useFeedRecords,
  type FeedRecord,
  type FeedRecordsShown,
} from './queries';

const SHOWN: FeedRecordsShown[] = ['attention', 'all'];
const KINDS = new Set(['cash_dividend', 'split']);
const PROPOSAL_COLORS: Record<string, string> = {
  open: 'gold',
  approved: 'green',
  rejected: 'red',
  withdrawn: 'default',
  superseded: 'purple',
};

/**
 * What the vendor's feed published and what became of each record: proposed (then decided in
 * Approvals like an operator's entry), rejected by the check it failed, or amended by the
 * vendor after it was proposed, which nothing applies. By default only the records an operator
 * has to look into: the rejected and the amended.
 */
export const FeedRecords = () => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const paging = usePaging();
  const [show, setShow] = useState<FeedRecordsShown>('attention');
  const query = useFeedRecords(show, paging.page, paging.pageSize);
  const dash = <span className="muted">—</span>;
  const text = (value: string | null) => (value === null ? dash : value);

  const columns: TableColumnsType<FeedRecord> = [
    {
      title: t('corporate.feed.ref'),
      key: 'ref',
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <strong className="nowrap">{row.ref}</strong>
          <span className="muted">{row.source}</span>
        </Space>
      ),
    },
    {
      title: t('corporate.instrument'),
      key: 'key',
      render: (_, row) => text(termText(row.terms, 'key')),
    },
    {
      title: t('corporate.terms'),
      key: 'terms',
      render: (_, row) => {
        const kind = termText(row.terms, 'kind');
        return (
          <Space direction="vertical" size={2}>
            <Tag>
              {kind !== null && KINDS.has(kind) ? t(`corporate.kinds.${kind}`) : (kind ?? '—')}
            </Tag>
            <span data-testid={`feed-terms-${row.id}`}>{feedTerms(row.terms, t, language)}</span>
          </Space>
        );
      },
    },
    {
      title: t('corporate.exDateColumn'),
      key: 'exDate',
      render: (_, row) => <span className="nowrap">{text(termText(row.terms, 'exDate'))}</span>,
    },
    {
      title: t('corporate.feed.outcome'),
      key: 'outcome',
      render: (_, row) => (
        <Space direction="vertical" size={2} data-testid={`feed-outcome-${row.id}`}>
          {row.status === 'rejected' ? (
            <>
              <Tag color="red">{t('corporate.feed.rejected')}</Tag>
              <span>{feedReason(row, t)}</span>
            </>
          ) : (
            <Space size={4} wrap>
              <Tag color="blue">{t('corporate.feed.proposed')}</Tag>
              {row.proposalId === null ? null : (
                <Link to="/review/approvals">#{row.proposalId}</Link>
              )}
              {row.proposalStatus === null ? null : (
                <Tag color={PROPOSAL_COLORS[row.proposalStatus]}>
                  {t(`approvals.status.${row.proposalStatus}`)}
                </Tag>
              )}
            </Space>
          )}
          {row.amendedTerms === null ? null : (
            <span data-testid={`feed-amended-${row.id}`}>
              <Tag color="red">{t('corporate.feed.amended')}</Tag>{' '}
              <Typography.Text type="danger">
                {t('corporate.feed.amendedTo', {
                  terms: feedTerms(row.amendedTerms, t, language),
                  exDate: termText(row.amendedTerms, 'exDate') ?? '—',
                })}
              </Typography.Text>
            </span>
          )}
        </Space>
      ),
    },
    {
      title: t('corporate.feed.received'),
      key: 'received',
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <DateTime value={row.receivedAt} />
          {row.amendedAt === null ? null : <DateTime value={row.amendedAt} />}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Space className="gap-bottom" wrap align="center">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('corporate.feed.title')}
        </Typography.Title>
        <StatusFilter<FeedRecordsShown>
          value={show}
          options={SHOWN.map((value) => ({ value, label: t(`corporate.feed.show.${value}`) }))}
          onChange={(next) => {
            if (next === 'all' || next === 'attention') setShow(next);
            paging.reset();
          }}
        />
      </Space>
      <Typography.Paragraph type="secondary">{t('corporate.feed.hint')}</Typography.Paragraph>
      <FeedStatus />
      <PagedTable
        query={query}
        paging={paging}
        columns={columns}
        rowKey="id"
        testId="corporate-feed-records"
        csv={{
          name: 'corporate-feed-records',
          fetchPage: (page, size) => fetchFeedRecords(show, page, size),
          extra: [
            { title: t('corporate.feed.source'), value: (row) => row.source },
            { title: t('common.status'), value: (row) => row.status },
            { title: t('corporate.feed.errorCode'), value: (row) => row.errorCode },
            {
              title: t('corporate.feed.publishedTerms'),
              value: (row) => JSON.stringify(row.terms),
            },
            {
              title: t('corporate.feed.amendedTerms'),
              value: (row) => (row.amendedTerms === null ? null : JSON.stringify(row.amendedTerms)),
            },
          ],
        }}
      />
    </>
  );
};
