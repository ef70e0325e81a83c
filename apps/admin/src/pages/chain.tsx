import { chainTransferDecision } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../api/client';
import { DateTime } from '../components/date-time';
import { DecisionDialog, type Decision } from '../components/decision-dialog';
import { Money } from '../components/money';
import { PageHeader } from '../components/page-header';
import { PagedTable, usePaging } from '../components/paged-table';

const fetchUnmatched = (page: number, pageSize: number) =>
  unwrap(api.GET('/api/v1/admin/chain/unmatched', { params: { query: { page, pageSize } } }));
type Transfer = Awaited<ReturnType<typeof fetchUnmatched>>['items'][number];

const STATUS_COLOR: Record<Transfer['status'], string> = {
  unmatched: 'gold',
  refused: 'red',
  return: 'blue',
  credited: 'green',
};

/**
 * Transfers the chain watcher saw reach no customer. They can be refused or marked for
 * return, never credited: there is no route that credits them, so there is no button.
 */
export const ChainScreen = () => {
  const { t } = useTranslation();
  const paging = usePaging();
  const [decision, setDecision] = useState<Decision<typeof chainTransferDecision> | null>(null);
  const query = useQuery({
    queryKey: ['chain', paging.page, paging.pageSize],
    queryFn: () => fetchUnmatched(paging.page, paging.pageSize),
  });

  const decide = (transfer: Transfer, kind: 'refuse' | 'return') =>
    setDecision({
      title: t(`chain.${kind}Title`, { id: transfer.id }),
      summary: (
        <>
          <Money value={transfer.amount} currency="USDT" /> ·{' '}
          <Typography.Text code>{transfer.txHash}</Typography.Text>
        </>
      ),
      confirm: t(`chain.${kind}`),
      danger: kind === 'refuse',
      fields: ['comment'],
      commentRequired: true,
      schema: chainTransferDecision,
      body: (values) => ({ comment: values.comment, version: transfer.version }),
      submit: (body) =>
        unwrap(
          kind === 'refuse'
            ? api.POST('/api/v1/admin/chain/unmatched/{id}/refuse', {
                params: { path: { id: transfer.id } },
                body,
              })
            : api.POST('/api/v1/admin/chain/unmatched/{id}/return', {
                params: { path: { id: transfer.id } },
                body,
              }),
        ),
    });

  const columns: TableColumnsType<Transfer> = [
    { title: t('common.id'), dataIndex: 'id', width: 72 },
    { title: t('chain.network'), dataIndex: 'network' },
    {
      title: t('chain.hash'),
      dataIndex: 'txHash',
      render: (value: string) => (
        <Typography.Text code ellipsis className="hash">
          {value}
        </Typography.Text>
      ),
    },
    {
      title: t('chain.to'),
      dataIndex: 'toAddress',
      render: (value: string) => (
        <Typography.Text code ellipsis className="hash">
          {value}
        </Typography.Text>
      ),
    },
    { title: t('chain.token'), dataIndex: 'token' },
    {
      title: t('chain.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (value: string | null) => <Money value={value} currency="USDT" />,
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      render: (value: Transfer['status']) => (
        <Tag color={STATUS_COLOR[value]}>{t(`chain.status.${value}`)}</Tag>
      ),
    },
    {
      title: t('chain.seen'),
      dataIndex: 'createdAt',
      render: (value: string) => <DateTime value={value} />,
    },
    {
      title: t('review.comment'),
      dataIndex: 'comment',
      ellipsis: true,
      width: 200,
      render: (value: string | null) => value ?? '—',
    },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) =>
        row.status === 'unmatched' ? (
          <Space size="small">
            <Button size="small" onClick={() => decide(row, 'return')}>
              {t('chain.return')}
            </Button>
            <Button size="small" danger onClick={() => decide(row, 'refuse')}>
              {t('chain.refuse')}
            </Button>
          </Space>
        ) : (
          <span className="muted">{row.reviewedBy ?? ''}</span>
        ),
    },
  ];

  return (
    <>
      <PageHeader title={t('menu.chain')} />
      <Alert type="info" showIcon title={t('chain.never')} className="gap-bottom" />
      <PagedTable
        query={query}
        paging={paging}
        columns={columns}
        rowKey="id"
        testId="chain-table"
      />
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </>
  );
};
