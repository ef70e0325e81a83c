import {
  createQuantFundRequest,
  MARKET_CODES,
  QUANT_MAX_COMPONENTS,
  QUANT_REBALANCE_RULES,
  type CreateQuantFundRequest,
} from '@brokerage/shared';
import { Alert, App, Button, Card, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldRow, FormListRows } from '../../components/form-fields';
import {
  LanguageNameFields,
  namesOf,
  useLanguageLabels,
  useNamesText,
} from '../../components/language-name-fields';
import { useConfirmChange, useShowValue } from '../../components/confirm-change';
import { formatDateTime } from '../../components/date-time';
import { parseWithSchema, toInstant } from '../../components/zod-form';
import { ConsoleForm } from '../../components/console-form';
import { useCreateFund } from './queries';

const MARKETS = MARKET_CODES.map((code) => ({ value: code, label: code }));
const RISKS = [1, 2, 3, 4, 5].map((risk) => ({ value: String(risk), label: risk }));

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
  const [form] = Form.useForm();
  const create = useCreateFund((fund) => {
    void message.success(t('quant.created', { id: fund.id }));
    form.resetFields();
  });

  const languageLabels = useLanguageLabels();
  const confirm = useConfirmChange();
  const show = useShowValue();
  const namesText = useNamesText();
  const termText = (key: (typeof TERMS)[number], body: CreateQuantFundRequest): string => {
    if (key === 'subscriptionStart' || key === 'subscriptionEnd') return formatDateTime(body[key]);
    if (key === 'components')
      return body.components.map((component) => `${component.key} ${component.weight}`).join(', ');
    if (key === 'rebalance') return t(`quant.rebalanceRules.${body.rebalance}`);
    return show(body[key]);
  };
  const submit = async () => {
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const number = (key: string) =>
      values[key] === undefined || values[key] === '' ? undefined : Number(values[key]);
    const input = {
      ...values,
      names: namesOf(values.names),
      risk: number('risk'),
      periodDays: number('periodDays'),
      subscriptionStart: toInstant(values.subscriptionStart as string | undefined),
      subscriptionEnd: toInstant(values.subscriptionEnd as string | undefined),
    };
    const body = parseWithSchema(form, createQuantFundRequest, input, t, {
      labels: {
        ...languageLabels,
        ...Object.fromEntries(TERMS.map((key) => [key, t(`quant.${key}`)])),
        key: t('quant.componentKey'),
        weight: t('quant.weight'),
      },
    });
    if (!body) return;
    const confirmed = await confirm({
      title: t('quant.confirmTitle', { name: body.names.en }),
      effect: t('quant.confirmEffect'),
      rows: [
        { label: t('quant.names'), after: namesText(body.names) },
        ...TERMS.map((key) => ({ label: t(`quant.${key}`), after: termText(key, body) })),
      ],
      okText: t('quant.create'),
    });
    if (confirmed) create.mutate(body);
  };

  return (
    <Card title={t('quant.new')}>
      <ConsoleForm
        form={form}
        layout="vertical"
        onFinish={() => void submit()}
        initialValues={{
          market: 'US',
          rebalance: 'none',
          risk: '3',
          components: [{ key: '', weight: '' }],
        }}
      >
        <FieldRow
          fields={[
            { name: 'market', label: t('quant.market'), control: <Select options={MARKETS} /> },
            {
              name: 'risk',
              label: t('quant.risk'),
              extra: t('quant.riskHint'),
              control: <Select options={RISKS} />,
            },
            { name: 'institution', label: t('quant.institution'), span: 12 },
            { name: 'periodDays', label: t('quant.periodDays'), input: 'numeric' },
            { name: 'minPurchase', label: t('quant.minPurchase'), input: 'decimal' },
            { name: 'maxPurchase', label: t('quant.maxPurchase'), input: 'decimal' },
            {
              name: 'rebalance',
              label: t('quant.rebalance'),
              control: (
                <Select
                  options={QUANT_REBALANCE_RULES.map((rule) => ({
                    value: rule,
                    label: t(`quant.rebalanceRules.${rule}`),
                  }))}
                />
              ),
            },
            {
              name: 'subscriptionStart',
              label: t('quant.subscriptionStart'),
              span: 8,
              input: 'datetime',
            },
            {
              name: 'subscriptionEnd',
              label: t('quant.subscriptionEnd'),
              span: 8,
              input: 'datetime',
            },
            {
              name: 'baseDay',
              label: t('quant.baseDay'),
              extra: t('quant.baseDayHint'),
              span: 8,
              input: 'date',
            },
          ]}
        />
        <div className="form-section-title">{t('quant.components')}</div>
        <FormListRows
          name="components"
          max={QUANT_MAX_COMPONENTS}
          addLabel={t('quant.addComponent')}
          removeLabel={t('quant.removeComponent')}
          fields={[
            { name: 'key', label: t('quant.componentKey'), placeholder: 'US:AAPL', width: 180 },
            {
              name: 'weight',
              label: t('quant.weight'),
              placeholder: '0.25',
              input: 'decimal',
              width: 120,
            },
          ]}
        />
        <div className="form-section-title">{t('quant.names')}</div>
        <LanguageNameFields required />
        {create.error ? (
          <Alert type="error" showIcon title={create.error.message} className="gap-bottom" />
        ) : null}
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('quant.create')}
        </Button>
      </ConsoleForm>
    </Card>
  );
};
