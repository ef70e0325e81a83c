import {
  createQuantFundRequest,
  MARKET_CODES,
  QUANT_MAX_COMPONENTS,
  QUANT_REBALANCE_RULES,
  type CreateQuantFundRequest,
} from '@brokerage/shared';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Form, Input, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../api/client';
import { LanguageNameFields } from '../components/language-name-fields';
import { parseWithSchema, toInstant } from '../components/zod-form';

const TERMS = [
  'market',
  'risk',
  'institution',
  'periodDays',
  'minPurchase',
  'maxPurchase',
  'subscriptionStart',
  'subscriptionEnd',
  'rebalance',
  'baseDay',
  'components',
] as const;

/**
 * A new quant fund: a basket of instruments with stated weights (summing to 1), its NAV
 * from the feed's closes from the base day. Its result is the basket's: nothing sets one.
 */
export const QuantForm = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const create = useMutation({
    mutationFn: (body: CreateQuantFundRequest) =>
      unwrap(api.POST('/api/v1/admin/quant-funds', { body })),
    onSuccess: async (fund) => {
      void message.success(t('quant.created', { id: fund.id }));
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: ['quant'] });
    },
  });

  const submit = () => {
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const number = (key: string) =>
      values[key] === undefined || values[key] === '' ? undefined : Number(values[key]);
    const body = parseWithSchema(
      form,
      createQuantFundRequest,
      {
        ...values,
        risk: number('risk'),
        periodDays: number('periodDays'),
        subscriptionStart: toInstant(values.subscriptionStart as string | undefined),
        subscriptionEnd: toInstant(values.subscriptionEnd as string | undefined),
      },
      t,
      { labels: Object.fromEntries(TERMS.map((key) => [key, t(`quant.${key}`)])) },
    );
    if (body) create.mutate(body);
  };

  return (
    <Card title={t('quant.new')}>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          market: 'US',
          rebalance: 'none',
          risk: '3',
          components: [{ key: '', weight: '' }],
        }}
      >
        <Row gutter={12}>
          <Col span={6}>
            <Form.Item name="market" label={t('quant.market')} required>
              <Select options={MARKET_CODES.map((code) => ({ value: code, label: code }))} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="risk" label={t('quant.risk')} extra={t('quant.riskHint')} required>
              <Select options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: n }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="institution" label={t('quant.institution')} required>
              <Input maxLength={80} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="periodDays" label={t('quant.periodDays')} required>
              <Input inputMode="numeric" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="minPurchase" label={t('quant.minPurchase')} required>
              <Input inputMode="decimal" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="maxPurchase" label={t('quant.maxPurchase')} required>
              <Input inputMode="decimal" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="rebalance" label={t('quant.rebalance')} required>
              <Select
                options={QUANT_REBALANCE_RULES.map((rule) => ({
                  value: rule,
                  label: t(`quant.rebalanceRules.${rule}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="subscriptionStart" label={t('quant.subscriptionStart')} required>
              <Input type="datetime-local" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="subscriptionEnd" label={t('quant.subscriptionEnd')} required>
              <Input type="datetime-local" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="baseDay"
              label={t('quant.baseDay')}
              extra={t('quant.baseDayHint')}
              required
            >
              <Input type="date" />
            </Form.Item>
          </Col>
        </Row>
        <div className="form-section-title">{t('quant.components')}</div>
        <Form.List name="components">
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" className="form-list-row">
                  <Form.Item name={[field.name, 'key']} label={t('quant.componentKey')}>
                    <Input placeholder="US:AAPL" autoComplete="off" style={{ width: 180 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'weight']} label={t('quant.weight')}>
                    <Input placeholder="0.25" inputMode="decimal" style={{ width: 120 }} />
                  </Form.Item>
                  {fields.length > 1 ? (
                    <MinusCircleOutlined
                      aria-label={t('quant.removeComponent')}
                      onClick={() => remove(field.name)}
                    />
                  ) : null}
                </Space>
              ))}
              <Form.ErrorList errors={errors} />
              <Form.Item>
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  disabled={fields.length >= QUANT_MAX_COMPONENTS}
                  onClick={() => add({ key: '', weight: '' })}
                >
                  {t('quant.addComponent')}
                </Button>
              </Form.Item>
            </>
          )}
        </Form.List>
        <div className="form-section-title">{t('quant.names')}</div>
        <LanguageNameFields required />
        {create.error ? (
          <Alert type="error" showIcon title={create.error.message} className="gap-bottom" />
        ) : null}
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('quant.create')}
        </Button>
      </Form>
    </Card>
  );
};
