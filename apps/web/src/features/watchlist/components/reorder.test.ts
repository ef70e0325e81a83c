import { describe, expect, it } from 'vitest';
import { dropIndex, moveItem } from './reorder';

describe('reordering', () => {
  it('moves one item and keeps the rest in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b'], 1, 9)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('turns a drag distance into a row', () => {
    expect(dropIndex(1, 0, 56, 4)).toBe(1);
    expect(dropIndex(1, 60, 56, 4)).toBe(2);
    expect(dropIndex(1, -200, 56, 4)).toBe(0);
    expect(dropIndex(1, 1000, 56, 4)).toBe(3);
    expect(dropIndex(2, 27, 56, 4)).toBe(2);
  });
});
