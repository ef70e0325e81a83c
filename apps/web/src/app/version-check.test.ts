import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkVersion, type VersionCheckDeps } from './version-check';

const deps = (stored: string | undefined, fetched = '1.0.0+b') => {
  let value = stored;
  const d = {
    fetchVersion: vi.fn(() => Promise.resolve({ version: fetched })),
    readStored: () => value,
    writeStored: vi.fn((next: string) => {
      value = next;
    }),
    notifyUpdated: vi.fn(),
    reload: vi.fn(),
  } satisfies VersionCheckDeps;
  return d;
};

describe('version check', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stores the version on first run without a toast', async () => {
    const d = deps(undefined);
    expect(await checkVersion(d)).toBe('stored');
    expect(d.writeStored).toHaveBeenCalledWith('1.0.0+b');
    expect(d.notifyUpdated).not.toHaveBeenCalled();
  });

  it('does nothing when the version is unchanged', async () => {
    const d = deps('1.0.0+b');
    expect(await checkVersion(d)).toBe('same');
    vi.advanceTimersByTime(5000);
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('toasts, stores and reloads after 1000 ms when the version changed', async () => {
    const d = deps('1.0.0+a');
    expect(await checkVersion(d)).toBe('updated');
    expect(d.notifyUpdated).toHaveBeenCalledTimes(1);
    expect(d.writeStored).toHaveBeenCalledWith('1.0.0+b');
    vi.advanceTimersByTime(999);
    expect(d.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  it('counts the 1000 ms from the toast being on screen, not from asking for it', async () => {
    const d = deps('1.0.0+a');
    let showToast: () => void = () => undefined;
    d.notifyUpdated.mockImplementation(() => new Promise<void>((resolve) => (showToast = resolve)));
    const outcome = checkVersion(d);
    await vi.advanceTimersByTimeAsync(3000);
    expect(d.reload).not.toHaveBeenCalled();
    showToast();
    expect(await outcome).toBe('updated');
    vi.advanceTimersByTime(999);
    expect(d.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(d.reload).toHaveBeenCalledTimes(1);
  });
});
