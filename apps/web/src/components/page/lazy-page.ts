import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Seed section 2: a loading view appears after 200 ms; loading gives up after 60 s. */
export const PAGE_LOADING_DELAY = 200;
export const PAGE_LOAD_TIMEOUT = 60_000;

export class PageLoadTimeoutError extends Error {
  constructor() {
    super('page load timed out');
    this.name = 'PageLoadTimeoutError';
  }
}

export const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadTimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

export interface PageProps {
  /** The page's parsed query string (seed section 2: every page receives it as props). */
  query: Record<string, string>;
}

export interface PageModule {
  default: ComponentType<PageProps>;
  /**
   * Asks for the data the page's first screen shows, when the app opens on it: sent with
   * start-up's requests instead of after them, so the page renders once, with its data.
   */
  prefetch?: (client: QueryClient, query: PageProps['query']) => void;
}

/** A lazily loaded page whose chunk must arrive within the timeout. */
export const lazyPage = (
  loader: () => Promise<PageModule>,
  timeout = PAGE_LOAD_TIMEOUT,
): LazyExoticComponent<ComponentType<PageProps>> => lazy(() => withTimeout(loader(), timeout));
