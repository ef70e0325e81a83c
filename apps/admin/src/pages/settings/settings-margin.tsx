import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { MARKET_CODES } from '@brokerage/shared';
import { Button, Col, Form, Input, InputNumber, Row, Space, Table, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { SettingForm } from '../../components/setting-form';
import {
  isDeadlineHours,
  isInstrumentId,
  isLevel,
  isLtv,
  liquidationFits,
  ltvFromForm,
  ltvToForm,
  marginFromForm,
  type LtvForm,
} from './settings-margin-values';
import type { SettingsOf } from './settings-values';

/** A rule that passes a blank value (the required rule, or none, says what blank means). */
const check =
  (ok: (value: string) => boolean, message: string): FormRule =>
  () => ({
    validator: (_, value: unknown) => {
      const text = value === undefined || value === null ? '' : String(value).trim();
      return text === '' || ok(text) ? Promise.resolve() : Promise.reject(new Error(message));
    },
  });

/**
 * The margin-loan risk settings: the levels a loan's equity ratio is held to and the hours a
 * call gives (`loans.margin`), and the loan-to-value per market and per instrument
 * (`loans.ltv`). A change outside the risk band becomes a proposal for a second operator.
 */
export const MarginSettings = ({ values }: { values: SettingsOf }) => {
  const { t } = useTranslation();
  const required = (label: string): FormRule => ({
    required: true,
    message: t('validation.required', { field: label }),
  });
  const labels = {
    maintenanceLevel: t('settings.margin.maintenanceLevel'),
    liquidationLevel: t('settings.margin.liquidationLevel'),
    callDeadlineHours: t('settings.margin.callDeadlineHours'),
  };
  const levelRule = check(isLevel, t('settings.margin.levelInvalid'));
  const ltvRule = check(isLtv, t('settings.margin.ltvInvalid'));
  const ltv = ltvToForm(values('loans.ltv'), MARKET_CODES);
  return (
    <>
      <SettingForm
        settingKey="loans.margin"
        value={values('loans.margin')}
        fromForm={marginFromForm}
        labels={labels}
      >
        <div className="muted gap-bottom">{t('settings.margin.intro')}</div>
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item
              name="maintenanceLevel"
              label={labels.maintenanceLevel}
              extra={t('settings.margin.maintenanceHint')}
              rules={[required(labels.maintenanceLevel), levelRule]}
            >
              <Input
                inputMode="decimal"
                className="number-input"
                data-testid="margin-maintenance"
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="liquidationLevel"
              label={labels.liquidationLevel}
              extra={t('settings.margin.liquidationHint')}
              dependencies={['maintenanceLevel']}
              rules={[
                required(labels.liquidationLevel),
                ({ getFieldValue }) => ({
                  validator: (_, value: unknown) => {
                    const text = String(value ?? '').trim();
                    const maintenance = String(getFieldValue('maintenanceLevel') ?? '').trim();
                    return text === '' || liquidationFits(text, maintenance)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('settings.margin.liquidationInvalid')));
                  },
                }),
              ]}
            >
              <Input
                inputMode="decimal"
                className="number-input"
                data-testid="margin-liquidation"
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="callDeadlineHours"
              label={labels.callDeadlineHours}
              extra={t('settings.margin.deadlineHint')}
              rules={[
                required(labels.callDeadlineHours),
                check(
                  (text) => isDeadlineHours(Number(text)),
                  t('settings.margin.deadlineInvalid'),
                ),
              ]}
            >
              <InputNumber
                min={1}
                max={720}
                precision={0}
                className="number-input"
                style={{ width: '100%' }}
                data-testid="margin-deadline"
              />
            </Form.Item>
          </Col>
        </Row>
      </SettingForm>
      <SettingForm
        settingKey="loans.ltv"
        value={values('loans.ltv')}
        toForm={() => ({ ...ltv })}
        fromForm={(form) => ltvFromForm(form as Partial<LtvForm>)}
      >
        <div className="muted gap-bottom">{t('settings.margin.ltvIntro')}</div>
        <Row gutter={24}>
          <Col span={9}>
            <div className="form-section-title">{t('settings.margin.markets')}</div>
            <Table
              size="small"
              rowKey="market"
              pagination={false}
              dataSource={Object.keys(ltv.markets).map((market) => ({ market }))}
              className="gap-bottom settings-grid"
              columns={[
                { title: t('settings.fees.market'), dataIndex: 'market', width: 90 },
                {
                  title: t('settings.margin.ltv'),
                  key: 'ltv',
                  align: 'right',
                  render: (_: unknown, row: { market: string }) => (
                    <Form.Item name={['markets', row.market]} rules={[ltvRule]} className="flush">
                      <Input
                        inputMode="decimal"
                        className="number-input"
                        placeholder={t('settings.margin.notListed')}
                        data-testid={`ltv-market-${row.market}`}
                      />
                    </Form.Item>
                  ),
                },
              ]}
            />
          </Col>
          <Col span={15}>
            <div className="form-section-title">{t('settings.margin.instruments')}</div>
            <div className="muted gap-bottom">{t('settings.margin.instrumentsHint')}</div>
            <Form.List name="instruments">
              {(rows, { add, remove }) => (
                <>
                  {rows.map((row) => (
                    <Space key={row.key} align="baseline" className="form-list-row">
                      <Form.Item
                        name={[row.name, 'instrument']}
                        label={t('settings.margin.instrumentId')}
                        rules={[
                          required(t('settings.margin.instrumentId')),
                          check(isInstrumentId, t('settings.margin.instrumentInvalid')),
                          ({ getFieldValue }) => ({
                            validator: (_, value: unknown) => {
                              const id = String(value ?? '').trim();
                              const all = (getFieldValue('instruments') ??
                                []) as LtvForm['instruments'];
                              const same = all.filter(
                                (other) => String(other?.instrument ?? '').trim() === id,
                              );
                              return id === '' || same.length < 2
                                ? Promise.resolve()
                                : Promise.reject(new Error(t('settings.margin.instrumentTwice')));
                            },
                          }),
                        ]}
                      >
                        <Input
                          inputMode="numeric"
                          autoComplete="off"
                          style={{ width: 160 }}
                          data-testid={`ltv-instrument-${row.name}`}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[row.name, 'ratio']}
                        label={t('settings.margin.ltv')}
                        rules={[required(t('settings.margin.ltv')), ltvRule]}
                      >
                        <Input
                          inputMode="decimal"
                          autoComplete="off"
                          className="number-input"
                          style={{ width: 120 }}
                          data-testid={`ltv-ratio-${row.name}`}
                        />
                      </Form.Item>
                      <MinusCircleOutlined
                        aria-label={t('settings.remove')}
                        onClick={() => remove(row.name)}
                      />
                    </Space>
                  ))}
                  <Form.Item>
                    <Button
                      type="dashed"
                      icon={<PlusOutlined />}
                      onClick={() => add({ instrument: '', ratio: '0' })}
                      data-testid="ltv-add-instrument"
                    >
                      {t('settings.margin.addInstrument')}
                    </Button>
                  </Form.Item>
                </>
              )}
            </Form.List>
          </Col>
        </Row>
      </SettingForm>
    </>
  );
};
