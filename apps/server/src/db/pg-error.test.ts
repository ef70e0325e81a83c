import { describe, expect, it } from 'vitest';
import { isUniqueViolation, pgErrorOf } from './pg-error.ts';

const driverError = Object.assign(new Error('duplicate key'), {
  code: '23505',
  constraint: 'deposits_reference_unique',
});

describe('pgErrorOf', () => {
  it("reads the driver's error as it is and as drizzle wraps it", () => {
    expect(pgErrorOf(driverError).code).toBe('23505');
    const wrapped = new Error('Failed query', { cause: driverError });
    expect(pgErrorOf(wrapped)).toBe(driverError);
  });

  it('answers nothing for what is not an error object', () => {
    expect(pgErrorOf(undefined)).toEqual({});
    expect(pgErrorOf('23505')).toEqual({});
  });
});

describe('isUniqueViolation', () => {
  it('matches the SQLSTATE, and the constraint by part when one is named', () => {
    const wrapped = new Error('Failed query', { cause: driverError });
    expect(isUniqueViolation(wrapped)).toBe(true);
    expect(isUniqueViolation(wrapped, 'reference')).toBe(true);
    expect(isUniqueViolation(wrapped, 'tx_hash')).toBe(false);
    expect(isUniqueViolation(Object.assign(new Error('x'), { code: '23503' }))).toBe(false);
  });
});
