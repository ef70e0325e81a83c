import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { pageQuery, rowsBefore, text, validationKey } from './common.ts';

describe('pages', () => {
  it('start after the rows of the pages before them', () => {
    expect(rowsBefore({ page: 1, pageSize: 20 })).toBe(0);
    expect(rowsBefore({ page: 3, pageSize: 20 })).toBe(40);
    expect(rowsBefore(pageQuery.parse({ page: '2', pageSize: '50' }))).toBe(50);
  });

  it('default to the first page of 20 and refuse a page 0 or a page of 101', () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(pageQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(pageQuery.safeParse({ pageSize: '101' }).success).toBe(false);
  });
});

describe('validation keys', () => {
  it("are a schema's own message key, and 'not valid' for zod's words", () => {
    const tooLong = text(3).safeParse('abcd');
    expect(validationKey(tooLong.error?.issues[0]?.message)).toBe('validation.tooLong');
    const unkeyed = z.string().check(z.maxLength(3)).safeParse('abcd');
    expect(unkeyed.error?.issues[0]?.message).not.toMatch(/^validation\./);
    expect(validationKey(unkeyed.error?.issues[0]?.message)).toBe('validation.invalid');
    expect(validationKey(undefined)).toBe('validation.invalid');
  });
});
