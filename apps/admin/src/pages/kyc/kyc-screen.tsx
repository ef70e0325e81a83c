import { kycReviewRequest } from '@brokerage/shared';
import { Space } from 'antd';
import { FileImage } from '../../components/file-image';
import { ReviewQueue, type ReviewQueueConfig } from '../../components/review-queue';
import { fetchKyc, review, type Submission, type Status } from './queries';

const fullName = (row: Submission) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ') || '—';

/** Identity and professional-investor submissions: the declared data beside its images. */
const KYC: ReviewQueueConfig<Status, Submission, 'pass' | 'reject', typeof kycReviewRequest> = {
  name: 'kyc',
  statuses: ['review', 'passed', 'rejected'],
  fetch: fetchKyc,
  actions: { testPrefix: 'kyc', kinds: { pass: 'primary', reject: 'danger' } },
  decidedAt: (row) => row.reviewedAt,
  columns: (column, t) => [
    {
      title: t('kyc.document'),
      dataIndex: 'kind',
      render: (kind: Submission['kind']) => t(`kyc.kind.${kind}`),
    },
    { title: t('kyc.name'), key: 'name', render: (_, row) => fullName(row) },
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
    column.status({ review: 'gold', passed: 'green', rejected: 'red' }),
    column.time(t('kyc.submitted'), 'createdAt'),
    column.remarks('reason'),
  ],
  decide: (submission, kind, t) => ({
    summary: (
      <>
        {fullName(submission)} · {t(`kyc.kind.${submission.kind}`)}
      </>
    ),
    schema: kycReviewRequest,
    // A rejection's comment is its reason, which the customer reads.
    body: (values) =>
      kind === 'pass'
        ? { decision: 'pass', comment: values.comment || undefined, note: values.note || undefined }
        : { decision: 'reject', reason: values.comment, note: values.note || undefined },
    submit: (body) => review(submission.id, body),
  }),
};

export const KycScreen = () => <ReviewQueue config={KYC} />;
