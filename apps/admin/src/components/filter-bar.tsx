import { SearchOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleForm } from './console-form';
import { SavedFilters } from './saved-filters';
import { pickFilled, type ListFilter } from './use-list-filter';

export interface FilterField {
  name: string;
  label: string;
  type?: 'text' | 'date';
  width?: number;
}

interface FilterBarProps {
  /** The list's name: its saved filters are kept under it. */
  list: string;
  fields: FilterField[];
  /** The list's filter (`useListFilter` with these fields' names). */
  filter: ListFilter;
}

/**
 * Search fields above a server-paged list, with its saved filters; empty fields are left out
 * of the query. The fields show the filter in the URL, whichever way it got there (a search,
 * a saved filter, a link, Back).
 */
export const FilterBar = ({ list, fields, filter }: FilterBarProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  useEffect(() => {
    form.setFieldsValue(
      Object.fromEntries(fields.map((field) => [field.name, filter.values[field.name]])),
    );
    // `fields` is rebuilt on every render; only the filter shown changes the fields' values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, filter.values]);
  const names = fields.map((field) => field.name);
  return (
    <div className="filter-row">
      <ConsoleForm
        form={form}
        layout="inline"
        onFinish={() => filter.apply(pickFilled(form.getFieldsValue(true), names))}
        className="filter-bar"
      >
        {fields.map((field) => (
          <Form.Item key={field.name} name={field.name} label={field.label}>
            <Input
              type={field.type === 'date' ? 'date' : 'text'}
              allowClear={field.type !== 'date'}
              style={{ width: field.width ?? 160 }}
              data-testid={`filter-${field.name}`}
            />
          </Form.Item>
        ))}
        <Space>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SearchOutlined />}
            data-testid="filter-search"
          >
            {t('common.search')}
          </Button>
          <Button onClick={() => filter.apply({})} data-testid="filter-reset">
            {t('common.reset')}
          </Button>
        </Space>
      </ConsoleForm>
      <SavedFilters list={list} filter={filter} />
    </div>
  );
};
