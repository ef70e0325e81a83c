// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useQuoteStore } from './quote-store';
import { testQuote } from './test-quote';
import { useRefreshOnTicks } from './use-refresh-on-ticks';

const subscribed = vi.hoisted(() => ({ keys: [] as string[][] }));
vi.mock('./realtime', () => ({
  realtime: {
    subscribe: (keys: string[]) => {
      subscribed.keys.push(keys);
      return () => undefined;
    },
  },
}));

const tick = (key: string, close: string, second: number) =>
  act(() =>
    useQuoteStore
      .getState()
      .merge([testQuote(key, close, `2026-01-01T10:00:${String(second).padStart(2, '0')}.000Z`)]),
  );

describe('useRefreshOnTicks: figures valued at live prices follow the ticks, not a clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useQuoteStore.setState({ quotes: {} });
    subscribed.keys = [];
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('asks nothing while no watched price moves', () => {
    const refresh = vi.fn();
    renderHook(() => useRefreshOnTicks(['US:AAPL'], refresh, 10_000));
    expect(subscribed.keys).toEqual([['US:AAPL']]);
    tick('US:MSFT', '300', 1);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('asks once per interval however many ticks arrive, and again after the next tick', () => {
    const refresh = vi.fn();
    renderHook(() => useRefreshOnTicks(['US:AAPL'], refresh, 10_000));
    for (let second = 1; second <= 5; second += 1) tick('US:AAPL', `10${second}`, second);
    act(() => {
      vi.advanceTimersByTime(9_999);
    });
    expect(refresh).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    tick('US:AAPL', '110', 40);
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('watches nothing for no keys, and stops when unmounted', () => {
    const refresh = vi.fn();
    const { unmount } = renderHook(() => useRefreshOnTicks([], refresh, 10_000));
    expect(subscribed.keys).toEqual([]);
    unmount();
    const watched = renderHook(() => useRefreshOnTicks(['US:AAPL'], refresh, 10_000));
    tick('US:AAPL', '101', 1);
    watched.unmount();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(refresh).not.toHaveBeenCalled();
  });
});
