import type { KeyboardEvent } from 'react';

/** The tab `step` places from `index`, round the ends. */
const wrap = (index: number, step: number, count: number) => (index + step + count) % count;

/**
 * A tab's place in the tab order (the tablist pattern's roving tab index): the chosen tab
 * alone, or the first while none is chosen (`active` -1), so that the row can be reached.
 */
export const tabIndexOf = (index: number, active: number): 0 | -1 =>
  index === Math.max(active, 0) ? 0 : -1;

/**
 * The tablist pattern's keys for a row of tabs (WAI-ARIA): the arrows move to the next or
 * previous tab round the ends, Home and End to the first and the last; the tab moved to is
 * chosen (`choose` with its item) and takes the focus. For the tablist's keydown; with
 * `active` -1 (none chosen yet) the arrows start from the first tab.
 */
export const tablistKeyHandler =
  <T>(items: readonly T[], active: number, choose: (item: T) => void) =>
  (event: KeyboardEvent<HTMLElement>): void => {
    const count = items.length;
    const from = Math.max(active, 0);
    const moves: Partial<Record<string, number>> = {
      ArrowRight: active < 0 ? 0 : wrap(from, 1, count),
      ArrowLeft: wrap(from, -1, count),
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    const item = next === undefined ? undefined : items[next];
    if (next === undefined || item === undefined) return;
    event.preventDefault();
    choose(item);
    event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
