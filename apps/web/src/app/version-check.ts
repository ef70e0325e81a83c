export interface VersionCheckDeps {
  fetchVersion: () => Promise<{ version: string }>;
  readStored: () => string | undefined;
  writeStored: (version: string) => void;
  /** Tells the user (toast 'The app has been updated'); settles once the toast is on screen. */
  notifyUpdated: () => void | Promise<void>;
  /** Drops cached assets, then reloads the page. */
  reload: () => void | Promise<void>;
  delayMs?: number;
}

/**
 * Seed section 9: the reload happens 1000 ms after the toast, counted from the toast being on
 * screen: the toast's code is fetched on first use, and on a slow phone that fetch alone can
 * outlast the second, which would reload before the user is told anything.
 */
export const VERSION_RELOAD_DELAY = 1000;

export type VersionCheckOutcome = 'stored' | 'same' | 'updated';

/** Seed section 4: compare /version.json with the stored marker; first run stores it. */
export const checkVersion = async (deps: VersionCheckDeps): Promise<VersionCheckOutcome> => {
  const { version } = await deps.fetchVersion();
  const stored = deps.readStored();
  if (!stored) {
    deps.writeStored(version);
    return 'stored';
  }
  if (stored === version) return 'same';
  // Store first so the reloaded page does not announce the same update again.
  deps.writeStored(version);
  await deps.notifyUpdated();
  setTimeout(() => void deps.reload(), deps.delayMs ?? VERSION_RELOAD_DELAY);
  return 'updated';
};
