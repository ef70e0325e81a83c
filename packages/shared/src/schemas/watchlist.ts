import { z } from 'zod/mini';
import { instrumentKey, safeString } from './common.ts';
import { instrumentView } from './market.ts';

export const watchlistView = z.object({
  id: z.int(),
  /** Empty for the default list, which screens name in the reader's language. */
  name: z.string(),
  items: z.array(instrumentView),
});

export const watchlistNameRequest = z.object({
  name: safeString().check(
    z.trim(),
    z.minLength(1, 'validation.required'),
    z.maxLength(40, 'validation.tooLong'),
  ),
});
export const watchlistItemRequest = z.object({ key: instrumentKey() });
export const watchlistOrderRequest = z.object({
  keys: z.array(instrumentKey()).check(z.maxLength(200)),
});

export type WatchlistView = z.infer<typeof watchlistView>;
