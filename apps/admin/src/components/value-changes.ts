/** One field an action changes: where it is, what it was (absent when new) and what it becomes. */
export interface ValueChange {
  path: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The leaves that differ between two values of one shape, by dotted path (`markets.HK.rate`):
 * what a confirmation lists as old → new. Lists compare whole (an origin list is one field);
 * a key on one side only is a change from or to nothing.
 */
export const valueChanges = (before: unknown, after: unknown, path = ''): ValueChange[] => {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) =>
      valueChanges(before[key], after[key], path ? `${path}.${key}` : key),
    );
  }
  if (isRecord(after) && (before === undefined || before === null))
    return valueChanges({}, after, path);
  return same(before, after) ? [] : [{ path, before, after }];
};
