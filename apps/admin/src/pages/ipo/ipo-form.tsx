import {
  createIpoRequest,
  formatFigure,
  IPO_ALLOTMENT_RULES,
  MARKET_CODES,
  type CreateIpoRequest,
} from '@brokerage/shared';
import { Alert, App, Button, Card, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldRow } from '../../components/form-fields';
import {
  LanguageNameFields,
  namesOf,
  useLanguageLabels,
  useNamesText,
} from '../../components/language-name-fields';
import { useConfirmChange, useShowValue } from '../../components/confirm-change';
import { formatDateTime } from '../../components/date-time';
import { currentLanguage } from '../../i18n/i18n';
import { parseWithSchema, toInstant } from '../../components/zod-form';
import { ConsoleForm } from '../../components/console-form';
import { useCreateIpo } from './queries';

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
const MARKETS = MARKET_CODES.map((code) => ({ value: code, label: code }));
const TIMES = ['subscriptionStartsAt', 'subscriptionEndsAt', 'allotmentAt', 'listingAt'] as const;

/**
 * A new offering with every published term, checked by the shared schema here and again by
 * the server. Its price and allotment rule are fixed once created: nothing edits a result.
 */
export const IpoForm = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const create = useCreateIpo((ipo) => {
    void message.success(t('ipo.created', { key: ipo.key }));
    form.resetFields();
  });

  const languageLabels = useLanguageLabels();
  const confirm = useConfirmChange();
  const show = useShowValue();
  const namesText = useNamesText();
  const termText = (key: (typeof TERMS)[number], body: CreateIpoRequest): string => {
    if ((TIMES as readonly string[]).includes(key)) return formatDateTime(body[key] as string);
    if (key === 'allotmentRule') return t(`ipo.rules.${body.allotmentRule}`);
    if (key === 'lotSize' || key === 'sharesIssued' || key === 'maxPerCustomer')
      return formatFigure(String(body[key]), currentLanguage(), 0);
    return show(body[key]);
  };
  const submit = async () => {
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const body = parseWithSchema(
      form,
      createIpoRequest,
      {
        ...values,
        names: namesOf(values.names),
        lotSize: values.lotSize === undefined ? undefined : Number(values.lotSize),
        ...Object.fromEntries(TIMES.map((key) => [key, toInstant(values[key] as string)])),
      },
      t,
      {
        labels: {
          ...languageLabels,
          ...Object.fromEntries(TERMS.map((key) => [key, t(`ipo.${key}`)])),
        },
      },
    );
    if (!body) return;
    const confirmed = await confirm({
      title: t('ipo.confirmTitle', { symbol: `${body.market}.${body.symbol}` }),
      effect: t('ipo.confirmEffect'),
      rows: [
        ...TERMS.map((key) => ({ label: t(`ipo.${key}`), after: termText(key, body) })),
        { label: t('ipo.names'), after: namesText(body.names) },
      ],
      okText: t('ipo.create'),
    });
    if (confirmed) create.mutate(body);
  };

  return (
    <Card title={t('ipo.new')} className="gap-top">
      <ConsoleForm
        form={form}
        layout="vertical"
        onFinish={() => void submit()}
        initialValues={{ market: 'US', allotmentRule: 'pro_rata_lottery' }}
      >
        <FieldRow
          fields={[
            { name: 'market', label: t('ipo.market'), control: <Select options={MARKETS} /> },
            { name: 'symbol', label: t('ipo.symbol') },
            { name: 'issuePrice', label: t('ipo.issuePrice'), input: 'decimal' },
            { name: 'lotSize', label: t('ipo.lotSize'), input: 'numeric' },
            { name: 'sharesIssued', label: t('ipo.sharesIssued'), input: 'numeric' },
            { name: 'maxPerCustomer', label: t('ipo.maxPerCustomer'), input: 'numeric' },
            {
              name: 'allotmentRule',
              label: t('ipo.allotmentRule'),
              span: 12,
              control: (
                <Select
                  options={IPO_ALLOTMENT_RULES.map((rule) => ({
                    value: rule,
                    label: t(`ipo.rules.${rule}`),
                  }))}
                />
              ),
            },
            ...TIMES.map((key) => ({
              name: key,
              label: t(`ipo.${key}`),
              input: 'datetime' as const,
            })),
          ]}
        />
        <div className="form-section-title">{t('ipo.names')}</div>
        <LanguageNameFields required />
        {create.error ? (
          <Alert type="error" showIcon title={create.error.message} className="gap-bottom" />
        ) : null}
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('ipo.create')}
        </Button>
      </ConsoleForm>
    </Card>
  );
};
