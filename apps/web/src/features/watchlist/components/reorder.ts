/** `items` with the one at `from` moved to `to` (both clamped into range). */
export const moveItem = <T>(items: readonly T[], from: number, to: number): T[] => {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
};

/** Where a row dragged by `offsetPx` from `from` lands, with rows `rowHeight` px high. */
export const dropIndex = (
  from: number,
  offsetPx: number,
  rowHeight: number,
  count: number,
): number =>
  rowHeight <= 0 ? from : Math.max(0, Math.min(count - 1, from + Math.round(offsetPx / rowHeight)));
