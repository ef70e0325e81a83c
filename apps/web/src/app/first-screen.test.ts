import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenSettled, type Settling } from './first-screen';

/** A settling whose state the test sets, telling its listeners each time. */
const controlled = () => {
  let settled = false;
  const listeners = new Set<() => void>();
  const settling: Settling = {
    isSettled: () => settled,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (value: boolean) => {
    settled = value;
    listeners.forEach((listener) => listener());
  };
  return { settling, set, listening: () => listeners.size };
};

describe('whenSettled', () => {
  afterEach(() => vi.useRealTimers());

  it('waits while the screen is busy, and resolves a paint after it settles', async () => {
    vi.useFakeTimers();
    const { settling, set, listening } = controlled();
    let resolved = false;
    void whenSettled(settling, 5_000).then(() => {
      resolved = true;
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(resolved).toBe(false);
    set(true);
    expect(listening()).toBe(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(resolved).toBe(true);
  });

  it('resolves at once (after a paint) for a screen with nothing to wait for', async () => {
    vi.useFakeTimers();
    const { settling, set } = controlled();
    set(true);
    let resolved = false;
    void whenSettled(settling, 5_000).then(() => {
      resolved = true;
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(resolved).toBe(true);
  });

  it('gives up waiting after the limit', async () => {
    vi.useFakeTimers();
    const { settling, listening } = controlled();
    let resolved = false;
    void whenSettled(settling, 5_000).then(() => {
      resolved = true;
    });
    await vi.advanceTimersByTimeAsync(4_900);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(resolved).toBe(true);
    expect(listening()).toBe(0);
  });
});
