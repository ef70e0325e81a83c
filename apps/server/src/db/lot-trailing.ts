import type { PositionView } from '@brokerage/shared';
import type { positions } from './schema/index.ts';

type LotTrailing = Pick<
  typeof positions.$inferSelect,
  'trailingKind' | 'trailingDistance' | 'trailingPeak'
>;

/** A lot's trailing stop as the APIs show it, or null for a fixed (or no) stop loss. */
export const trailingOf = (lot: LotTrailing): PositionView['trailing'] =>
  lot.trailingKind && lot.trailingDistance && lot.trailingPeak
    ? { kind: lot.trailingKind, distance: lot.trailingDistance, peak: lot.trailingPeak }
    : null;
