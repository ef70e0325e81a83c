import { splitRequest, type SplitRequest } from '@brokerage/shared';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { splitRatioText } from '../../components/split-figures';
import { parseWithSchema } from '../../components/zod-form';
import { currentLanguage } from '../../i18n/i18n';
import { ActionEntryDrawer, ExDateItem, useActionEntry } from './action-entry';
import { EXAMPLE_SHARES } from './entry-values';
import { proposeSplit, type ActionProposed } from './queries';
import { exampleSplitText, splitInput, typedRatio, type SplitFormValues } from './split-values';

const RATIO_SIDES = ['to', 'from'] as const;

interface SplitFormProps {
  open: boolean;
  onClose: () => void;
  /** The proposal the server made of it: the screen says it waits for a second admin. */
  onProposed: (answer: ActionProposed) => void;
}

/**
 * A split or reverse split as the issuer announced it, entered by one admin: the ratio as two
 * whole numbers (3 new shares for 1 held; 1 for 10 is a reverse split), read back in words as
 * it is typed with what 100 shares become, shown whole before it is sent, and then only a
 * proposal until a different admin approves it.
 */
export const SplitForm = ({ open, onClose, onProposed }: SplitFormProps) => {
  const { t } = useTranslation();
  const entry = useActionEntry<SplitFormValues, SplitRequest>(proposeSplit, onProposed);
  const typed = typedRatio(Form.useWatch('to', entry.form), Form.useWatch('from', entry.form));
  const language = currentLanguage();

  const labels = {
    key: t('corporate.instrument'),
    to: t('corporate.splitTo'),
    from: t('corporate.splitFrom'),
    exDate: t('corporate.splitExDate'),
    note: t('corporate.note'),
  };

  const submit = async () => {
    const input = splitInput(entry.form.getFieldsValue(true));
    const body = parseWithSchema(entry.form, splitRequest, input, t, { labels });
    if (!body) return;
    const ratio = { to: body.to, from: body.from };
    await entry.send(body, {
      title: t('corporate.splitConfirmTitle', { key: body.key }),
      effect: t('corporate.splitConfirmEffect'),
      rows: [
        { label: t('corporate.ratioLabel'), after: splitRatioText(ratio, t, language) },
        { label: labels.exDate, after: body.exDate },
        {
          label: t('corporate.splitExample', { count: EXAMPLE_SHARES }),
          after: <span data-testid="split-example">{exampleSplitText(ratio, t, language)}</span>,
        },
      ],
    });
  };

  return (
    <ActionEntryDrawer
      entry={entry}
      open={open}
      onClose={onClose}
      title={t('corporate.newSplit')}
      hint={t('corporate.splitEffect')}
      detail={t('corporate.splitEntryHint')}
      testId="split"
      onSubmit={() => void submit()}
      // A ratio is refused as a whole: changing either side takes the complaint off both.
      onValuesChange={(changed) => {
        if ('to' in changed || 'from' in changed)
          entry.form.setFields(RATIO_SIDES.map((name) => ({ name, errors: [] })));
      }}
    >
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="to" label={labels.to} extra={t('corporate.splitToHint')} required>
            <Input inputMode="numeric" autoComplete="off" data-testid="split-to" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="from" label={labels.from} extra={t('corporate.splitFromHint')} required>
            <Input inputMode="numeric" autoComplete="off" data-testid="split-from" />
          </Form.Item>
        </Col>
      </Row>
      <p className="gap-bottom" data-testid="split-preview">
        {typed ? (
          t('corporate.splitPreview', {
            ratio: splitRatioText(typed, t, language),
            count: EXAMPLE_SHARES,
            result: exampleSplitText(typed, t, language),
          })
        ) : (
          <span className="muted">{t('corporate.splitPreviewEmpty')}</span>
        )}
      </p>
      <Row gutter={12}>
        <Col span={12}>
          <ExDateItem
            label={labels.exDate}
            hint={t('corporate.splitExDateHint')}
            testId="split-ex-date"
          />
        </Col>
      </Row>
    </ActionEntryDrawer>
  );
};
