import { describe, expect, it } from 'vitest';
import { cachedSetting, settingsWritten } from './settings-cache.ts';

const counter = () => {
  let now = 0;
  let loads = 0;
  const cache = cachedSetting(async () => (loads += 1), { ttlMs: 1000, now: () => now });
  return {
    cache,
    loads: () => loads,
    advance: (ms: number) => void (now += ms),
  };
};

describe('a cached setting', () => {
  it('reads once within its time to live, again after it', async () => {
    const c = counter();
    expect(await Promise.all([c.cache.get(), c.cache.get(), c.cache.get()])).toEqual([1, 1, 1]);
    c.advance(999);
    expect(await c.cache.get()).toBe(1);
    c.advance(1);
    expect(await c.cache.get()).toBe(2);
    c.cache.close();
  });

  it('is dropped by a settings write on this copy at once', async () => {
    const c = counter();
    expect(await c.cache.get()).toBe(1);
    settingsWritten();
    expect(await c.cache.get()).toBe(2);
    c.cache.close();
    settingsWritten();
    expect(await c.cache.get()).toBe(2);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const cache = cachedSetting(
      async () => {
        if (fail) throw new Error('database away');
        return 'ok';
      },
      { ttlMs: 1000, now: () => 0 },
    );
    await expect(cache.get()).rejects.toThrow('database away');
    fail = false;
    expect(await cache.get()).toBe('ok');
    cache.close();
  });
});
