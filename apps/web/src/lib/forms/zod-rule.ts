import { validationKey } from '@brokerage/shared';
import type { TFunction } from 'i18next';

/** The part of a zod schema a form rule needs; keeps this module free of a zod import. */
interface SafeParser {
  safeParse: (
    value: unknown,
  ) =>
    | { success: true }
    | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
}

/**
 * A form rule that runs a shared zod schema and shows its first message, translated
 * (the shared schemas' messages are translation keys such as `validation.passwordLength`).
 */
export const zodRule = (schema: SafeParser, t: TFunction, field?: string) => ({
  validator: async (_rule: unknown, value: unknown): Promise<void> => {
    const result = schema.safeParse(value ?? '');
    if (result.success) return;
    throw new Error(t(validationKey(result.error.issues[0]?.message), { field: field ?? '' }));
  },
});

/** Confirm-password rule: required, then equal to the field it confirms. */
export const confirmRule =
  (t: TFunction, otherField: string) =>
  ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async (_rule: unknown, value: unknown): Promise<void> => {
      if (typeof value !== 'string' || value === '')
        throw new Error(t('validation.confirmPasswordRequired'));
      if (value !== getFieldValue(otherField)) throw new Error(t('validation.passwordMismatch'));
    },
  });

/** The agree box must be ticked (seed section 5). */
export const agreeRule = (t: TFunction) => ({
  validator: async (_rule: unknown, value: unknown): Promise<void> => {
    if (value !== true) throw new Error(t('validation.agreeRequired'));
  },
});

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * 'X is required.' for an empty field (nothing for an optional one), otherwise the schema's
 * own message: an empty IBAN is missing, not "not valid".
 */
export const fieldRule = (
  schema: SafeParser,
  t: TFunction,
  field: string,
  { optional = false }: { optional?: boolean } = {},
) => ({
  validator: async (rule: unknown, value: unknown): Promise<void> => {
    if (isBlank(value)) {
      if (optional) return;
      throw new Error(t('validation.required', { field }));
    }
    await zodRule(schema, t, field).validator(rule, value);
  },
});

/** A choice (Selector) must have a value; a validator, so the label shows no asterisk. */
export const chosenRule = (t: TFunction, field: string) => ({
  validator: async (_rule: unknown, value: unknown): Promise<void> => {
    if (!Array.isArray(value) || value.length === 0)
      throw new Error(t('validation.required', { field }));
  },
});
