import { calendarCode } from '@brokerage/shared';
import type { AppDeps } from '../../deps.ts';
import { sharedCalendar } from '../../market/index.ts';
import type { LiveQuote } from '../../market/hub/index.ts';

/** The current quote of an instrument from the feed, or null when the feed knows nothing. */
export const currentQuote = (deps: AppDeps, key: string): LiveQuote | null =>
  deps.quotes.snapshot([key])[0] ?? null;

export const marketIsOpen = (deps: AppDeps, market: string, at: Date): boolean =>
  sharedCalendar({ alwaysOpen: deps.config.marketsAlwaysOpen }).isOpen(
    calendarCode.parse(market),
    at,
  );
