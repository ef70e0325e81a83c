/** Runs `run` at the next animation frame; where there is none (tests, old engines), about one frame on. */
export const nextFrame = (run: () => void): void => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => run());
  else setTimeout(run, 16);
};

/**
 * Resolves once the frame being prepared now has been painted: the next animation frame runs
 * before its paint, a task queued from it after. A hidden tab paints no frames, so it waits
 * until the tab is shown.
 */
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => nextFrame(() => setTimeout(resolve, 0)));
