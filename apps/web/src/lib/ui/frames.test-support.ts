import { vi } from 'vitest';

/**
 * For tests of what waits for a paint: fake timers, and animation frames held until the test
 * runs them (`frames.shift()?.(0)`). Undone by `vi.unstubAllGlobals()` and `vi.useRealTimers()`.
 */
export const holdAnimationFrames = (): FrameRequestCallback[] => {
  vi.useFakeTimers();
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.push(callback);
    return frames.length;
  });
  return frames;
};
