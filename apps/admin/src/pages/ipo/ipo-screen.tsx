import { ipoAllotRequest, IPO_STATUSES, can } from '@brokerage/shared';
import { Button, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../components/date-time';
import { DecisionDialog, type Decision } from '../../components/decision-dialog';
import { Money } from '../../components/money';
import { PageHeader } from '../../components/page-header';
import { ListTable } from '../../components/paged-table';
import { useOperator } from '../../session/use-operator';
import { IpoForm } from './ipo-form';
import { allotIpo, useIpos, type Ipo } from './queries';

type Status = (typeof IPO_STATUSES)[number];

const STATUS_COLOR: Record<Status, string> = {
  upcoming: 'default',
  open: 'blue',
  waiting: 'gold',
  allotted: 'green',
  listed: 'purple',
};

/**
 * IPOs: every offering with its terms and progress; admins create one, reviewers may run its
 * published allotment early once subscription has closed. No result can be set or edited.
 */
export const IpoScreen = () => {
  const { t } = useTranslation();
  const operator = useOperator();
  const [decision, setDecision] = useState<Decision<typeof ipoAllotRequest> | null>(null);
  const query = useIpos();

  const allot = (ipo: Ipo) =>
    setDecision({
      title: t('ipo.allotTitle', { key: ipo.key }),
      summary: t('ipo.allotEffect', { rule: t(`ipo.rules.${ipo.allotmentRule}`) }),
      confirm: t('ipo.allot'),
      fields: [],
      schema: ipoAllotRequest,
      body: () => ({}),
      submit: () => allotIpo(ipo.id),
    });

  const columns: TableColumnsType<Ipo> = [
    { title: t('ipo.key'), dataIndex: 'key' },
    { title: t('ipo.name'), dataIndex: 'name' },
    {
      title: t('ipo.issuePrice'),
      dataIndex: 'issuePrice',
      align: 'right',
      render: (price: string, row) => <Money value={price} currency={row.currency} />,
    },
    { title: t('ipo.lotSize'), dataIndex: 'lotSize', align: 'right' },
    {
      title: t('ipo.sharesIssued'),
      dataIndex: 'sharesIssued',
      align: 'right',
      render: (shares: string) => <Money value={shares} places={0} />,
    },
    {
      title: t('ipo.subscribed'),
      dataIndex: 'subscribedShares',
      align: 'right',
      render: (shares: string) => <Money value={shares} places={0} />,
    },
    {
      title: t('ipo.allotmentRule'),
      dataIndex: 'allotmentRule',
      render: (rule: string) => t(`ipo.rules.${rule}`),
    },
    {
      title: t('ipo.subscriptionEndsAt'),
      dataIndex: 'subscriptionEndsAt',
      render: (value: string) => <DateTime value={value} />,
    },
    {
      title: t('ipo.allotmentAt'),
      dataIndex: 'allotmentAt',
      render: (value: string) => <DateTime value={value} />,
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      render: (status: Status) => (
        <Tag color={STATUS_COLOR[status]}>{t(`ipo.status.${status}`)}</Tag>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, row) =>
        row.status === 'waiting' ? (
          <Button size="small" onClick={() => allot(row)} data-testid={`allot-${row.key}`}>
            {t('ipo.allot')}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader title={t('menu.ipo')} />
      <ListTable
        query={query}
        columns={columns}
        rowKey="id"
        testId="ipo-table"
        csv={{ name: 'ipo' }}
      />
      {can(operator.data?.role, 'manage') ? <IpoForm /> : null}
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </>
  );
};
