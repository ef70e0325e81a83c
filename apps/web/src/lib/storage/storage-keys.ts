/** Every local storage key the app owns, in one place (seed section 3). */
export const STORAGE_KEYS = {
  /** The selected market id, stored as a bare tagged number. */
  market: 'market',
  /** The version marker compared against /version.json at start-up. */
  version: 'version',
  user: 'store:user',
  language: 'store:language',
  app: 'store:app',
} as const;
