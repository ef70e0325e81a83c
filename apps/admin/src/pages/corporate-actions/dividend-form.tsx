import { dividendRequest, type DividendRequest } from '@brokerage/shared';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { perShareFigure, withholdingFigure } from '../../components/dividend-figures';
import { Money } from '../../components/money';
import { parseWithSchema } from '../../components/zod-form';
import { currentLanguage } from '../../i18n/i18n';
import { ActionEntryDrawer, ExDateItem, useActionEntry } from './action-entry';
import {
  dividendInput,
  examplePayment,
  PER_SHARE_DECIMALS,
  type DividendFormValues,
} from './dividend-values';
import { EXAMPLE_SHARES } from './entry-values';
import { proposeDividend, type ActionProposed } from './queries';

interface DividendFormProps {
  open: boolean;
  onClose: () => void;
  /** The proposal the server made of it: the screen says it waits for a second admin. */
  onProposed: (answer: ActionProposed) => void;
}

/**
 * A cash dividend as the issuer announced it, entered by one admin: checked by the shared
 * schema here and again by the server, shown whole (with what 100 shares would be paid) before
 * it is sent, and then only a proposal until a different admin approves it.
 */
export const DividendForm = ({ open, onClose, onProposed }: DividendFormProps) => {
  const { t } = useTranslation();
  const entry = useActionEntry<DividendFormValues, DividendRequest>(proposeDividend, onProposed);

  const labels = {
    key: t('corporate.instrument'),
    amountPerShare: t('corporate.amountPerShare'),
    withholdingPercent: t('corporate.withholdingPercent'),
    exDate: t('corporate.exDate'),
    payDate: t('corporate.payDate'),
    note: t('corporate.note'),
  };

  const rows = (body: DividendRequest, currency: string) => {
    const language = currentLanguage();
    const example = examplePayment(body, currency);
    return [
      {
        label: labels.amountPerShare,
        after: `${perShareFigure(body.amountPerShare, currency, language)} ${currency}`,
      },
      {
        label: labels.withholdingPercent,
        after: t('corporate.percent', {
          value: withholdingFigure(body.withholdingRate, language),
        }),
      },
      { label: labels.exDate, after: body.exDate },
      { label: labels.payDate, after: body.payDate },
      {
        label: t('corporate.example', { count: EXAMPLE_SHARES }),
        after: (
          <span data-testid="dividend-example">
            {t('corporate.gross')} <Money value={example.gross} currency={currency} /> ·{' '}
            {t('corporate.withheld')} <Money value={example.withholding} currency={currency} /> ·{' '}
            {t('corporate.net')} <Money value={example.net} currency={currency} />
          </span>
        ),
      },
    ];
  };

  const submit = async () => {
    const { form } = entry;
    const { input, percentInvalid } = dividendInput(form.getFieldsValue(true));
    const body = parseWithSchema(form, dividendRequest, input, t, {
      labels,
      aliases: { withholdingRate: 'withholdingPercent' },
    });
    if (percentInvalid)
      form.setFields([{ name: 'withholdingPercent', errors: [t('corporate.withholdingInvalid')] }]);
    if (!body || percentInvalid) return;
    await entry.send(body, {
      title: t('corporate.confirmTitle', { key: body.key }),
      effect: t('corporate.confirmEffect'),
      rows: rows(body, entry.pickedFor(body.key)?.currency ?? ''),
    });
  };

  const currency = entry.instrument?.currency;
  return (
    <ActionEntryDrawer
      entry={entry}
      open={open}
      onClose={onClose}
      title={t('corporate.new')}
      hint={t('corporate.entryHint')}
      testId="dividend"
      onSubmit={() => void submit()}
    >
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item
            name="amountPerShare"
            label={labels.amountPerShare}
            extra={t('corporate.amountPerShareHint', { decimals: PER_SHARE_DECIMALS })}
            required
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              suffix={currency ?? ' '}
              data-testid="dividend-amount"
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="withholdingPercent"
            label={labels.withholdingPercent}
            extra={t('corporate.withholdingHint')}
            required
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              suffix="%"
              data-testid="dividend-withholding"
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col span={12}>
          <ExDateItem
            label={labels.exDate}
            hint={t('corporate.exDateHint')}
            testId="dividend-ex-date"
          />
        </Col>
        <Col span={12}>
          <Form.Item name="payDate" label={labels.payDate} required>
            <Input type="date" data-testid="dividend-pay-date" />
          </Form.Item>
        </Col>
      </Row>
    </ActionEntryDrawer>
  );
};
