import { SearchOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConsoleForm } from './console-form';

export interface FilterField {
  name: string;
  label: string;
  type?: 'text' | 'date';
  width?: number;
}

interface FilterBarProps {
  fields: FilterField[];
  /** Called with the non-empty values when the operator searches. */
  onSearch: (values: Record<string, string>) => void;
}

/** Search fields above a server-paged list; empty fields are left out of the query. */
export const FilterBar = ({ fields, onSearch }: FilterBarProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const submit = () => {
    const values = form.getFieldsValue(true) as Record<string, string | undefined>;
    onSearch(
      Object.fromEntries(
        Object.entries(values).filter((entry): entry is [string, string] => !!entry[1]?.trim()),
      ),
    );
  };
  return (
    <ConsoleForm form={form} layout="inline" onFinish={submit} className="filter-bar">
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
        <Button
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t('common.reset')}
        </Button>
      </Space>
    </ConsoleForm>
  );
};
