/**
 * The UI constants of seed section 9, in one module; each is used where its behaviour lives.
 * (API timeouts live with the HTTP client: lib/http/http-client.ts.)
 */

/** Toasts stay 2000 ms in the app. */
export const TOAST_DURATION = 2000;
/** Pull-to-refresh: pulling past 45 px refreshes, releasing earlier aborts. */
export const REFRESH_THRESHOLD = 45;
/** Lists load more this close to their bottom (the Markets tab's reach-bottom distance). */
export const REACH_BOTTOM_DISTANCE = 50;
/** A second reach-bottom within 350 ms of the first is dropped. */
export const REACH_BOTTOM_REPEAT_MS = 350;
/** Scroll handlers run once the scrolling has paused this long. */
export const SCROLL_DEBOUNCE_MS = 200;
/** Resize handlers run once the size has settled this long. */
export const RESIZE_DEBOUNCE_MS = 50;
/** A long press is 350 ms, with 10 px of tolerance before it counts as a move. */
export const LONG_PRESS_MS = 350;
export const LONG_PRESS_TOLERANCE_PX = 10;
/** The default animation: a page transition, during which the same navigation is locked. */
export const ANIMATION_MS = 300;
/** The home banner turns every 5000 ms. */
export const SWIPER_INTERVAL_MS = 5000;
/** An image preview zooms from 1 to 4 times (antd-mobile's viewer springs back below 1). */
export const IMAGE_ZOOM = { min: 1, max: 4 } as const;
