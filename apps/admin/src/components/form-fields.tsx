import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row, Space } from 'antd';
import type { ReactNode } from 'react';

type InputKind = 'text' | 'decimal' | 'numeric' | 'datetime' | 'date';

export interface FieldSpec {
  name: string | (string | number)[];
  label: string;
  /** Grid columns out of 24 (6: four to a row). */
  span?: number;
  input?: InputKind;
  extra?: string;
  /** A control other than a text input (a select, a switch). */
  control?: ReactNode;
  width?: number;
  placeholder?: string;
}

/** The input of one field: numbers typed as text (never rounded by a number input), dates native. */
const inputOf = (field: FieldSpec) => {
  const style = field.width ? { width: field.width } : undefined;
  switch (field.input) {
    case 'datetime':
      return <Input type="datetime-local" />;
    case 'date':
      return <Input type="date" />;
    case 'decimal':
    case 'numeric':
      return (
        <Input
          inputMode={field.input}
          autoComplete="off"
          placeholder={field.placeholder}
          style={style}
        />
      );
    default:
      return <Input autoComplete="off" placeholder={field.placeholder} style={style} />;
  }
};

/** Required fields on a grid, each labelled, its problems under it. */
export const FieldRow = ({ fields }: { fields: FieldSpec[] }) => (
  <Row gutter={12}>
    {fields.map((field) => (
      <Col span={field.span ?? 6} key={String(field.name)}>
        <Form.Item name={field.name} label={field.label} extra={field.extra} required>
          {field.control ?? inputOf(field)}
        </Form.Item>
      </Col>
    ))}
  </Row>
);

interface FormListRowsProps {
  name: string;
  /** The fields of one item, side by side. */
  fields: FieldSpec[];
  addLabel: string;
  removeLabel: string;
  max?: number;
}

/** A list of items in a form (a basket, currencies), one per line, added and removed. */
export const FormListRows = ({ name, fields, addLabel, removeLabel, max }: FormListRowsProps) => (
  <Form.List name={name}>
    {(items, { add, remove }, { errors }) => (
      <>
        {items.map((item) => (
          <Space key={item.key} align="baseline" className="form-list-row">
            {fields.map((field) => (
              <Form.Item
                key={String(field.name)}
                name={[item.name, ...[field.name].flat()]}
                label={field.label}
              >
                {inputOf(field)}
              </Form.Item>
            ))}
            {items.length > 1 ? (
              <MinusCircleOutlined aria-label={removeLabel} onClick={() => remove(item.name)} />
            ) : null}
          </Space>
        ))}
        <Form.Item>
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={max !== undefined && items.length >= max}
            onClick={() => add(Object.fromEntries(fields.map((field) => [String(field.name), ''])))}
          >
            {addLabel}
          </Button>
          {/* Problems of the list as a whole (weights that do not add up), in red. */}
          <Form.ErrorList errors={errors} />
        </Form.Item>
      </>
    )}
  </Form.List>
);
