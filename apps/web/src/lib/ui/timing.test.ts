import { afterEach, describe, expect, it, vi } from 'vitest';
import { REACH_BOTTOM_REPEAT_MS, SCROLL_DEBOUNCE_MS } from '../../config/ui-constants';
import { debounce, suppressRepeats } from './timing';

afterEach(() => {
  vi.useRealTimers();
});

describe('debounce', () => {
  it('runs once, with the last arguments, after the calls pause', () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const handler = debounce((n: number) => seen.push(n), SCROLL_DEBOUNCE_MS);
    handler(1);
    vi.advanceTimersByTime(150);
    handler(2);
    vi.advanceTimersByTime(199);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([2]);
    handler(3);
    handler.cancel();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([2]);
  });
});

describe('suppressRepeats', () => {
  it('drops a reach-bottom within 350 ms of the last one that ran', async () => {
    let clock = 1000;
    const load = vi.fn(async () => undefined);
    const reachBottom = suppressRepeats(load, REACH_BOTTOM_REPEAT_MS, () => clock);
    await reachBottom();
    clock += 349;
    await reachBottom();
    expect(load).toHaveBeenCalledTimes(1);
    clock += 1;
    await reachBottom();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
