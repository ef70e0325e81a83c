import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Input, Popover, Select, Space, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperator } from '../session/use-operator';
import { sameFilter, type FilterValues, type ListFilter } from './use-list-filter';

export interface SavedFilter {
  name: string;
  values: FilterValues;
}

/**
 * Saved filters live in this browser's localStorage, one entry per operator id and list: a
 * deliberate decision. They are an operator's own shortcuts, not records of the brokerage, so
 * they need no table, API or audit trail; the price is that they stay on this browser (another
 * machine starts with none) and go when its storage is cleared. The operator id in the key
 * keeps two operators who share a browser apart.
 */
export const savedFiltersKey = (operatorId: number, list: string) =>
  `console:saved-filters:${operatorId}:${list}`;

const isSaved = (item: unknown): item is SavedFilter => {
  const entry = item as Partial<SavedFilter> | null;
  return (
    typeof entry?.name === 'string' &&
    typeof entry.values === 'object' &&
    entry.values !== null &&
    Object.values(entry.values).every((value) => typeof value === 'string')
  );
};

const read = (key: string | null): SavedFilter[] => {
  if (!key) return [];
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isSaved) : [];
  } catch {
    // Storage edited by hand or by an older console: start again rather than fail the list.
    return [];
  }
};

/** One operator's saved filters of one list; nothing until the operator is known. */
export const useSavedFilters = (operatorId: number | undefined, list: string) => {
  const key = operatorId === undefined ? null : savedFiltersKey(operatorId, list);
  const [version, setVersion] = useState(0);
  // Re-read on every write: another tab of the console may have saved one meanwhile.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const saved = useMemo(() => read(key), [key, version]);
  const write = (next: SavedFilter[]) => {
    if (!key) return;
    localStorage.setItem(key, JSON.stringify(next));
    setVersion((count) => count + 1);
  };
  return {
    saved,
    /** Saves `values` under `name`, replacing a filter saved under that name before. */
    save: (name: string, values: FilterValues) =>
      write([...read(key).filter((item) => item.name !== name), { name, values }]),
    remove: (name: string) => write(read(key).filter((item) => item.name !== name)),
  };
};

/**
 * Above a filtered list: choose a saved filter, save the one shown under a name, delete the
 * one chosen. The filter itself stays in the URL (`useListFilter`).
 */
export const SavedFilters = ({ list, filter }: { list: string; filter: ListFilter }) => {
  const { t } = useTranslation();
  const { saved, save, remove } = useSavedFilters(useOperator().data?.id, list);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const chosen = saved.find((item) => sameFilter(item.values, filter.values))?.name;
  const filtered = Object.keys(filter.values).length > 0;
  const confirm = () => {
    if (!name.trim()) return;
    save(name.trim(), filter.values);
    setNaming(false);
    setName('');
  };
  return (
    <Space size="small" className="saved-filters">
      <Select<string>
        placeholder={t('filters.saved')}
        value={chosen}
        style={{ width: 180 }}
        options={saved.map((item) => ({ value: item.name, label: item.name }))}
        notFoundContent={t('filters.noneSaved')}
        onChange={(next) => {
          const found = saved.find((item) => item.name === next);
          if (found) filter.apply(found.values);
        }}
        data-testid="saved-filter-select"
      />
      <Popover
        open={naming}
        onOpenChange={(open) => setNaming(open && filtered)}
        trigger="click"
        title={t('filters.saveTitle')}
        content={
          <Space.Compact>
            <Input
              autoFocus
              value={name}
              maxLength={60}
              placeholder={t('filters.name')}
              onChange={(event) => setName(event.target.value)}
              onPressEnter={confirm}
              data-testid="saved-filter-name"
            />
            <Button
              type="primary"
              disabled={!name.trim()}
              onClick={confirm}
              data-testid="saved-filter-confirm"
            >
              {t('filters.saveConfirm')}
            </Button>
          </Space.Compact>
        }
      >
        <Tooltip title={filtered ? null : t('filters.nothingToSave')}>
          <Button icon={<SaveOutlined />} disabled={!filtered} data-testid="saved-filter-save">
            {t('filters.save')}
          </Button>
        </Tooltip>
      </Popover>
      <Tooltip title={t('filters.delete')}>
        <Button
          icon={<DeleteOutlined />}
          aria-label={t('filters.delete')}
          disabled={!chosen}
          onClick={() => chosen && remove(chosen)}
          data-testid="saved-filter-delete"
        />
      </Tooltip>
    </Space>
  );
};
