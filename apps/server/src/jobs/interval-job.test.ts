import { afterEach, describe, expect, it, vi } from 'vitest';
import { startIntervalJob } from './interval-job.ts';

describe('startIntervalJob', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at once, then each interval, never two passes at once, and stops', async () => {
    vi.useFakeTimers();
    let running = 0;
    let most = 0;
    let passes = 0;
    let finish: () => void = () => undefined;
    const pass = () => {
      passes += 1;
      running += 1;
      most = Math.max(most, running);
      return new Promise<void>((resolve) => {
        finish = () => {
          running -= 1;
          resolve();
        };
      });
    };
    const stop = startIntervalJob('test', pass, 100, { warn: () => undefined });
    expect(passes).toBe(1);
    await vi.advanceTimersByTimeAsync(350); // three ticks while the first pass still runs
    expect(passes).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(100);
    expect(passes).toBe(2);
    expect(most).toBe(1);
    finish();
    stop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(passes).toBe(2);
  });

  it('logs a failed pass with its name and keeps running', async () => {
    vi.useFakeTimers();
    const warn = vi.fn();
    let passes = 0;
    const stop = startIntervalJob(
      'loan servicing',
      () => {
        passes += 1;
        return Promise.reject(new Error('database gone'));
      },
      100,
      { warn },
    );
    await vi.advanceTimersByTimeAsync(250);
    stop();
    expect(passes).toBe(3);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'loan servicing pass failed',
    );
  });
});
