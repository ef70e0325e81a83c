// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/preact';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFallbackPoll } from './use-fallback-poll';

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
  },
}));

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

describe('useFallbackPoll: REST polling only while the socket is down', () => {
  afterEach(cleanup);

  it('answers the interval while the socket is down and false while it is open', () => {
    const { result } = renderHook(() => useFallbackPoll(3_000));
    expect(result.current).toBe(3_000);
    act(() => socket.setConnected(true));
    expect(result.current).toBe(false);
    act(() => socket.setConnected(false));
    expect(result.current).toBe(3_000);
  });

  it('never polls what asks for no polling', () => {
    const { result } = renderHook(() => useFallbackPoll(false));
    expect(result.current).toBe(false);
  });

  it('is the only reader of the connection outside lib/realtime', () => {
    const src = path.resolve(import.meta.dirname, '../..');
    const realtimeDir = path.join(src, 'lib', 'realtime');
    const readers = sources(src).filter(
      (file) =>
        !file.startsWith(realtimeDir) &&
        /useRealtimeConnected|realtime\.connected/.test(readFileSync(file, 'utf8')),
    );
    expect(readers).toEqual([]);
  });

  it('leaves a timer running while the socket is open only where no event covers the data', () => {
    // Each says why beside its timer: values that move with live prices or on a schedule, or
    // rates operators change, with no customer event to announce it.
    const src = path.resolve(import.meta.dirname, '../..');
    const timers = sources(src)
      .filter((file) => /refetchInterval: /.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file).split(path.sep).join('/'))
      .sort();
    expect(timers).toEqual([
      'features/blocktrade/api/get-block-deals.ts',
      'features/ipo/api/ipo-queries.ts',
      'features/quant/api/quant-queries.ts',
      'features/transfer/api/get-transfer-quote.ts',
    ]);
  });
});
