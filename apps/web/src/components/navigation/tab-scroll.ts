/** A tab's horizontal extent inside its scrolling bar, in px from the bar's content start. */
export interface TabExtent {
  readonly start: number;
  readonly end: number;
}

/** How far the boxes of tabs that exactly fill a row can measure over it (fractional layout). */
const ROUNDING_PX = 1;

/**
 * Where the bar may rest: at a tab's start, so the first visible label is never cut. The last
 * rest that shows the last tab may lie beyond the content's end; `endSpace` is the room to add
 * after the last tab for the bar to reach it.
 */
export const endSpace = (tabs: readonly TabExtent[], view: number): number => {
  const contentEnd = tabs.at(-1)?.end ?? 0;
  const overflow = contentEnd - view;
  // Tabs that share a row out exactly can measure a fraction of a pixel over it (368.09 px of
  // boxes in a 368 px list): read as overflow, that fraction added room, the tabs shrank to their
  // labels, the room went, and the row flipped between the two.
  if (overflow <= ROUNDING_PX) return 0;
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
