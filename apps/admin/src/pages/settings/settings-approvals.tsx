import { useTranslation } from 'react-i18next';
import { FieldRow } from '../../components/form-fields';
import { CurrencyGrid } from '../../components/currency-grid';
import { SettingForm } from '../../components/setting-form';
import type { SettingsOf } from './settings-values';

const THRESHOLD_KINDS = ['withdrawal', 'adjustment', 'loan'] as const;

/**
 * Four eyes: per currency, the amount above which a payout or an adjustment takes a second
 * operator, and the bands within which one operator may move an FX rate or a fee.
 */
export const ApprovalSettings = ({ values }: { values: SettingsOf }) => {
  const { t } = useTranslation();
  const currencies = Object.keys((values('approvals.thresholds') as object | null) ?? {});
  return (
    <>
      <SettingForm settingKey="approvals.thresholds" value={values('approvals.thresholds')}>
        <p className="muted">{t('settings.approvals.thresholdsHint')}</p>
        <CurrencyGrid
          currencies={currencies}
          kinds={THRESHOLD_KINDS}
          titleOf={(kind) => t(`settings.approvals.${kind}`)}
          testIdPrefix="threshold"
        />
      </SettingForm>
      <SettingForm
        settingKey="approvals.bands"
        value={values('approvals.bands')}
        labels={{ fx: t('settings.approvals.fxBand'), fees: t('settings.approvals.feeBand') }}
      >
        <p className="muted">{t('settings.approvals.bandsHint')}</p>
        <FieldRow
          fields={[
            { name: 'fx', label: t('settings.approvals.fxBand') },
            { name: 'fees', label: t('settings.approvals.feeBand') },
          ]}
        />
      </SettingForm>
    </>
  );
};
