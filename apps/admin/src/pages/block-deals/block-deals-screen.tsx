import {
  BLOCK_MINIMUM_SHARES,
  createBlockDealRequest,
  formatFigure,
  type AdminBlockDealView,
} from '@brokerage/shared';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  Input,
  Row,
  Tag,
  type TableColumnsType,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirmChange } from '../../components/confirm-change';
import { DateTime, formatDateTime } from '../../components/date-time';
import { PagedTable, usePaging } from '../../components/paged-table';
import { currentLanguage } from '../../i18n/i18n';
import { Money } from '../../components/money';
import { PageHeader } from '../../components/page-header';
import { parseWithSchema, toInstant } from '../../components/zod-form';
import { ConsoleForm } from '../../components/console-form';
import { fetchBlockDeals, useBlockDeals, useCreateBlockDeal } from './queries';

const STATE_COLOURS: Record<AdminBlockDealView['state'], string> = {
  upcoming: 'blue',
  open: 'green',
  sold_out: 'orange',
  closed: 'default',
};

const FIELDS = ['key', 'premiumPercent', 'minQuantity', 'availableQuantity', 'opensAt', 'closesAt'];

/**
 * A block deal offers shares at the feed's ask plus a premium within the server's band. The
 * console sets the premium, never a price: the price is the market's when a customer buys.
 */
