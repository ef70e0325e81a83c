import { MARKET_CODES } from '@brokerage/shared';
import type { FeeSchedule } from '@brokerage/shared/order-rules';
import { Col, Form, Input, Row, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { SettingForm } from '../../components/setting-form';
import { useServedFees } from './queries';
import type { SettingsOf } from './settings-values';

/** A market row left blank charges the default rule. */
const withoutBlankMarkets = (values: Record<string, unknown>) => {
  const fees = values as FeeSchedule;
  const rows = Object.entries(fees.markets ?? {}) as [string, Partial<FeeSchedule['default']>][];
  const markets = Object.fromEntries(rows.filter(([, rule]) => rule.rate || rule.minimum));
  return { ...fees, markets };
};

/** Fees per market (rate and minimum over a default, the VIP discount) and the block-deal band. */
export const TradingSettings = ({ values }: { values: SettingsOf }) => {
  const { t } = useTranslation();
  const served = useServedFees();
  if (served.data === undefined && values('trading.fees') === null) return null;
  const rows = MARKET_CODES.map((market) => ({ market }));
  return (
    <>
      <SettingForm
        settingKey="trading.fees"
        value={values('trading.fees')}
        fallback={served.data}
        fromForm={withoutBlankMarkets}
        labels={{
          'default.rate': t('settings.fees.defaultRate'),
          'default.minimum': t('settings.fees.defaultMinimum'),
          vipDiscount: t('settings.fees.vipDiscount'),
          markets: t('settings.fees.market'),
          rate: t('settings.fees.rate'),
          minimum: t('settings.fees.minimum'),
        }}
      >
        <Row gutter={12}>
          <Col span={6}>
            <Form.Item name={['default', 'rate']} label={t('settings.fees.defaultRate')} required>
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item
              name={['default', 'minimum']}
              label={t('settings.fees.defaultMinimum')}
              required
            >
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item
              name="vipDiscount"
              label={t('settings.fees.vipDiscount')}
              extra={t('settings.fees.shareHint')}
              required
            >
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
        </Row>
        <div className="muted gap-bottom">{t('settings.fees.marketsHint')}</div>
        <Table
          size="small"
          rowKey="market"
          pagination={false}
          dataSource={rows}
          className="gap-bottom settings-grid"
          columns={[
            { title: t('settings.fees.market'), dataIndex: 'market', width: 100 },
            ...(['rate', 'minimum'] as const).map((part) => ({
              title: t(`settings.fees.${part}`),
              key: part,
              render: (_: unknown, row: { market: string }) => (
                <Form.Item name={['markets', row.market, part]} noStyle>
                  <Input
                    inputMode="decimal"
                    className="number-input"
                    placeholder={t('settings.fees.useDefault')}
                  />
                </Form.Item>
              ),
            })),
          ]}
        />
      </SettingForm>
      <SettingForm
        settingKey="trading.blockDealBand"
        value={values('trading.blockDealBand')}
        toForm={(band) => ({ band })}
        fromForm={(form) => form.band}
        labels={{ band: t('settings.keys.trading.blockDealBand') }}
      >
        <Form.Item name="band" extra={t('settings.fees.bandHint')}>
          <Input inputMode="decimal" style={{ width: 200 }} />
        </Form.Item>
      </SettingForm>
    </>
  );
};
