import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './frames';
import { holdAnimationFrames } from './frames.test-support';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the next animation frame, then for a task after it', async () => {
    const frames = holdAnimationFrames();
    let painted = false;
    void afterNextPaint().then(() => {
      painted = true;
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(painted).toBe(false);
    frames.shift()?.(0);
    await Promise.resolve();
    expect(painted).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(painted).toBe(true);
  });
});
