// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQuoteStore } from '../../lib/realtime/quote-store';
import { testQuote } from '../../lib/realtime/test-quote';
import { testInstrument } from '../../lib/market/test-instrument';

// Each part of the page counts its renders; the socket is not opened.
const renders = vi.hoisted(() => ({}) as Record<string, number>);
const counted = (name: string) => () => {
  renders[name] = (renders[name] ?? 0) + 1;
  return null;
};
vi.mock('../../lib/realtime/realtime', () => ({ realtime: { subscribe: () => () => undefined } }));
vi.mock('../../lib/realtime/use-realtime-connected', () => ({ useRealtimeConnected: () => true }));
vi.mock('../../features/quote/components/quote-summary', () => ({
  QuoteSummary: counted('summary'),
}));
vi.mock('../../features/quote/components/candle-chart', () => ({ CandleChart: counted('chart') }));
vi.mock('../../features/trade/components/my-holding', () => ({ MyHolding: counted('holding') }));
vi.mock('../../features/plans/components/invest-regularly-entry', () => ({
  InvestRegularlyEntry: counted('plans'),
}));
vi.mock('../../features/watchlist/components/add-to-watchlist', () => ({
  AddToWatchlist: counted('watchlist'),
}));
vi.mock('../../features/alerts/components/alert-button', () => ({ AlertButton: counted('alert') }));
vi.mock('../../features/quote/components/trade-buttons', () => ({
  TradeButtons: counted('trade'),
}));

const { QuotePage } = await import('./quote-page');

const AAPL = testInstrument('US:AAPL', 'Apple Inc.');

const tick = (close: string, time: string) => testQuote('US:AAPL', close, time);

afterEach(() => {
  cleanup();
  for (const name of Object.keys(renders)) delete renders[name];
});

describe('the quote page under ticks', () => {
  it('re-renders the figures, the chart and the holding on a tick, never the buttons and sheets', () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(['market', 'instrument', 'US:AAPL'], AAPL);
    render(
      <MemoryRouter>
        <QueryClientProvider client={client}>
          <QuotePage query={{ key: 'US:AAPL' }} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    const before = { ...renders };
    expect(before.summary).toBeGreaterThan(0);
    expect(before.trade).toBeGreaterThan(0);

    act(() => useQuoteStore.getState().merge([tick('339.42', '2026-12-04T20:40:00.000Z')]));
    act(() => useQuoteStore.getState().merge([tick('339.45', '2026-12-04T20:40:01.000Z')]));

    for (const moving of ['summary', 'chart', 'holding'])
      expect(renders[moving], moving).toBe((before[moving] ?? 0) + 2);
    for (const still of ['plans', 'watchlist', 'alert', 'trade'])
      expect(renders[still], still).toBe(before[still]);
  });
});
