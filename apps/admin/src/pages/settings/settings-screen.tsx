import type { EditableSettingKey } from '@brokerage/shared';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { ApprovalSettings } from './settings-approvals';
import { FxSettings } from './settings-fx';
import { LoanSettings } from './settings-loans';
import { MarginSettings } from './settings-margin';
import { MoneySettings } from './settings-money';
import { PlatformSettings } from './settings-platform';
import { useSettings } from './queries';
import { TradingSettings } from './settings-trading';

/**
 * Platform settings an admin may change, each a small form checked by the schema the server
 * reads it with (EDITABLE_SETTINGS); the server audits every change with before and after.
 */
export const SettingsScreen = () => {
  const { t } = useTranslation();
  const query = useSettings();
  return (
    <>
      <PageHeader title={t('menu.settings')} />
      <QueryState query={query}>
        {(settings) => {
          const stored = new Map(settings.map((setting) => [setting.key, setting.value]));
          const values = (key: EditableSettingKey) => stored.get(key) ?? null;
          const tabs = [
            ['platform', <PlatformSettings values={values} />],
            ['trading', <TradingSettings values={values} />],
            ['money', <MoneySettings values={values} />],
            ['fx', <FxSettings values={values} />],
            ['loans', <LoanSettings values={values} />],
            ['margin', <MarginSettings values={values} />],
            ['approvals', <ApprovalSettings values={values} />],
          ] as const;
          return (
            <Tabs
              items={tabs.map(([key, children]) => ({
                key,
                label: <span data-testid={`settings-tab-${key}`}>{t(`settings.tabs.${key}`)}</span>,
                children,
              }))}
            />
          );
        }}
      </QueryState>
    </>
  );
};
