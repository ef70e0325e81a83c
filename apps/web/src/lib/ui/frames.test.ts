import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './frames';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the next animation frame, then for a task after it', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
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
