import { afterAll } from 'vitest';

/**
 * Preact runs effects after the next frame: an animation frame, raced by a 35 ms timer that
 * then cancels the frame (preact/hooks' afterNextFrame). A component test's last effects can
 * still be waiting when the file ends; their timer would fire after jsdom is gone, where there
 * is no cancelAnimationFrame. Each jsdom file waits them out before its window is torn down.
 */
const PREACT_FRAME_TIMEOUT_MS = 35;

afterAll(async () => {
  if (typeof document === 'undefined') return;
  await new Promise((resolve) => setTimeout(resolve, PREACT_FRAME_TIMEOUT_MS * 2));
});
