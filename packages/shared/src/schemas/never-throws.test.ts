import { describe, expect, it } from 'vitest';
import * as shared from '../index.ts';

/**
 * Bad input gets a clear refusal and never an exception: a refinement that reads text as a
 * number (decimal.js, BigInt) runs even when the field's own pattern has refused the text, and
 * an exception there was a 500 (POST /practice with `abc`, the margin levels). Every schema the
 * package exports, the operators' settings included, is fed text that is no number in each of
 * its fields.
 */
type Schema = {
  safeParse: (value: unknown) => unknown;
  _zod: { def: { type: string; shape?: Record<string, unknown> } };
};

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Schema).safeParse === 'function' &&
  typeof (value as Schema)._zod?.def === 'object';

const HOSTILE = ['abc', '', '-', '1e6', '12.5.1', '-0', 'NaN', '９'];

/** The value itself, and for an object schema the same value in every field. */
const inputsFor = (schema: Schema): unknown[] => {
  const keys = Object.keys(schema._zod.def.shape ?? {});
  return [{}, [], null, ...HOSTILE].flatMap((text) => [
    text,
    keys.length > 0 ? Object.fromEntries(keys.map((key) => [key, text])) : { value: text },
  ]);
};

const schemasOf = (named: Record<string, unknown>, prefix = ''): [string, Schema][] =>
  Object.entries(named).flatMap(([name, value]): [string, Schema][] =>
    isSchema(value) ? [[`${prefix}${name}`, value]] : [],
  );

const schemas = [
  ...schemasOf(shared),
  ...schemasOf(shared.EDITABLE_SETTINGS, 'EDITABLE_SETTINGS.'),
];

describe('schemas refuse, never throw', () => {
  it('finds the schemas it checks', () => {
    expect(schemas.length).toBeGreaterThan(100);
  });

  it.each(schemas)('%s', (_name, schema) => {
    for (const input of inputsFor(schema)) expect(() => schema.safeParse(input)).not.toThrow();
  });
});
