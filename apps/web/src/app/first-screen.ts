import { afterNextPaint } from '../lib/ui/frames';
import { useAppStore } from '../stores/app-store';
import { queryClient } from './query-client';

/** Whether something is done, and a way to hear when it may have changed. */
export interface Settling {
  isSettled: () => boolean;
  subscribe: (listener: () => void) => () => void;
}

/** The longest the opening screen is waited for: a screen that polls may never look idle. */
export const FIRST_SCREEN_LIMIT_MS = 5_000;

/**
 * Resolves once `settling` says it is done and the frames after are painted, or after `limitMs`
 * whatever it says. Looked at first after a paint, so that what the first render asks for in
 * its effects has been asked for.
 */
export const whenSettled = (settling: Settling, limitMs: number): Promise<void> =>
  new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(limit);
      unsubscribe();
      // A query's answer reaches its screen in a later task (the query cache tells listeners
      // in a batch), and that render is painted in the frame after: two paints on.
      void afterNextPaint().then(afterNextPaint).then(resolve);
    };
    const check = () => {
      if (settling.isSettled()) finish();
    };
    const limit = setTimeout(finish, limitMs);
    const unsubscribe = settling.subscribe(check);
    void afterNextPaint().then(check);
  });

let opened: Promise<void> | undefined;

/**
 * The opening screen is on screen with its data: start-up has ended and no query is fetching
 * (issue 29). What that screen does not need (the dictionary's later part) waits for this, so
 * that on a slow link it neither shares the bandwidth with the screen's data nor runs before it
 * is painted.
 */
export const firstScreenSettled = (): Promise<void> =>
  (opened ??= whenSettled(
    {
      isSettled: () => useAppStore.getState().init && queryClient.isFetching() === 0,
      subscribe: (listener) => {
        const offStore = useAppStore.subscribe(listener);
        const offQueries = queryClient.getQueryCache().subscribe(listener);
        return () => {
          offStore();
          offQueries();
        };
      },
    },
    FIRST_SCREEN_LIMIT_MS,
  ));
