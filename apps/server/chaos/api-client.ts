import type { LoggedRequest } from './request-log.ts';
import type { Prng } from './prng.ts';

/** How long one attempt may take, and how long a request keeps retrying. */
const ATTEMPT_TIMEOUT_MS = 15_000;
const GIVE_UP_AFTER_MS = 120_000;

export interface Answer<T = unknown> {
  status: number | null;
  data: T;
  code: string | undefined;
  ok: boolean;
}

export interface ClientContext {
  worker: number;
  random: Prng;
  /** A live copy's API base, or null while none is. */
  base: (pick: (count: number) => number) => string | null;
  log: (record: LoggedRequest) => void;
  /** Counts one finished logical request. */
  counted: () => void;
}

export interface CallOptions {
  op: string;
  token?: string;
  customerId?: number | null;
  body?: unknown;
  /** Multipart instead of JSON. */
  form?: () => FormData;
  /** Sent as Idempotency-Key on every attempt. */
  key?: string;
}

/** A status worth another attempt: the answer says nothing about the request itself. */
const retryable = (status: number) => status >= 500 || status === 429 || status === 408;

const withoutPin = (body: unknown): unknown => {
  if (body === null || typeof body !== 'object') return body;
  const { payPassword: _pin, password: _password, ...rest } = body as Record<string, unknown>;
  return rest;
};

/**
 * The workers' one way to the API: picks a live copy per attempt, and after a network error, a
 * timeout or a 5xx/429 tries again (same body, same Idempotency-Key) until an answer that says
 * something, or until it gives up; then logs the request once.
 */
export const apiClient = (context: ClientContext) => {
  let seq = 0;
  const pick = (count: number) => context.random.int(0, count - 1);
  return async <T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    options: CallOptions,
  ): Promise<Answer<T>> => {
    seq += 1;
    const attempts: LoggedRequest['attempts'] = [];
    const started = Date.now();
    let answer: Answer<T> = { status: null, data: undefined as T, code: undefined, ok: false };
    let raw: unknown = null;
    for (let attempt = 0; Date.now() - started < GIVE_UP_AFTER_MS; attempt += 1) {
      const base = context.base(pick);
      if (base === null) {
        await sleep(250);
        continue;
      }
      const headers: Record<string, string> = { platform: 'h5' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.key) headers['idempotency-key'] = options.key;
      let body: string | FormData | undefined;
      if (options.form) body = options.form();
      else if (method === 'POST') {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.body ?? {});
      }
      try {
        const response = await fetch(`${base}/${path}`, {
          method,
          headers,
          body,
          signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
        });
        const text = await response.text();
        raw = text.startsWith('{') ? (JSON.parse(text) as unknown) : text;
        attempts.push({ status: response.status, error: null });
        const parsed = raw as { data?: T; code?: string };
        answer = {
          status: response.status,
          data: parsed.data as T,
          code: parsed.code,
          ok: response.status >= 200 && response.status < 300,
        };
        if (!retryable(response.status)) break;
      } catch (error) {
        attempts.push({
          status: null,
          error: error instanceof Error ? error.message : String(error),
        });
      }
      await sleep(Math.min(2000, 100 * 2 ** Math.min(attempt, 5)) * (0.5 + context.random.next()));
    }
    context.log({
      worker: context.worker,
      seq,
      op: options.op,
      customerId: options.customerId ?? null,
      method,
      path,
      key: options.key ?? null,
      body: options.form ? '(multipart)' : withoutPin(options.body ?? null),
      attempts,
      status: answer.status,
      answer: raw,
    });
    context.counted();
    return answer;
  };
};

export type ApiCall = ReturnType<typeof apiClient>;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
