import { createNavigator, type Navigator, type NavigatorDriver } from '../lib/navigation/navigator';

let driver: NavigatorDriver = {
  go: () => undefined,
  back: () => undefined,
};

/** Navigation for code outside components (session flows, the 401 handler). */
export const appNavigator: Navigator = createNavigator({
  go: (href, options) => driver.go(href, options),
  back: (delta) => driver.back(delta),
});

export const setNavigatorDriver = (next: NavigatorDriver): void => {
  driver = next;
};
