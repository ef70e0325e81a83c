import { BOOKS } from '@brokerage/shared';
import { z } from 'zod';
import type { LiveQuote } from '../hub/live-quote.ts';

/**
 * The /api/v1/ws protocol: JSON text frames. Clients send `{op: ...}`, the server answers with
 * `{type: ...}`. Quotes carry `source` so that screens label simulated prices.
 */
const symbols = z.array(z.string().min(1).max(32)).min(1).max(10_000);

export const clientFrame = z.discriminatedUnion('op', [
  z.object({ op: z.literal('subscribe'), symbols }),
  z.object({ op: z.literal('unsubscribe'), symbols }),
  // `account: 'practice'`: the events of the session's practice account (issue 30 item 1).
  z.object({
    op: z.literal('auth'),
    token: z.string().min(1).max(200),
    account: z.enum(BOOKS).default('real'),
  }),
  z.object({ op: z.literal('resume'), after: z.number().int().min(0) }),
  z.object({ op: z.literal('ping') }),
]);

export type ClientFrame = z.infer<typeof clientFrame>;
export const CLIENT_OPS = ['subscribe', 'unsubscribe', 'auth', 'resume', 'ping'] as const;

export const STREAM_ERROR_CODES = [
  'INVALID_JSON',
  'INVALID_MESSAGE',
  'UNKNOWN_OP',
  'UNKNOWN_INSTRUMENT',
  'TOO_MANY_SYMBOLS',
  'RATE_LIMITED',
  'MESSAGE_TOO_LARGE',
  'AUTH_FAILED',
  'AUTH_REQUIRED',
] as const;
export type StreamErrorCode = (typeof STREAM_ERROR_CODES)[number];

export type ServerFrame =
  /** On subscribe: the current quotes of the symbols just added. */
  | { type: 'snapshot'; sentAt: number; quotes: LiveQuote[] }
  /**
   * Conflated updates; `sentAt` (epoch ms), when the server's round built this frame (shared by
   * the sockets it reaches), lets a client measure delivery lag, fan-out queueing included.
   */
  | { type: 'quotes'; sentAt: number; quotes: LiveQuote[] }
  | { type: 'event'; seq: number; event: string; payload: unknown; at: string }
  | { type: 'authenticated' }
  | { type: 'error'; code: StreamErrorCode; message: string; symbols?: string[] }
  | { type: 'pong' };

/** Client frames larger than this get MESSAGE_TOO_LARGE; the socket's hard cap closes it. */
export const MAX_CLIENT_FRAME_BYTES = 16 * 1024;
/** Beyond this ws closes the socket (1009) before the frame is even buffered whole. */
export const HARD_CLIENT_FRAME_BYTES = 64 * 1024;
