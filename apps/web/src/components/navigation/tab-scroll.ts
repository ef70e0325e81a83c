/** A tab's horizontal extent inside its scrolling bar, in px from the bar's content start. */
export interface TabExtent {
  readonly start: number;
  readonly end: number;
}

/**
 * Where the bar may rest: at a tab's start, so the first visible label is never cut. The last
 * rest that shows the last tab may lie beyond the content's end; `endSpace` is the room to add
 * after the last tab for the bar to reach it.
 */
export const endSpace = (tabs: readonly TabExtent[], view: number): number => {
  const contentEnd = tabs.at(-1)?.end ?? 0;
  const overflow = contentEnd - view;
  if (overflow <= 0) return 0;
  const rest = tabs.find((tab) => tab.start >= overflow)?.start ?? overflow;
  return rest - overflow;
};

/**
 * The scroll position that shows the active tab whole: the current one when it already does
 * (the bar does not move under the finger), else the nearest rest that does. Unlike antd's
 * Tabs, never centres the active tab, which pushed "World Indices" off the left edge.
 */
export const revealActive = (
  tabs: readonly TabExtent[],
  active: number,
  view: number,
  current: number,
): number => {
  const tab = tabs[active];
  if (!tab) return current;
  const shows = (left: number) => left <= tab.start && left + view >= tab.end;
  if (shows(current)) return current;
  const rests = tabs.map((t) => t.start).filter(shows);
  if (rests.length === 0) return tab.start;
  return rests.reduce((best, left) =>
    Math.abs(left - current) < Math.abs(best - current) ? left : best,
  );
};
