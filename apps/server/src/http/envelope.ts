import { okSchema } from '@brokerage/shared';
import { z } from 'zod';

/** Success answers are `{ data }` (ARCHITECTURE.md section 5). */
export const envelope = <T extends z.core.$ZodType>(data: T) => z.object({ data });

export const okEnvelope = envelope(okSchema);
export const OK = { data: { ok: true as const } };

const failure = z.object({ code: z.string(), message: z.union([z.string(), z.array(z.string())]) });

/** The documented failure answers every route can give. */
export const failures = {
  400: failure,
  401: failure,
  403: failure,
  404: failure,
  409: failure,
  429: failure,
};
