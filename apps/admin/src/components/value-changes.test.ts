import { describe, expect, it } from 'vitest';
import { valueChanges } from './value-changes';

describe('valueChanges', () => {
  it('lists only the leaves that differ, by dotted path', () => {
    const before = { default: { rate: '0.001', minimum: '1' }, markets: { HK: { rate: '0.002' } } };
    const after = { default: { rate: '0.5', minimum: '1' }, markets: { HK: { rate: '0.002' } } };
    expect(valueChanges(before, after)).toEqual([
      { path: 'default.rate', before: '0.001', after: '0.5' },
    ]);
  });

  it('says a key that appears or goes as a change from or to nothing', () => {
    expect(valueChanges({ a: '1' }, { b: '2' })).toEqual([
      { path: 'a', before: '1', after: undefined },
      { path: 'b', before: undefined, after: '2' },
    ]);
  });

  it('treats an unset setting as nothing before each new leaf', () => {
    expect(valueChanges(null, { iban: 'DE89', bic: 'X' })).toEqual([
      { path: 'iban', before: undefined, after: 'DE89' },
      { path: 'bic', before: undefined, after: 'X' },
    ]);
  });

  it('compares lists and plain values whole, and finds nothing when nothing changed', () => {
    expect(valueChanges(['a'], ['a', 'b'])).toEqual([
      { path: '', before: ['a'], after: ['a', 'b'] },
    ]);
    expect(valueChanges(true, false)).toEqual([{ path: '', before: true, after: false }]);
    expect(valueChanges({ x: [1] }, { x: [1] })).toEqual([]);
  });
});
