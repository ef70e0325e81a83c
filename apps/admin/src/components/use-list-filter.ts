import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** A list's filter as it stands: the fields set, by name; an empty field is left out. */
export type FilterValues = Record<string, string>;

export interface ListFilter {
  values: FilterValues;
  /** Shows the list filtered by `values` (an empty object: unfiltered). */
  apply: (values: FilterValues) => void;
}

/** The non-empty, trimmed values among `names`. */
export const pickFilled = (values: Record<string, unknown>, names: readonly string[]) =>
  Object.fromEntries(
    names.flatMap((name) => {
      const value = values[name];
      return typeof value === 'string' && value.trim() ? [[name, value.trim()]] : [];
    }),
  );

/** Whether two filters set the same fields to the same values. */
export const sameFilter = (a: FilterValues, b: FilterValues) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/**
 * A list's filter kept in the URL's query (`#/platform/audit?action=deposit.audit`): a filtered
 * list can be linked or bookmarked, survives a reload, and Back undoes a search. Only `names`
 * are read, so a stray parameter never reaches the API. `onChange` runs on every change the
 * screen makes (a list goes back to its first page).
 */
export const useListFilter = (names: readonly string[], onChange?: () => void): ListFilter => {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const values = useMemo(
    () => pickFilled(Object.fromEntries(new URLSearchParams(query)), names),
    // `names` is the screen's own constant list; the query string is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [query, names.join()],
  );
  return {
    values,
    apply: (next) => {
      setParams(pickFilled(next, names));
      onChange?.();
    },
  };
};
