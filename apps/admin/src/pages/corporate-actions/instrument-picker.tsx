import type { AdminInstrumentView } from '@brokerage/shared';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstrumentChoices } from './queries';

interface InstrumentPickerProps {
  /** The chosen key (`US:KO`); set by the form item around the picker. */
  value?: string;
  onChange?: (key: string) => void;
  /** The chosen instrument itself, for its currency and name. */
  onPicked: (instrument: AdminInstrumentView | null) => void;
  testId: string;
}

/**
 * An instrument found by symbol or name (`KO`, `Coca`, `US:KO`) and chosen from the catalogue,
 * so an action is never entered for a key that is mistyped; an index neither pays a dividend
 * nor splits, and is not offered.
 */
export const InstrumentPicker = ({ value, onChange, onPicked, testId }: InstrumentPickerProps) => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<AdminInstrumentView | null>(null);
  const choices = useInstrumentChoices(text, open || text !== '');
  const found = (choices.data?.items ?? []).filter((item) => item.kind !== 'index');
  // The chosen one stays among the options, so it keeps its name once the search is cleared.
  const instruments =
    picked && !found.some((item) => item.key === picked.key) ? [picked, ...found] : found;
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setText }}
      value={value || undefined}
      placeholder={t('corporate.instrumentHint')}
      loading={choices.isFetching}
      onOpenChange={setOpen}
      notFoundContent={choices.isFetching ? null : t('corporate.noInstrument')}
      onChange={(key: string) => {
        const instrument = instruments.find((item) => item.key === key) ?? null;
        setPicked(instrument);
        onChange?.(key);
        onPicked(instrument);
      }}
      options={instruments.map((item) => ({
        value: item.key,
        label: `${item.key} · ${item.name} (${item.currency})`,
      }))}
      data-testid={testId}
    />
  );
};
