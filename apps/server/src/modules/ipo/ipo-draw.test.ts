import { describe, expect, it } from 'vitest';
import { drawAllotment, drawTicket } from './ipo-draw.ts';

const entries = (...lots: number[]) =>
  lots.map((requestedLots, i) => ({ subscriptionId: i + 1, requestedLots }));
const total = (lines: { allottedLots: number }[]) =>
  lines.reduce((sum, line) => sum + line.allottedLots, 0);

describe('IPO allotment draw', () => {
  it('allots everything asked when the offering is undersubscribed', () => {
    const lines = drawAllotment('pro_rata_lottery', 'seed', 100, entries(10, 20, 30));
    expect(lines.map((l) => l.allottedLots)).toEqual([10, 20, 30]);
  });

  it('oversubscribed pro-rata: whole lots rounded down, the remainder one each by ticket', () => {
    // 3 x 10 lots for 10: each share is 3.33 lots, 3 each, 1 lot left for the lowest ticket.
    const lines = drawAllotment('pro_rata_lottery', 'seed-a', 10, entries(10, 10, 10));
    expect(lines.map((l) => l.baseLots)).toEqual([3, 3, 3]);
    expect(total(lines)).toBe(10);
    const winner = [...lines].sort((a, b) => (a.ticket < b.ticket ? -1 : 1))[0];
    expect(winner?.allottedLots).toBe(4);
    expect(lines.filter((l) => l.allottedLots === 4)).toHaveLength(1);
  });

  it('never gives an exact share a lottery lot, nor anyone more than asked', () => {
    // 4 and 2 of 8 requested for 6 lots... shares 3 and 1.5 and 1.5: only the fractions draw.
    const lines = drawAllotment('pro_rata_lottery', 'x', 6, entries(4, 2, 2));
    expect(lines[0]?.allottedLots).toBe(3);
    expect(total(lines)).toBe(6);
    for (const line of lines) expect(line.allottedLots).toBeLessThanOrEqual(line.requestedLots);
  });

  it('a different seed draws a different winner sometimes, the same seed always the same', () => {
    const a = drawAllotment('pro_rata_lottery', 's1', 1, entries(1, 1, 1, 1, 1, 1, 1, 1));
    const again = drawAllotment('pro_rata_lottery', 's1', 1, entries(1, 1, 1, 1, 1, 1, 1, 1));
    expect(again).toEqual(a);
    const winners = new Set(
      ['s1', 's2', 's3', 's4', 's5', 's6'].map(
        (seed) =>
          drawAllotment('pro_rata_lottery', seed, 1, entries(1, 1, 1, 1, 1, 1, 1, 1)).find(
            (l) => l.allottedLots === 1,
          )?.subscriptionId,
      ),
    );
    expect(winners.size).toBeGreaterThan(1);
  });

  it('whole lottery: full subscriptions by ticket while they fit, others nothing', () => {
    const lines = drawAllotment('whole_lottery', 'w', 5, entries(3, 3, 2));
    for (const line of lines) expect([0, line.requestedLots]).toContain(line.allottedLots);
    expect(total(lines)).toBeLessThanOrEqual(5);
    expect(total(lines)).toBeGreaterThanOrEqual(3);
  });

  it('whole lottery: lots no whole application fits in are drawn again, one at a time, until none is left', () => {
    // 10 lots, three asks of 6: one is filled whole, the 4 left go one each per round to the
    // other two in ticket order: 2 and 2.
    const lines = drawAllotment('whole_lottery', 'w2', 10, entries(6, 6, 6));
    expect(lines.map((l) => l.allottedLots).sort()).toEqual([2, 2, 6]);
    expect(lines.map((l) => l.baseLots).sort()).toEqual([0, 0, 6]);
    // Asks of 6 and 5 for 10: whichever is drawn first is filled whole, the other gets the rest.
    const filled = drawAllotment('whole_lottery', 'w3', 10, entries(6, 5));
    expect(total(filled)).toBe(10);
    for (const line of filled) expect(line.allottedLots).toBeLessThanOrEqual(line.requestedLots);
  });

  it('tickets are the published SHA-256 of seed and subscription id', () => {
    // echo -n "abc:7" | sha256sum
    expect(drawTicket('abc', 7)).toBe(
      'b490d822e84fb6f8c0b3027be75007ecd25ff3e52cf3eb27e376a499516a063e',
    );
  });
});
