import {
  BLOCK_MINIMUM_SHARES,
  createBlockDealRequest,
  type CreateBlockDealRequest,
} from '@brokerage/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../api/client';
import { DateTime } from '../components/date-time';
import { Money } from '../components/money';
import { PageHeader } from '../components/page-header';
import { parseWithSchema, toInstant } from '../components/zod-form';
import { ConsoleForm } from '../components/console-form';

const FIELDS = ['key', 'premiumPercent', 'minQuantity', 'availableQuantity', 'opensAt', 'closesAt'];

/**
 * A block deal offers shares at the feed's ask plus a premium within the server's band. The
 * console sets the premium, never a price: the price is the market's when a customer buys.
 */
export const BlockDealsScreen = () => {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const create = useMutation({
    mutationFn: (body: CreateBlockDealRequest) =>
      unwrap(api.POST('/api/v1/admin/block-deals', { body })),
  });

  const submit = () => {
    const values = form.getFieldsValue(true) as Record<string, string | undefined>;
    const body = parseWithSchema(
      form,
      createBlockDealRequest,
      { ...values, opensAt: toInstant(values.opensAt), closesAt: toInstant(values.closesAt) },
      t,
      { labels: Object.fromEntries(FIELDS.map((name) => [name, t(`blockDeals.${name}`)])) },
    );
    if (body) create.mutate(body);
  };

  const deal = create.data;
  return (
    <>
      <PageHeader title={t('menu.blockDeals')} />
      <Row gutter={24}>
        <Col span={12}>
          <Card title={t('blockDeals.new')}>
            <ConsoleForm form={form} layout="vertical" onFinish={submit}>
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
    </>
  );
};
