import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../components/date-time';
import { QueryState } from '../../components/query-state';
import { useAppropriatenessAnswers, type Answer } from './queries';
import { RowsTable } from '../../components/paged-table';

/**
 * Every appropriateness answer of the customer, newest first (issue 26): the version of the
 * questions, each answer, the verdict and why it failed.
 */
export const CustomerAppropriateness = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const query = useAppropriatenessAnswers(id);
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  return (
    <QueryState query={query}>
      {(data) => (
        <RowsTable<Answer>
          csv={{ name: `customer-${id}-appropriateness` }}
          rowKey="id"
          rows={data.items}
          locale={{ emptyText: t('appropriateness.none') }}
          data-testid="customer-appropriateness"
          columns={[
            {
              title: t('audit.when'),
              dataIndex: 'createdAt',
              render: (value: string) => <DateTime value={value} />,
            },
            { title: t('appropriateness.version'), dataIndex: 'version' },
            {
              title: t('appropriateness.experience'),
              key: 'experience',
              render: (_, row) => t(`appropriateness.experienceOption.${row.answers.experience}`),
            },
            {
              title: t('appropriateness.income'),
              key: 'income',
              render: (_, row) => t(`appropriateness.incomeOption.${row.answers.incomeBand}`),
            },
            {
              title: t('appropriateness.losses'),
              key: 'losses',
              render: (_, row) => yesNo(row.answers.lossesBeyondInvestment),
            },
            {
              title: t('appropriateness.liquidation'),
              key: 'liquidation',
              render: (_, row) => yesNo(row.answers.pledgeMaySell),
            },
            {
              title: t('appropriateness.verdict'),
              key: 'verdict',
              render: (_, row) =>
                row.passed ? (
                  <Tag color="green">{t('appropriateness.passed')}</Tag>
                ) : (
                  <>
                    <Tag color="red">{t('appropriateness.failed')}</Tag>
                    {row.reasons.map((reason) => t(`appropriateness.reason.${reason}`)).join(', ')}
                  </>
                ),
            },
          ]}
        />
      )}
    </QueryState>
  );
};
