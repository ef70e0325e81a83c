import { Segmented } from 'antd';

interface StatusFilterProps<V extends string | number> {
  value: V | 'all';
  options: { value: V | 'all'; label: string }[];
  onChange: (value: V | 'all') => void;
}

/** The status filter above a review list. */
export const StatusFilter = <V extends string | number>({
  value,
  options,
  onChange,
}: StatusFilterProps<V>) => (
  <Segmented<V | 'all'>
    value={value}
    options={options}
    onChange={onChange}
    data-testid="status-filter"
  />
);
