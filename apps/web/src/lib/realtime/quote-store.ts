import type { QuoteView } from '@brokerage/shared';
import { create } from 'zustand';

export interface QuoteStoreState {
  quotes: Record<string, QuoteView>;
  /** Keeps the newer of the stored and the incoming quote of each key. */
  merge: (quotes: readonly QuoteView[]) => void;
}

/**
 * The latest quote per instrument key, fed by WebSocket frames and by REST answers that carry
 * quotes (movers). Rows select their own key, so a tick re-renders only the rows it moves.
 */
export const useQuoteStore = create<QuoteStoreState>()((set) => ({
  quotes: {},
  merge: (incoming) =>
    set((state) => {
      let next: Record<string, QuoteView> | undefined;
      for (const quote of incoming) {
        const current = (next ?? state.quotes)[quote.key];
        // ISO instants of one format compare as strings; an older REST answer never wins.
        if (current && current.time > quote.time) continue;
        if (current && current.time === quote.time && current.close === quote.close) continue;
        next ??= { ...state.quotes };
        next[quote.key] = quote;
      }
      return next ? { quotes: next } : state;
    }),
}));

export const useStoredQuote = (key: string | undefined): QuoteView | undefined =>
  useQuoteStore((state) => (key ? state.quotes[key] : undefined));
