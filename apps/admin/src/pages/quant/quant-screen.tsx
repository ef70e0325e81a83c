import { Decimal } from '@brokerage/shared';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../components/date-time';
import { Money } from '../../components/money';
import { PageHeader } from '../../components/page-header';
import { ListTable } from '../../components/paged-table';
import { currentLanguage } from '../../i18n/i18n';
import { QuantForm } from './quant-form';
import { useFunds, type Fund } from './queries';

/** Quant funds: every fund with its terms and basket; admins create new ones below. */
export const QuantScreen = () => {
  const { t } = useTranslation();
  const query = useFunds();

  const columns: TableColumnsType<Fund> = [
    { title: t('common.id'), dataIndex: 'id', width: 64 },
    {
      title: t('quant.name'),
      dataIndex: 'name',
      render: (name: Record<string, string>) => name[currentLanguage()] ?? name.en,
    },
    { title: t('quant.market'), dataIndex: 'market' },
    { title: t('quant.risk'), dataIndex: 'risk', align: 'right' },
    {
      title: t('quant.periodDays'),
      dataIndex: 'periodDays',
      align: 'right',
      render: (days: number) => t('quant.days', { count: days }),
    },
    {
      title: t('quant.minPurchase'),
      dataIndex: 'minPurchase',
      align: 'right',
      render: (value: string, row) => <Money value={value} currency={row.currency} />,
    },
    {
      title: t('quant.maxPurchase'),
      dataIndex: 'maxPurchase',
      align: 'right',
      render: (value: string, row) => <Money value={value} currency={row.currency} />,
    },
    {
      title: t('quant.nav'),
      key: 'nav',
      align: 'right',
      render: (_, row) => <Money value={row.nav?.nav} places={4} />,
    },
    {
      title: t('quant.components'),
      dataIndex: 'components',
      render: (components: Fund['components']) => (
        <div className="basket">
          {components.map((component) => (
            <div key={component.key}>
              {component.key}{' '}
              <Money value={new Decimal(component.weight).times(100).toString()} places={2} /> %
            </div>
          ))}
        </div>
      ),
    },
    {
      title: t('quant.subscriptionEnd'),
      dataIndex: 'subscriptionEnd',
      render: (value: string) => <DateTime value={value} />,
    },
    {
      title: t('common.status'),
      dataIndex: 'open',
      render: (open: boolean) =>
        open ? <Tag color="blue">{t('quant.open')}</Tag> : <Tag>{t('quant.closed')}</Tag>,
    },
  ];

  return (
    <>
      <PageHeader title={t('menu.quant')} />
      <ListTable
        query={query}
        columns={columns}
        rowKey="id"
        testId="quant-table"
        csv={{ name: 'quant-funds' }}
      />
      <QuantForm />
    </>
  );
};
