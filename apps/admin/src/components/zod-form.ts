import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

interface FieldNames {
  /** The label of each form field, for messages such as '{{field}} is required.' */
  labels?: Record<string, string>;
  /** A body property shown by a form field of another name (`reason` → `comment`). */
  aliases?: Record<string, string>;
}

/**
 * Validates a form's values with the same shared zod schema the server applies, and puts
 * each issue (a `validation.*` key) under its field, translated. Returns the parsed value,
 * or null when the form shows errors.
 */
export const parseWithSchema = <S extends z.ZodType>(
  form: FormInstance,
  schema: S,
  values: unknown,
  t: TFunction,
  { labels = {}, aliases = {} }: FieldNames = {},
): z.infer<S> | null => {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const byField = new Map<string, string[]>();
  for (const issue of result.error.issues) {
    const property = String(issue.path[0] ?? '');
    const name = aliases[property] ?? property;
    const message = t(issue.message, { field: labels[name] ?? '' });
    byField.set(name, [...(byField.get(name) ?? []), message]);
  }
  form.setFields([...byField].map(([name, errors]) => ({ name, errors })));
  return null;
};
