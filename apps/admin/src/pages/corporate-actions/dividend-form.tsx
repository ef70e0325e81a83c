import { dividendRequest, type AdminInstrumentView, type DividendRequest } from '@brokerage/shared';
import { Alert, Button, Col, Drawer, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { useConfirmChange } from '../../components/confirm-change';
import { ConsoleForm } from '../../components/console-form';
import { perShareFigure, withholdingFigure } from '../../components/dividend-figures';
import { Money } from '../../components/money';
import { useOutcomeMessage } from '../../components/outcome-message';
import { parseWithSchema } from '../../components/zod-form';
import { currentLanguage } from '../../i18n/i18n';
import {
  dividendInput,
  EXAMPLE_SHARES,
  examplePayment,
  PER_SHARE_DECIMALS,
  type DividendFormValues,
} from './dividend-values';
import { InstrumentPicker } from './instrument-picker';
import { useProposeDividend, type DividendProposed } from './queries';

/** Refusals that are about one field: said under it rather than above the button. */
const REFUSED_FIELD: Record<string, keyof DividendFormValues> = {
  UNKNOWN_INSTRUMENT: 'key',
  EX_DATE_PASSED: 'exDate',
  CORPORATE_ACTION_EXISTS: 'exDate',
};

interface DividendFormProps {
  open: boolean;
  onClose: () => void;
  /** The proposal the server made of it: the screen says it waits for a second admin. */
  onProposed: (answer: DividendProposed) => void;
}

/**
 * A cash dividend as the issuer announced it, entered by one admin: checked by the shared
 * schema here and again by the server, shown whole (with what 100 shares would be paid) before
 * it is sent, and then only a proposal until a different admin approves it.
 */
export const DividendForm = ({ open, onClose, onProposed }: DividendFormProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<DividendFormValues>();
  const [instrument, setInstrument] = useState<AdminInstrumentView | null>(null);
  const confirm = useConfirmChange();
  const outcome = useOutcomeMessage();
  const propose = useProposeDividend((answer) => {
    outcome(answer, '');
    form.resetFields();
    setInstrument(null);
    onProposed(answer);
  });
  const refusal = propose.error;
  const fieldRefused =
    refusal instanceof ApiError && REFUSED_FIELD[refusal.code] !== undefined ? refusal : null;

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
        label: labels.key,
        after: instrument ? `${body.key} · ${instrument.name}` : body.key,
      },
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
      ...(body.note ? [{ label: labels.note, after: body.note }] : []),
    ];
  };

  const submit = async () => {
    propose.reset();
    const { input, percentInvalid } = dividendInput(form.getFieldsValue(true));
    const body = parseWithSchema(form, dividendRequest, input, t, {
      labels,
      aliases: { withholdingRate: 'withholdingPercent' },
    });
    if (percentInvalid)
      form.setFields([{ name: 'withholdingPercent', errors: [t('corporate.withholdingInvalid')] }]);
    if (!body || percentInvalid) return;
    const currency = instrument?.key === body.key ? instrument.currency : '';
    const confirmed = await confirm({
      title: t('corporate.confirmTitle', { key: body.key }),
      effect: t('corporate.confirmEffect'),
      rows: rows(body, currency),
      okText: t('corporate.propose'),
    });
    if (!confirmed) return;
    propose.mutate(body, {
      onError: (error) => {
        const name = error instanceof ApiError ? REFUSED_FIELD[error.code] : undefined;
        if (name) form.setFields([{ name, errors: [error.message] }]);
      },
    });
  };

  const currency = instrument?.currency;
  return (
    <Drawer open={open} onClose={onClose} size={560} title={t('corporate.new')}>
      <Alert type="info" showIcon className="gap-bottom" title={t('corporate.entryHint')} />
      <ConsoleForm form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item name="key" label={labels.key} required>
          <InstrumentPicker onPicked={setInstrument} />
        </Form.Item>
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
            <Form.Item
              name="exDate"
              label={labels.exDate}
              extra={t('corporate.exDateHint')}
              required
            >
              <Input type="date" data-testid="dividend-ex-date" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="payDate" label={labels.payDate} required>
              <Input type="date" data-testid="dividend-pay-date" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="note" label={labels.note} extra={t('corporate.noteHint')}>
          <Input.TextArea rows={2} maxLength={500} showCount data-testid="dividend-note" />
        </Form.Item>
        {refusal && !fieldRefused ? (
          <Alert
            type="error"
            showIcon
            title={refusal.message}
            className="gap-bottom"
            data-testid="dividend-refused"
          />
        ) : null}
        <Button
          type="primary"
          htmlType="submit"
          loading={propose.isPending}
          data-testid="dividend-submit"
        >
          {t('corporate.propose')}
        </Button>
      </ConsoleForm>
    </Drawer>
  );
};
