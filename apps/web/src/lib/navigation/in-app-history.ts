/**
 * The app's own part of the browser history (issue 31 item 4). React Router numbers its
 * entries in `history.state.idx`, 0 for the first one of this visit; entries before it belong
 * to other sites (or the new tab page), and Back into them leaves the app.
 */

const indexOf = (state: unknown): number | undefined => {
  if (typeof state !== 'object' || state === null || !('idx' in state)) return undefined;
  const idx = (state as { idx: unknown }).idx;
  return typeof idx === 'number' ? idx : undefined;
};

/** How many of our own pages lie behind the current one. */
export const pagesBehind = (): number => indexOf(window.history.state) ?? 0;

/**
 * A page opened directly (a deep link, a link from a message) gets the home page beneath it,
 * before the router starts: Back, the app's or the browser's, then lands on home instead of
 * leaving. A reload keeps its numbered entry and is left alone.
 */
export const seedHomeBeneathDeepLink = (): void => {
  if (indexOf(window.history.state) !== undefined) return;
  const route = window.location.hash.replace(/^#/, '');
  if (route === '' || route === '/') return;
  const { pathname, search } = window.location;
  window.history.replaceState({ usr: null, key: 'home', idx: 0 }, '', `${pathname}${search}#/`);
  window.history.pushState({ usr: null, key: 'deep', idx: 1 }, '', `${pathname}${search}#${route}`);
};

/** Back by `delta` pages when they are ours, else home in place of leaving the app. */
export const backWithinApp = (
  delta: number,
  go: { back: (delta: number) => void; home: () => void },
): void => {
  if (pagesBehind() < delta) go.home();
  else go.back(delta);
};
