import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadChartLib } from './chart-options';
import { holdAnimationFrames } from '../ui/frames.test-support';

const library = vi.hoisted(() => ({ evaluated: false }));

// The library's module stands in for the real one; it records when it is first run.
vi.mock('lightweight-charts', () => {
  library.evaluated = true;
  return { createChart: () => undefined };
});

describe('loadChartLib', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('fetches the chart library only once the frame being prepared is painted', async () => {
    const frames = holdAnimationFrames();
    const loading = loadChartLib();
    await vi.advanceTimersByTimeAsync(100);
    expect(library.evaluated).toBe(false);
    frames.shift()?.(0);
    await vi.advanceTimersByTimeAsync(0);
    vi.useRealTimers();
    await expect(loading).resolves.toHaveProperty('createChart');
    expect(library.evaluated).toBe(true);
  });
});
