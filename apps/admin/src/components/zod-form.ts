import { validationKey } from '@brokerage/shared';
import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod/mini';

interface FieldNames {
  /**
   * The label of each form field, for messages such as '{{field}} is required.': by its path
   * (`names.de`), its first part (`names`) or its last (`de`, `weight`).
   */
  labels?: Record<string, string>;
  /** A body property shown by a form field of another name (`reason` → `comment`). */
  aliases?: Record<string, string>;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

const valueAt = (value: unknown, path: (string | number)[]): unknown =>
  path.reduce<unknown>(
    (at, key) =>
      typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined,
    value,
  );

/** `<input type="datetime-local">` gives local wall time; the API takes an instant. */
export const toInstant = (local: string | undefined): string | undefined =>
  local ? new Date(local).toISOString() : undefined;

/**
 * Validates a form's values with the same shared zod schema the server applies, and puts
 * each issue (a `validation.*` key) under its field, translated: a nested property
 * (`names.de`, `components.0.weight`) under the form field of that path. Returns the parsed
 * value, or null when the form shows errors.
 */
export const parseWithSchema = <S extends z.ZodMiniType>(
  form: FormInstance,
  schema: S,
  values: unknown,
  t: TFunction,
  { labels = {}, aliases = {} }: FieldNames = {},
): z.infer<S> | null => {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const byField = new Map<string, { name: (string | number)[]; errors: string[] }>();
  for (const issue of result.error.issues) {
    const path = issue.path.map((part) => (typeof part === 'number' ? part : String(part)));
    const [first = '', ...rest] = path;
    const name = [aliases[String(first)] ?? first, ...rest];
    // A field left empty is "required", not a type error in the schema's words.
    const empty = issue.code === 'invalid_type' && isBlank(valueAt(values, path));
    const label =
      labels[name.join('.')] ?? labels[String(name[0])] ?? labels[String(name.at(-1))] ?? '';
    const message = t(empty ? 'validation.required' : validationKey(issue.message), {
      field: label,
    });
    const key = name.join('.');
    byField.set(key, { name, errors: [...(byField.get(key)?.errors ?? []), message] });
  }
  form.setFields([...byField.values()]);
  return null;
};
