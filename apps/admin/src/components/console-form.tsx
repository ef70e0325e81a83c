import { Form, type FormInstance, type FormProps } from 'antd';
import type { ReactNode } from 'react';

type NamePath = (string | number)[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Every field a change touched, and each of their parents (an error may sit on `names`). */
const touchedPaths = (changed: unknown, prefix: NamePath = []): NamePath[] => {
  if (!isRecord(changed)) return [prefix];
  const children = Object.entries(changed).flatMap(([key, value]) =>
    touchedPaths(value, [...prefix, Array.isArray(changed) ? Number(key) : key]),
  );
  return prefix.length > 0 ? [prefix, ...children] : children;
};

/**
 * Every console form: antd's Form, except that a field's error (set by `parseWithSchema` or
 * from the server) goes as soon as the operator changes that field, so a corrected field never
 * keeps an old complaint. Lint allows `<Form>` only here.
 */
export const ConsoleForm = ({
  form,
  onValuesChange,
  ...props
}: Omit<FormProps, 'children'> & { form: FormInstance; children?: ReactNode }) => (
  <Form
    {...props}
    form={form}
    onValuesChange={(changed, all) => {
      form.setFields(touchedPaths(changed).map((name) => ({ name, errors: [] })));
      onValuesChange?.(changed, all);
    }}
  />
);
