import { Form, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldRow } from '../../components/form-fields';
import { CurrencyGrid } from '../../components/currency-grid';
import { SettingForm } from '../../components/setting-form';
import { useServedLimits } from './queries';
import type { SettingsOf } from './settings-values';

const LIMIT_KINDS = ['deposit', 'withdrawal', 'transfer', 'order'] as const;

/** Text fields of one flat setting, four to a row, labelled `<prefix>.<name>`. */
const Fields = ({ names, prefix }: { names: readonly string[]; prefix: string }) => {
  const { t } = useTranslation();
  return <FieldRow fields={names.map((name) => ({ name, label: t(`${prefix}.${name}`) }))} />;
};

/** Flat settings of text fields only: the deposit bank account and the deposit networks. */
const FLAT = [
  ['funding.bank', 'settings.bank', ['bankName', 'accountName', 'iban', 'bic']],
  ['funding.cryptoAddresses', 'settings.networks', ['ERC20', 'TRC20']],
] as const;

/** Withdrawal minimum and fee, deposit bank account and networks, and per-currency maximums. */
export const MoneySettings = ({ values }: { values: SettingsOf }) => {
  const { t } = useTranslation();
  const limits = useServedLimits();
  const labelsOf = (prefix: string, names: readonly string[]) =>
    Object.fromEntries(names.map((name) => [name, t(`${prefix}.${name}`)]));
  const withdrawal = ['minimumUsd', 'feeRate', 'feeMinimumUsd'] as const;
  const served = limits.data ?? {};
  const currencies = Object.keys((values('limits.maximums') as object | null) ?? served);
  return (
    <>
      <SettingForm
        settingKey="withdrawal.rules"
        value={values('withdrawal.rules')}
        // A value stored before the cooling-off existed is shown with the server's default.
        toForm={(value) => ({ payeeCoolingOffHours: 24, ...(value ?? {}) })}
        labels={labelsOf('settings.withdrawal', [...withdrawal, 'payeeCoolingOffHours'])}
      >
        <Fields names={withdrawal} prefix="settings.withdrawal" />
        <Form.Item
          name="payeeCoolingOffHours"
          label={t('settings.withdrawal.payeeCoolingOffHours')}
        >
          <InputNumber min={0} max={720} precision={0} className="number-input" />
        </Form.Item>
        <Form.Item
          name="requireKyc"
          label={t('settings.withdrawal.requireKyc')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
      </SettingForm>
      {FLAT.map(([key, prefix, names]) => (
        <SettingForm
          key={key}
          settingKey={key}
          value={values(key)}
          labels={labelsOf(prefix, names)}
        >
          <Fields names={names} prefix={prefix} />
        </SettingForm>
      ))}
      {limits.data !== undefined || values('limits.maximums') !== null ? (
        <SettingForm
          settingKey="limits.maximums"
          value={values('limits.maximums')}
          fallback={served}
        >
          <CurrencyGrid
            currencies={currencies}
            kinds={LIMIT_KINDS}
            titleOf={(kind) => t(`settings.limits.${kind}`)}
          />
        </SettingForm>
      ) : null}
    </>
  );
};
