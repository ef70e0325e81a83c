import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

const PREFIX = 'draft:';

type TextFields<T> = { [K in keyof T]: string };

/**
 * Only the fields the form has, and only text; a draft `valid` refuses (or anything else in
 * storage) is ignored.
 */
const readDraft = <T extends TextFields<T>>(
  key: string,
  initial: T,
  valid: (draft: T) => boolean,
): T => {
  const stored = sessionStorage.getItem(PREFIX + key);
  if (!stored) return initial;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null) return initial;
    const draft = { ...initial };
    for (const field of Object.keys(initial) as (keyof T)[]) {
      const value: unknown = (parsed as Record<string, unknown>)[field as string];
      if (typeof value === 'string') draft[field] = value as T[keyof T];
    }
    return valid(draft) ? draft : initial;
  } catch {
    return initial;
  }
};

/**
 * A form's input that survives a round trip to another screen (the funding helper sends the
 * customer to convert money and back, and pages are not kept alive): `keep()` stores it for
 * this tab (or `draft` when given: what is about to be the input), and the form opened again
 * starts from it once (issue 31 item 5).
 */
export const useKeptDraft = <T extends TextFields<T>>(
  key: string,
  initial: T,
  valid: (draft: T) => boolean = () => true,
): [T, Dispatch<SetStateAction<T>>, (draft?: T) => void] => {
  const [value, setValue] = useState(() => readDraft(key, initial, valid));
  // Given back once: a later visit starts empty.
  useEffect(() => sessionStorage.removeItem(PREFIX + key), [key]);
  const keep = (draft: T = value): void =>
    sessionStorage.setItem(PREFIX + key, JSON.stringify(draft));
  return [value, setValue, keep];
};
