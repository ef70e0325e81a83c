/** Status values the client reports for requests that never got an HTTP answer (seed section 8). */
export const REQUEST_STATUS = {
  /** A duplicate of an identical in-flight request, dropped because `prevent` was set. */
  PREVENTED: -9998,
  /** Timed out or aborted before an answer arrived. */
  CANCELLED: -9999,
  /** The network failed (no answer, no timeout). */
  NETWORK: 0,
} as const;

/** Transport error codes of seed section 8. Server failures carry the server's string code. */
export const TRANSPORT_CODE = {
  NETWORK: 5,
  TIMEOUT: 5,
  ABORT: 600003,
  UPLOAD_NETWORK: 602001,
} as const;

export const TRANSPORT_MESSAGE = {
  TIMEOUT: 'timeout',
  ABORT: 'abort',
  NETWORK: 'network error',
  PREVENTED: 'prevented',
  FILE: 'file error',
} as const;

export interface HttpErrorInit {
  status: number;
  code: string | number;
  messages: string[];
  data?: unknown;
}

/**
 * Every failure of the request client. It only reports: deciding whether to toast,
 * retry or log out belongs to the caller (STYLE.md).
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string | number;
  /** The server's message field as a list (a string answer becomes one item). */
  readonly messages: string[];
  readonly data: unknown;

  constructor({ status, code, messages, data }: HttpErrorInit) {
    super(messages.join('\n') || `HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.messages = messages;
    this.data = data;
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

/**
 * Whether the server said the thing asked for does not exist, as opposed to a request that
 * got no answer (offline, timed out): only the first may be told as "does not exist".
 */
export const isNotFound = (error: unknown): boolean => isHttpError(error) && error.status === 404;

/** Reads `{code, message}` where message is a string or a string list. */
export const parseFailureBody = (body: unknown): { code?: string; messages: string[] } => {
  if (typeof body !== 'object' || body === null) {
    return { messages: typeof body === 'string' && body.trim() ? [body.trim()] : [] };
  }
  const { code, message } = body as { code?: unknown; message?: unknown };
  const messages = Array.isArray(message)
    ? message.filter((item): item is string => typeof item === 'string' && item.length > 0)
    : typeof message === 'string' && message
      ? [message]
      : [];
  return { code: typeof code === 'string' ? code : undefined, messages };
};
