import {
  createIpoRequest,
  IPO_ALLOTMENT_RULES,
  MARKET_CODES,
  type CreateIpoRequest,
} from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../api/client';
import { LanguageNameFields } from '../components/language-name-fields';
import { parseWithSchema, toInstant } from '../components/zod-form';

const TERMS = [
  'market',
  'symbol',
  'issuePrice',
  'lotSize',
  'sharesIssued',
  'maxPerCustomer',
  'allotmentRule',
  'subscriptionStartsAt',
  'subscriptionEndsAt',
  'allotmentAt',
  'listingAt',
] as const;
const TIMES = ['subscriptionStartsAt', 'subscriptionEndsAt', 'allotmentAt', 'listingAt'] as const;

/**
 * A new offering with every published term, checked by the shared schema here and again by
 * the server. Its price and allotment rule are fixed once created: nothing edits a result.
 */
export const IpoForm = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const create = useMutation({
    mutationFn: (body: CreateIpoRequest) => unwrap(api.POST('/api/v1/admin/ipo', { body })),
    onSuccess: async (ipo) => {
      void message.success(t('ipo.created', { key: ipo.key }));
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: ['ipo'] });
    },
  });

  const submit = () => {
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const body = parseWithSchema(
      form,
      createIpoRequest,
      {
        ...values,
        lotSize: values.lotSize === undefined ? undefined : Number(values.lotSize),
        ...Object.fromEntries(TIMES.map((key) => [key, toInstant(values[key] as string)])),
      },
      t,
      { labels: Object.fromEntries(TERMS.map((key) => [key, t(`ipo.${key}`)])) },
    );
    if (body) create.mutate(body);
  };

  return (
    <Card title={t('ipo.new')}>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ market: 'US', allotmentRule: 'pro_rata_lottery' }}
      >
        <Row gutter={12}>
          <Col span={6}>
            <Form.Item name="market" label={t('ipo.market')} required>
              <Select options={MARKET_CODES.map((code) => ({ value: code, label: code }))} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="symbol" label={t('ipo.symbol')} required>
              <Input autoComplete="off" data-testid="ipo-symbol" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="issuePrice" label={t('ipo.issuePrice')} required>
              <Input inputMode="decimal" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="lotSize" label={t('ipo.lotSize')} required>
              <Input inputMode="numeric" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="sharesIssued" label={t('ipo.sharesIssued')} required>
              <Input inputMode="numeric" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="maxPerCustomer" label={t('ipo.maxPerCustomer')} required>
              <Input inputMode="numeric" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="allotmentRule" label={t('ipo.allotmentRule')} required>
              <Select
                options={IPO_ALLOTMENT_RULES.map((rule) => ({
                  value: rule,
                  label: t(`ipo.rules.${rule}`),
                }))}
              />
            </Form.Item>
          </Col>
          {TIMES.map((key) => (
            <Col span={6} key={key}>
              <Form.Item name={key} label={t(`ipo.${key}`)} required>
                <Input type="datetime-local" />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <div className="form-section-title">{t('ipo.names')}</div>
        <LanguageNameFields required />
        {create.error ? (
          <Alert type="error" showIcon title={create.error.message} className="gap-bottom" />
        ) : null}
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('ipo.create')}
        </Button>
      </Form>
    </Card>
  );
};
