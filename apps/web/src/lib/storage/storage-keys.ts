/** Every local storage key the app owns, in one place (seed section 3). */
export const STORAGE_KEYS = {
  /** The selected market id, stored as a bare tagged number. */
  market: 'market',
  /** The version marker compared against /version.json at start-up. */
  version: 'version',
  user: 'store:user',
  language: 'store:language',
  app: 'store:app',
  /** When the newest announcement the reader has opened the notices on was published. */
  noticesSeen: 'notices:seen',
  /** Red-up or green-up prices, when the reader chose (else by language). */
  priceColours: 'store:price-colours',
  /** The account shown: real or practice (stores/account-store.ts). */
  account: 'store:account',
  /** The token that remembers this device after a second factor (issue 24); sent at sign-in. */
  device: 'device',
} as const;
