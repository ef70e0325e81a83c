import { createNavigator, type Navigator, type NavigatorDriver } from '../lib/navigation/navigator';

interface WaitingNavigation {
  href: string;
  options: { replace: boolean };
  done: () => void;
}

let driver: NavigatorDriver | undefined;
/**
 * Start-up's calls go out before the first render (main.tsx): a 401 among them can ask for the
 * login page before a router exists. The latest such navigation waits for the router.
 */
let waiting: WaitingNavigation | undefined;

/** Navigation for code outside components (session flows, the 401 handler). */
export const appNavigator: Navigator = createNavigator({
  go: (href, options) => {
    if (driver) return driver.go(href, options);
    waiting?.done();
    return new Promise<void>((done) => {
      waiting = { href, options, done };
    });
  },
  // Before a router there is no page of the app's to go back to.
  back: (delta) => driver?.back(delta),
});

export const setNavigatorDriver = (next: NavigatorDriver): void => {
  driver = next;
  const navigation = waiting;
  waiting = undefined;
  if (navigation)
    void Promise.resolve(next.go(navigation.href, navigation.options)).finally(navigation.done);
};
