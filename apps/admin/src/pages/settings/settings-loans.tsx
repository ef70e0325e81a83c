import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormListRows } from '../../components/form-fields';
import { SettingForm } from '../../components/setting-form';
import type { SettingsOf } from './settings-values';

interface TermsForm {
  periods?: (string | number)[];
  [field: string]: unknown;
}

/** The periods come from a tag field as text; the schema wants whole numbers of days. */
const fromForm = (values: TermsForm) => ({
  ...values,
  periods: (values.periods ?? []).map((days) => Number(days)),
});

/** Stock-financing terms: annual rates (actual/365), periods, per-currency limits, the reminder's lead. */
export const LoanSettings = ({ values }: { values: SettingsOf }) => {
  const { t } = useTranslation();
  const labels = {
    interestRate: t('settings.loans.interestRate'),
    penaltyRate: t('settings.loans.penaltyRate'),
    periods: t('settings.loans.periods'),
    reminderDays: t('settings.loans.reminderDays'),
  };
  return (
    <SettingForm
      settingKey="loans.terms"
      value={values('loans.terms')}
      fromForm={fromForm}
      labels={labels}
    >
      <Row gutter={12}>
        <Col span={6}>
          <Form.Item
            name="interestRate"
            label={labels.interestRate}
            extra={t('settings.loans.annualHint')}
            required
          >
            <Input inputMode="decimal" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="penaltyRate" label={labels.penaltyRate} required>
            <Input inputMode="decimal" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="periods" label={labels.periods} required>
            <Select mode="tags" tokenSeparators={[',', ' ']} open={false} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="reminderDays" label={labels.reminderDays} required>
            <InputNumber min={0} max={60} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <div className="form-section-title">{t('settings.loans.currencies')}</div>
      <FormListRows
        name="currencies"
        addLabel={t('settings.loans.addCurrency')}
        removeLabel={t('settings.remove')}
        fields={[
          { name: 'currency', label: t('settings.limits.currency'), width: 100 },
          { name: 'minimum', label: t('settings.loans.minimum'), input: 'numeric', width: 160 },
          { name: 'maximum', label: t('settings.loans.maximum'), input: 'numeric', width: 160 },
        ]}
      />
    </SettingForm>
  );
};
