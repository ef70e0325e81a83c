import { EventEmitter } from 'node:events';

/**
 * Settings read on a hot path (every page load) are kept in memory instead of read each time.
 * A write through the settings service drops every cached value on this server copy at once
 * (`settingsWritten`, called after the write committed); other copies hear nothing, so each
 * value also lives at most `ttlMs`: an operator's change reaches every copy within that time.
 */
const writes = new EventEmitter();
writes.setMaxListeners(0);

/** Called after a transaction that wrote a setting committed. */
export const settingsWritten = (): void => void writes.emit('written');

export interface CachedSetting<T> {
  get: () => Promise<T>;
  /** Stops listening for writes (the app closing). */
  close: () => void;
}

export const cachedSetting = <T>(
  load: () => Promise<T>,
  options: { ttlMs: number; now: () => number },
): CachedSetting<T> => {
  let cached: { value: Promise<T>; until: number } | null = null;
  const drop = () => {
    cached = null;
  };
  writes.on('written', drop);
  return {
    get: () => {
      const now = options.now();
      if (cached && cached.until > now) return cached.value;
      const value = load();
      const entry = { value, until: now + options.ttlMs };
      cached = entry;
      // A failed read is not kept: the next page load tries again.
      value.catch(() => {
        if (cached === entry) cached = null;
      });
      return value;
    },
    close: () => void writes.off('written', drop),
  };
};
