import { kycReviewRequest } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../api/client';
import { CustomerLink } from '../components/customer-link';
import { DateTime } from '../components/date-time';
import { DecisionDialog, type Decision } from '../components/decision-dialog';
import { FileImage } from '../components/file-image';
import { PageHeader } from '../components/page-header';
import { PagedTable, usePaging } from '../components/paged-table';
import { StatusFilter } from '../components/status-filter';

type Status = 'review' | 'passed' | 'rejected';
const fetchKyc = (status: Status | undefined, page: number, pageSize: number) =>
  unwrap(api.GET('/api/v1/admin/kyc', { params: { query: { status, page, pageSize } } }));
type Submission = Awaited<ReturnType<typeof fetchKyc>>['items'][number];

const STATUS_COLOR: Record<Status, string> = { review: 'gold', passed: 'green', rejected: 'red' };

/** Identity and professional-investor submissions: the declared data beside its images. */
export const KycScreen = () => {
  const { t } = useTranslation();
  const paging = usePaging();
  const [status, setStatus] = useState<Status | 'all'>('review');
  const [decision, setDecision] = useState<Decision<typeof kycReviewRequest> | null>(null);
  const filter = status === 'all' ? undefined : status;
  const query = useQuery({
    queryKey: ['kyc', filter, paging.page, paging.pageSize],
    queryFn: () => fetchKyc(filter, paging.page, paging.pageSize),
  });

  const decide = (submission: Submission, kind: 'pass' | 'reject') =>
    setDecision({
      title: t(`kyc.${kind}Title`, { id: submission.id }),
      summary: (
        <>
          {[submission.firstName, submission.lastName].filter(Boolean).join(' ') || '—'} ·{' '}
          {t(`kyc.kind.${submission.kind}`)} · {t('common.customer')}{' '}
          <CustomerLink id={submission.customerId} />
        </>
      ),
      confirm: t(`kyc.${kind}`),
      danger: kind === 'reject',
      fields: ['comment'],
      commentRequired: kind === 'reject',
      schema: kycReviewRequest,
      body: (values) =>
        kind === 'pass'
          ? { decision: 'pass', comment: values.comment || undefined, version: submission.version }
          : { decision: 'reject', reason: values.comment, version: submission.version },
      submit: (body) =>
        unwrap(
          api.POST('/api/v1/admin/kyc/{id}/review', {
            params: { path: { id: submission.id } },
            body,
          }),
        ),
    });

  const columns: TableColumnsType<Submission> = [
    { title: t('common.id'), dataIndex: 'id', width: 72 },
    {
      title: t('common.customer'),
      dataIndex: 'customerId',
      render: (id: number) => <CustomerLink id={id} />,
    },
    {
      title: t('kyc.document'),
      dataIndex: 'kind',
      render: (kind: Submission['kind']) => t(`kyc.kind.${kind}`),
    },
    {
      title: t('kyc.name'),
      key: 'name',
      render: (_, row) => [row.firstName, row.lastName].filter(Boolean).join(' ') || '—',
    },
    {
      title: t('kyc.idNumber'),
      dataIndex: 'idNumber',
      render: (value: string | null) => value ?? '—',
    },
    {
      title: t('kyc.images'),
      key: 'images',
      render: (_, row) => (
        <Space size="small">
          {row.frontFileId ? <FileImage id={row.frontFileId} alt={t('kyc.front')} /> : null}
          {row.backFileId ? <FileImage id={row.backFileId} alt={t('kyc.back')} /> : null}
        </Space>
      ),
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      render: (value: Status) => <Tag color={STATUS_COLOR[value]}>{t(`kyc.status.${value}`)}</Tag>,
    },
    {
      title: t('kyc.submitted'),
      dataIndex: 'createdAt',
      render: (value: string) => <DateTime value={value} />,
    },
    {
      title: t('review.reason'),
      dataIndex: 'reason',
      ellipsis: true,
      width: 200,
      render: (value: string | null) => value ?? '—',
    },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) =>
        row.status === 'review' ? (
          <Space size="small">
            <Button
              size="small"
              type="primary"
              onClick={() => decide(row, 'pass')}
              data-testid={`kyc-pass-${row.id}`}
            >
              {t('kyc.pass')}
            </Button>
            <Button
              size="small"
              danger
              onClick={() => decide(row, 'reject')}
              data-testid={`kyc-reject-${row.id}`}
            >
              {t('kyc.reject')}
            </Button>
          </Space>
        ) : (
          <DateTime value={row.reviewedAt} />
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('menu.kyc')}
        extra={
          <StatusFilter<Status>
            value={status}
            onChange={(value) => {
              setStatus(value);
              paging.reset();
            }}
            options={[
              ...(['review', 'passed', 'rejected'] as const).map((value) => ({
                value,
                label: t(`kyc.status.${value}`),
              })),
              { value: 'all', label: t('common.all') },
            ]}
          />
        }
      />
      <PagedTable query={query} paging={paging} columns={columns} rowKey="id" testId="kyc-table" />
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </>
  );
};