export const BlockDealsScreen = () => {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const confirm = useConfirmChange();
  const paging = usePaging();
  const list = useBlockDeals(paging.page, paging.pageSize);
  const create = useCreateBlockDeal(() => form.resetFields());

  const submit = async () => {
    const values = form.getFieldsValue(true) as Record<string, string | undefined>;
    const body = parseWithSchema(
      form,
      createBlockDealRequest,
      { ...values, opensAt: toInstant(values.opensAt), closesAt: toInstant(values.closesAt) },
      t,
      { labels: Object.fromEntries(FIELDS.map((name) => [name, t(`blockDeals.${name}`)])) },
    );
    if (!body) return;
    const confirmed = await confirm({
      title: t('blockDeals.confirmTitle', { key: body.key }),
      effect: t('blockDeals.rule'),
      rows: [
        { label: t('blockDeals.key'), after: body.key },
        { label: t('blockDeals.premiumPercent'), after: `${body.premiumPercent} %` },
        {
          label: t('blockDeals.minQuantity'),
          after: formatFigure(body.minQuantity, currentLanguage(), 0),
        },
        {
          label: t('blockDeals.availableQuantity'),
          after: formatFigure(body.availableQuantity, currentLanguage(), 0),
        },
        { label: t('blockDeals.opensAt'), after: formatDateTime(body.opensAt) },
        { label: t('blockDeals.closesAt'), after: formatDateTime(body.closesAt) },
      ],
      okText: t('blockDeals.create'),
    });
    if (confirmed) create.mutate(body);
  };

  const columns: TableColumnsType<AdminBlockDealView> = [
    { title: t('common.id'), dataIndex: 'id', width: 70 },
    {
      title: t('blockDeals.key'),
      dataIndex: 'key',
      render: (key: string, row) => (
        <span>
          <strong>{key.replace(':', '.')}</strong> <span className="muted">{row.name}</span>
        </span>
      ),
    },
    {
      title: t('blockDeals.premiumPercent'),
      dataIndex: 'premiumPercent',
      align: 'right',
      render: (value: string) => <Money value={value} places={2} signed />,
    },
    {
      title: t('blockDeals.indicative'),
      dataIndex: 'indicativePrice',
      align: 'right',
      render: (value: string | null, row: AdminBlockDealView) => (
        <span>
          <Money value={value} places={4} /> <span className="muted">{row.currency}</span>
        </span>
      ),
    },
    {
      title: t('blockDeals.availableQuantity'),
      dataIndex: 'availableQuantity',
      align: 'right',
      render: (value: string) => formatFigure(value, currentLanguage(), 0),
    },
    {
      title: t('blockDeals.minQuantity'),
      dataIndex: 'minQuantity',
      align: 'right',
      render: (value: string) => formatFigure(value, currentLanguage(), 0),
    },
    {
      title: t('blockDeals.opensAt'),
      dataIndex: 'opensAt',
      render: (v: string) => <DateTime value={v} />,
    },
    {
      title: t('blockDeals.closesAt'),
      dataIndex: 'closesAt',
      render: (v: string) => <DateTime value={v} />,
    },
    {
      title: t('common.status'),
      dataIndex: 'state',
      render: (state: AdminBlockDealView['state']) => (
        <Tag color={STATE_COLOURS[state]}>{t(`blockDeals.states.${state}`)}</Tag>
      ),
    },
  ];

  const deal = create.data;
  return (
    <>
      <PageHeader title={t('menu.blockDeals')} />
      <Row gutter={24}>
        <Col span={12}>
          <Card title={t('blockDeals.new')}>
            <ConsoleForm form={form} layout="vertical" onFinish={() => void submit()}>
              <Form.Item
                name="key"
                label={t('blockDeals.key')}
                extra={t('blockDeals.instrumentHint')}
                required
              >
                <Input placeholder="US:AAPL" autoComplete="off" />
              </Form.Item>
              <Form.Item
                name="premiumPercent"
                label={t('blockDeals.premiumPercent')}
                extra={t('blockDeals.premiumHint')}
                required
              >
                <Input inputMode="decimal" suffix="%" autoComplete="off" />
              </Form.Item>
              <Row gutter={12}>
                <Col span={12}>
                  <Form.Item
                    name="minQuantity"
                    label={t('blockDeals.minQuantity')}
                    extra={t('blockDeals.minimumHint', { count: BLOCK_MINIMUM_SHARES })}
                    required
                  >
                    <Input inputMode="numeric" autoComplete="off" />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item
                    name="availableQuantity"
                    label={t('blockDeals.availableQuantity')}
                    required
                  >
                    <Input inputMode="numeric" autoComplete="off" />
                  </Form.Item>
                </Col>
              </Row>
              <Row gutter={12}>
                <Col span={12}>
                  <Form.Item name="opensAt" label={t('blockDeals.opensAt')} required>
                    <Input type="datetime-local" />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item name="closesAt" label={t('blockDeals.closesAt')} required>
                    <Input type="datetime-local" />
                  </Form.Item>
                </Col>
              </Row>
              {create.error ? (
                <Alert type="error" showIcon title={create.error.message} className="gap-bottom" />
              ) : null}
              <Button type="primary" htmlType="submit" loading={create.isPending}>
                {t('blockDeals.create')}
              </Button>
            </ConsoleForm>
          </Card>
        </Col>
        <Col span={12}>
          {deal ? (
            <Card title={t('blockDeals.created', { id: deal.id })}>
              <Descriptions column={1} size="small" bordered>
                <Descriptions.Item label={t('blockDeals.key')}>
                  {deal.key} · {deal.name}
                </Descriptions.Item>
                <Descriptions.Item label={t('blockDeals.premiumPercent')}>
                  {deal.premiumPercent} %
                </Descriptions.Item>
                <Descriptions.Item label={t('blockDeals.indicative')}>
                  <Money value={deal.indicativePrice} places={4} /> {deal.currency}
                </Descriptions.Item>
                <Descriptions.Item label={t('blockDeals.minQuantity')}>
                  {deal.minQuantity}
                </Descriptions.Item>
                <Descriptions.Item label={t('blockDeals.availableQuantity')}>
                  {deal.availableQuantity}
                </Descriptions.Item>
                <Descriptions.Item label={t('blockDeals.opensAt')}>
                  <DateTime value={deal.opensAt} />
                </Descriptions.Item>
                <Descriptions.Item label={t('blockDeals.closesAt')}>
                  <DateTime value={deal.closesAt} />
                </Descriptions.Item>
              </Descriptions>
            </Card>
          ) : (
            <Alert type="info" showIcon title={t('blockDeals.rule')} />
          )}
        </Col>
      </Row>
      <Card title={t('blockDeals.list')} className="gap-top" size="small">
        <PagedTable
          query={list}
          paging={paging}
          columns={columns}
          rowKey="id"
          testId="block-deals-table"
          csv={{ name: 'block-deals', fetchPage: fetchBlockDeals }}
        />
      </Card>
    </>
  );
};
