// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getQuotes } from '../market/get-quotes';
import { testQuote } from './test-quote';
import { QUOTE_FALLBACK_POLL_MS, useQuote } from './use-quotes';

/** The app's socket, reduced to what the hook reads: open or not, and who to tell. */
const socket = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  return {
    connected: false,
    listeners,
    setConnected(value: boolean) {
      this.connected = value;
      for (const listener of listeners) listener();
    },
  };
});

vi.mock('./realtime', () => ({
  realtime: {
    get connected() {
      return socket.connected;
    },
    onConnectionChange: (listener: () => void) => {
      socket.listeners.add(listener);
      return () => socket.listeners.delete(listener);
    },
    subscribe: () => () => undefined,
  },
}));

vi.mock('../market/get-quotes', () => ({ getQuotes: vi.fn() }));

const Price = () => <p data-testid="price">{useQuote('US:AAPL')?.close ?? '--'}</p>;

const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

describe('useQuote: one quote query, REST only while the socket is down', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('polls while the socket is down, stops while it is open, resumes when it drops', async () => {
    vi.useFakeTimers();
    let n = 0;
    vi.mocked(getQuotes).mockImplementation(async () => {
      n += 1;
      return [testQuote('US:AAPL', `10${n}.00`, `2026-01-01T10:00:0${n}.000Z`)];
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Price />
      </QueryClientProvider>,
    );
    await advance(10);
    expect(getQuotes).toHaveBeenCalledTimes(1);
    expect(getQuotes).toHaveBeenCalledWith(['US:AAPL']);
    expect(screen.getByTestId('price').textContent).toBe('101.00');
    await advance(QUOTE_FALLBACK_POLL_MS);
    expect(getQuotes).toHaveBeenCalledTimes(2);

    act(() => socket.setConnected(true));
    await advance(QUOTE_FALLBACK_POLL_MS * 5);
    expect(getQuotes).toHaveBeenCalledTimes(2);

    act(() => socket.setConnected(false));
    await advance(QUOTE_FALLBACK_POLL_MS + 10);
    expect(vi.mocked(getQuotes).mock.calls.length).toBeGreaterThanOrEqual(3);
  });

  it('asks REST nothing when the socket is already open', async () => {
    vi.useFakeTimers();
    vi.mocked(getQuotes).mockClear();
    act(() => socket.setConnected(true));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Price />
      </QueryClientProvider>,
    );
    await advance(QUOTE_FALLBACK_POLL_MS * 3);
    expect(getQuotes).not.toHaveBeenCalled();
  });
});
