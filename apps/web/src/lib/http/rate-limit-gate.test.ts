import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETRY_AFTER_MS,
  MAX_RETRY_AFTER_MS,
  RateLimitGate,
  retryAfterMs,
} from './rate-limit-gate';

const headers =
  (values: Record<string, string>) =>
  (name: string): string | null =>
    values[name] ?? null;

describe('retryAfterMs', () => {
  const now = Date.parse('2026-01-01T10:00:00Z');

  it('reads Retry-After in seconds or as an HTTP date', () => {
    expect(retryAfterMs(headers({ 'retry-after': '7' }), now)).toBe(7_000);
    expect(retryAfterMs(headers({ 'retry-after': 'Thu, 01 Jan 2026 10:00:12 GMT' }), now)).toBe(
      12_000,
    );
  });

  it('falls back to RateLimit-Reset, then to a default', () => {
    expect(retryAfterMs(headers({ 'ratelimit-reset': '4' }), now)).toBe(4_000);
    expect(retryAfterMs(headers({ 'retry-after': 'soon' }), now)).toBe(DEFAULT_RETRY_AFTER_MS);
    expect(retryAfterMs(headers({}), now)).toBe(DEFAULT_RETRY_AFTER_MS);
  });

  it('waits at least a second and at most the cap', () => {
    expect(retryAfterMs(headers({ 'retry-after': '0' }), now)).toBe(1_000);
    expect(retryAfterMs(headers({ 'retry-after': '3600' }), now)).toBe(MAX_RETRY_AFTER_MS);
  });
});

describe('RateLimitGate', () => {
  it('keeps the later of two pauses and tells its listeners', () => {
    let clock = 1_000;
    const gate = new RateLimitGate(() => clock);
    const seen: number[] = [];
    gate.subscribe(() => seen.push(gate.until));
    gate.pause(5_000);
    gate.pause(2_000);
    expect(gate.until).toBe(6_000);
    clock = 2_000;
    gate.pause(6_000);
    gate.clear();
    gate.clear();
    expect(seen).toEqual([6_000, 8_000, 0]);
  });

  it('wait sleeps until the pause is over', async () => {
    let clock = 0;
    const gate = new RateLimitGate(() => clock);
    gate.pause(3_000);
    const slept: number[] = [];
    await gate.wait(async (ms) => {
      slept.push(ms);
      clock += 1_000;
    });
    expect(slept).toEqual([3_000, 2_000, 1_000]);
  });
});
