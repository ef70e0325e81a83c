import type { KeyboardEvent } from 'react';

/** The tab `step` places from `index`, round the ends. */
const wrap = (index: number, step: number, count: number) => (index + step + count) % count;

/**
 * The tablist pattern's keys for a row of tabs (WAI-ARIA): the arrows move to the next or
 * previous tab round the ends, Home and End to the first and the last; the tab moved to is
 * chosen (`choose` with its index) and takes the focus. For the tablist's keydown; with
 * `active` -1 (none chosen yet) the arrows start from the first tab.
 */
export const tablistKeyHandler =
  (active: number, count: number, choose: (index: number) => void) =>
  (event: KeyboardEvent<HTMLElement>): void => {
    if (count === 0) return;
    const from = Math.max(active, 0);
    const moves: Partial<Record<string, number>> = {
      ArrowRight: active < 0 ? 0 : wrap(from, 1, count),
      ArrowLeft: wrap(from, -1, count),
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
    event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
