import { describe, expect, it } from 'vitest';
import { pageQuery, rowsBefore } from './common.ts';

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
