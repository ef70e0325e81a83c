import { createHash } from 'node:crypto';
import type { IpoAllotmentRule } from '@brokerage/shared';
import type { DrawLine } from '../../db/schema/index.ts';

/** Stored with every draw, so a reader knows which rule produced it. */
export const DRAW_ALGORITHM: Record<IpoAllotmentRule, string> = {
  pro_rata_lottery:
    'pro-rata/v1: when lots requested <= lots available every subscription gets what it asked; ' +
    'otherwise each gets floor(requested x available / requested in total) lots, and the lots ' +
    'left over go one each, lowest ticket first, to the subscriptions whose share was rounded ' +
    'down; ticket = hex SHA-256 of "<seed>:<subscription id>", ties by id',
  whole_lottery:
    'whole-lottery/v2: one application per customer; when lots requested <= lots available ' +
    'every application gets what it asked; otherwise applications are taken lowest ticket ' +
    'first and get everything they asked while it fits in the lots left, else nothing; the ' +
    'lots still left are drawn again, one lot to each application not yet filled, lowest ' +
    'ticket first, round after round, until none is left or every application is filled; ' +
    'ticket = hex SHA-256 of "<seed>:<application id>", ties by id',
};

/** One application (the customer's one subscription row of the offering). */
export interface DrawEntry {
  subscriptionId: number;
  requestedLots: number;
}

/** The lottery ticket of one subscription: public once the seed is revealed. */
export const drawTicket = (seed: string, subscriptionId: number): string =>
  createHash('sha256').update(`${seed}:${subscriptionId}`).digest('hex');

/** SHA-256 of the seed, published when the offering is listed, before anyone subscribes. */
export const seedHash = (seed: string): string => createHash('sha256').update(seed).digest('hex');

const byTicket = (a: DrawLine, b: DrawLine) =>
  a.ticket < b.ticket ? -1 : a.ticket > b.ticket ? 1 : a.subscriptionId - b.subscriptionId;

/**
 * Allots `lotsAvailable` whole lots among the entries by `rule`. A pure function of its
 * arguments: given the stored seed, rule and entries, anyone recomputes the same lines.
 * Counts are whole lots (exact integers well below 2^53; products are taken in BigInt).
 */
export const drawAllotment = (
  rule: IpoAllotmentRule,
  seed: string,
  lotsAvailable: number,
  entries: readonly DrawEntry[],
): DrawLine[] => {
  const lines: DrawLine[] = entries.map((entry) => ({
    subscriptionId: entry.subscriptionId,
    requestedLots: entry.requestedLots,
    baseLots: 0,
    ticket: drawTicket(seed, entry.subscriptionId),
    allottedLots: 0,
  }));
  const requested = lines.reduce((sum, line) => sum + line.requestedLots, 0);
  if (requested <= lotsAvailable) {
    for (const line of lines) {
      line.baseLots = line.requestedLots;
      line.allottedLots = line.requestedLots;
    }
    return lines;
  }
  const drawn = [...lines].sort(byTicket);
  if (rule === 'whole_lottery') {
    let left = lotsAvailable;
    for (const line of drawn) {
      if (line.requestedLots > left) continue;
      line.allottedLots = line.requestedLots;
      line.baseLots = line.requestedLots;
      left -= line.requestedLots;
    }
    // Lots no whole application fitted in are drawn again rather than left unallotted. Each
    // round gives every unfilled application one lot, so rounds <= lots left (< 2^53).
    while (left > 0) {
      const unfilled = drawn.filter((line) => line.allottedLots < line.requestedLots);
      if (unfilled.length === 0) break;
      for (const line of unfilled) {
        if (left === 0) break;
        line.allottedLots += 1;
        left -= 1;
      }
    }
    return lines;
  }
  const [available, total] = [BigInt(lotsAvailable), BigInt(requested)];
  let left = lotsAvailable;
  const roundedDown = new Set<DrawLine>();
  for (const line of lines) {
    const share = BigInt(line.requestedLots) * available;
    line.baseLots = Number(share / total);
    line.allottedLots = line.baseLots;
    left -= line.baseLots;
    if (share % total !== 0n) roundedDown.add(line);
  }
  // The fractions left over sum to `left` < the number of rounded-down entries: one lot each.
  for (const line of drawn) {
    if (left === 0) break;
    if (!roundedDown.has(line)) continue;
    line.allottedLots += 1;
    left -= 1;
  }
  return lines;
};
