import type { QuoteView } from '@brokerage/shared';
import { nextFrame } from '../ui/frames';

type Schedule = (run: () => void) => void;

/**
 * Quotes as the screen can paint them: frames from the socket are collected and handed to
 * `apply` once per animation frame, one store update however many ticks arrived, only the
 * newest quote of each key. A hidden tab gets no animation frames, so it applies nothing until
 * it is shown again, and then only the latest prices.
 */
export const frameBatch = (
  apply: (quotes: QuoteView[]) => void,
  schedule: Schedule = nextFrame,
): ((quotes: readonly QuoteView[]) => void) => {
  let pending = new Map<string, QuoteView>();
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const batch = [...pending.values()];
    pending = new Map();
    apply(batch);
  };
  return (quotes) => {
    for (const quote of quotes) {
      const held = pending.get(quote.key);
      // ISO instants of one format compare as strings; an older frame never replaces a newer.
      if (!held || held.time <= quote.time) pending.set(quote.key, quote);
    }
    if (scheduled || pending.size === 0) return;
    scheduled = true;
    schedule(flush);
  };
};
