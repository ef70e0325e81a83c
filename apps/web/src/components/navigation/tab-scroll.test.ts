import { describe, expect, it } from 'vitest';
import { endSpace, revealActive, type TabExtent } from './tab-scroll';

// The Spanish Markets bar at 390 px: six tabs, 675 px of labels.
const widths = [161, 83, 92, 79, 57, 203];
const TABS: TabExtent[] = widths.map((width, i) => {
  const start = widths.slice(0, i).reduce((sum, w) => sum + w, 0);
  return { start, end: start + width };
});
const VIEW = 390;

describe('tab bar scrolling', () => {
  it('keeps the first label in view while the active tab fits beside it', () => {
    expect(revealActive(TABS, 2, VIEW, 0)).toBe(0);
    expect(revealActive(TABS, 0, VIEW, 0)).toBe(0);
  });

  it('shows a later tab whole, resting on a tab start so no label is cut on the left', () => {
    const left = revealActive(TABS, 5, VIEW, 0);
    expect(TABS.map((t) => t.start)).toContain(left);
    expect(left).toBeLessThanOrEqual(TABS[5]?.start ?? 0);
    expect(left + VIEW).toBeGreaterThanOrEqual(TABS[5]?.end ?? 0);
    // The bar gets the room after the last tab to rest there.
    expect(left + VIEW).toBe((TABS.at(-1)?.end ?? 0) + endSpace(TABS, VIEW));
  });

  it('does not move when the active tab is already whole, and goes back to the start for the first', () => {
    expect(revealActive(TABS, 3, VIEW, 161)).toBe(161);
    expect(revealActive(TABS, 0, VIEW, 336)).toBe(0);
  });

  it('needs no room when everything fits', () => {
    expect(endSpace(TABS.slice(0, 3), VIEW)).toBe(0);
  });

  it('reads tabs that share a row out, a fraction of a pixel over it, as fitting', () => {
    // Sign-in's two tabs on a 412 px phone: 215.59 + 152.5 px in a 368 px list, at 390 here.
    const shared: TabExtent[] = [
      { start: 0, end: 237.59 },
      { start: 237.59, end: 390.09 },
    ];
    expect(endSpace(shared, VIEW)).toBe(0);
    // Two pixels over is a row that scrolls: room to rest the last tab at the edge.
    expect(
      endSpace(
        [
          { start: 0, end: 237.59 },
          { start: 237.59, end: 392 },
        ],
        VIEW,
      ),
    ).toBeCloseTo(235.59);
  });
});
