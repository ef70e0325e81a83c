import { fxRateRequest } from '@brokerage/shared';
import { Alert, Button, Card, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmChange } from '../../components/confirm-change';
import { DateTime } from '../../components/date-time';
import { useOutcomeMessage } from '../../components/outcome-message';
import { SettingForm } from '../../components/setting-form';
import { useFxRates, useSaveFxRate, type Rate } from './queries';
import type { SettingsOf } from './settings-values';
import { RowsTable } from '../../components/paged-table';

/** One conversion rate, edited in its row and checked by the shared schema. */
const RateEditor = ({ rate }: { rate: Rate }) => {
  const { t } = useTranslation();
  const outcome = useOutcomeMessage();
  const [draft, setDraft] = useState(rate.rate);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveFxRate({
    onSuccess: (answer) => outcome(answer, t('settings.saved')),
    onError: (error) => setProblem(error.message),
  });
  const confirm = useConfirmChange();
  const submit = async () => {
    setProblem(null);
    const parsed = fxRateRequest.safeParse({ base: rate.base, quote: rate.quote, rate: draft });
    if (!parsed.success) {
      setProblem(t(parsed.error.issues[0]?.message ?? 'validation.invalid', { field: '' }));
      return;
    }
    const confirmed = await confirm({
      title: t('settings.fxConfirmTitle', { pair: `${rate.base} → ${rate.quote}` }),
      effect: t('settings.confirmEffect'),
      rows: [{ label: `${rate.base} → ${rate.quote}`, before: rate.rate, after: parsed.data.rate }],
      okText: t('settings.save'),
    });
    if (confirmed) save.mutate(parsed.data);
  };
  return (
    <Space direction="vertical" size={4}>
      <Space.Compact>
        <Input
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          inputMode="decimal"
          className="number-input"
          style={{ width: 180 }}
          data-testid={`fx-${rate.base}-${rate.quote}`}
        />
        <Button onClick={() => void submit()} loading={save.isPending}>
          {t('settings.save')}
        </Button>
      </Space.Compact>
      {problem ? <span className="loss">{problem}</span> : null}
    </Space>
  );
};

/** Conversion rates (the feed's stand-in) and the spread applied on top of them. */
export const FxSettings = ({ values }: { values: SettingsOf }) => {
  const { t } = useTranslation();
  const rates = useFxRates();
  return (
    <>
      <SettingForm
        settingKey="fx.spread"
        value={values('fx.spread')}
        toForm={(spread) => ({ spread })}
        fromForm={(form) => form.spread}
        labels={{ spread: t('settings.keys.fx.spread') }}
      >
        <Form.Item name="spread" extra={t('settings.fx.spreadHint')}>
          <Input inputMode="decimal" style={{ width: 200 }} />
        </Form.Item>
      </SettingForm>
      <Card size="small" title={t('settings.fx.rates')} className="setting-card">
        {rates.error ? (
          <Alert type="error" showIcon title={(rates.error as Error).message} />
        ) : (
          <RowsTable<Rate>
            csv={{
              name: 'fx-rates',
              extra: [
                { title: t('settings.fx.pair'), value: (rate) => `${rate.base}/${rate.quote}` },
                { title: t('settings.fx.rate'), value: (rate) => rate.rate },
              ],
            }}
            rowKey={(rate) => `${rate.base}/${rate.quote}`}
            loading={rates.isFetching}
            rows={rates.data ?? []}
            locale={{ emptyText: t('common.empty') }}
            columns={[
              {
                title: t('settings.fx.pair'),
                key: 'pair',
                render: (_, rate) => `${rate.base} → ${rate.quote}`,
              },
              {
                title: t('settings.fx.rate'),
                key: 'rate',
                render: (_, rate) => <RateEditor key={rate.rate} rate={rate} />,
              },
              {
                title: t('settings.fx.updatedAt'),
                dataIndex: 'updatedAt',
                render: (value: string) => <DateTime value={value} />,
              },
            ]}
          />
        )}
      </Card>
    </>
  );
};
