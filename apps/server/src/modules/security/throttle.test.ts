import { describe, expect, it } from 'vitest';
import { lockSeconds } from './throttle.ts';

describe('brute-force backoff', () => {
  it('lets a few mistakes pass, then doubles the wait up to 15 minutes', () => {
    expect(lockSeconds(4)).toBe(0);
    expect(lockSeconds(5)).toBe(30);
    expect(lockSeconds(6)).toBe(60);
    expect(lockSeconds(7)).toBe(120);
    expect(lockSeconds(30)).toBe(900);
  });
});
