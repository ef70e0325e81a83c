import type { PersistStorage, StorageValue } from 'zustand/middleware';

/**
 * Seed section 3: local storage values are JSON with a type tag, e.g.
 * `{"type":"object","data":{...}}`. The tag lets a reader tell a stored string "1" from
 * the number 1 and reject values written by something else.
 */
export type TypeTag = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null';

export interface TypedValue {
  type: TypeTag;
  data: unknown;
}

export const typeTagOf = (value: unknown): TypeTag => {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  const kind = typeof value;
  if (kind === 'string' || kind === 'number' || kind === 'boolean') return kind;
  return 'object';
};

export const encodeTyped = (value: unknown): string =>
  JSON.stringify({ type: typeTagOf(value), data: value ?? null } satisfies TypedValue);

/** Parses a tagged value; anything malformed reads as absent rather than crashing start-up. */
export const decodeTyped = (raw: string | null): TypedValue | undefined => {
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed !== 'object' ||
      parsed === null ||
      !('type' in parsed) ||
      !('data' in parsed)
    ) {
      return undefined;
    }
    const { type, data } = parsed as { type: unknown; data: unknown };
    if (typeof type !== 'string' || typeTagOf(data) !== type) return undefined;
    return { type: type as TypeTag, data };
  } catch {
    return undefined;
  }
};

const storage = (): Storage | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage;

export const readTyped = (key: string): unknown =>
  decodeTyped(storage()?.getItem(key) ?? null)?.data;

export const writeTyped = (key: string, value: unknown): void => {
  try {
    storage()?.setItem(key, encodeTyped(value));
  } catch {
    // Quota exceeded or private mode: persistence is a convenience, never a failure.
  }
};

export const removeTyped = (key: string): void => {
  storage()?.removeItem(key);
};

/** A zustand persist storage writing tagged JSON under the store's name. */
export const typedPersistStorage = <S>(): PersistStorage<S> => ({
  getItem: (name) => {
    const value = readTyped(name);
    if (typeof value !== 'object' || value === null || !('state' in value)) return null;
    return value as StorageValue<S>;
  },
  setItem: (name, value) => writeTyped(name, value),
  removeItem: (name) => removeTyped(name),
});
