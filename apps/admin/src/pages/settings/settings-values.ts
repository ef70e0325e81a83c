import type { EditableSettingKey } from '@brokerage/shared';

/** A setting's stored value by key (null: unset, the server's default applies). */
export type SettingsOf = (key: EditableSettingKey) => unknown;
