import { z } from 'zod';
import { instrumentKey, safeString } from './common.ts';
import { instrumentView } from './market.ts';

export const watchlistView = z.object({
  id: z.number().int(),
  /** Empty for the default list, which screens name in the reader's language. */
  name: z.string(),
  items: z.array(instrumentView),
});

export const watchlistNameRequest = z.object({
  name: safeString().trim().min(1, 'validation.required').max(40, 'validation.tooLong'),
});
export const watchlistItemRequest = z.object({ key: instrumentKey() });
export const watchlistOrderRequest = z.object({ keys: z.array(instrumentKey()).max(200) });

export type WatchlistView = z.infer<typeof watchlistView>;
