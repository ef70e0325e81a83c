import {
  HttpError,
  parseFailureBody,
  REQUEST_STATUS,
  TRANSPORT_CODE,
  TRANSPORT_MESSAGE,
} from './http-error';
import { retryAfterMs, type RateLimitGate } from './rate-limit-gate';
import {
  appendQuery,
  findHeader,
  joinUrl,
  normalizeMethod,
  normalizeResponseType,
  serializeBody,
  type HttpMethod,
} from './serialize';

export interface RequestOptions {
  url: string;
  method?: string;
  data?: unknown;
  header?: Record<string, string>;
  /** Milliseconds; the API default is 10 s (seed section 9). */
  timeout?: number;
  /** Drop this call while an identical one is in flight (reported as -9998). */
  prevent?: boolean;
  responseType?: string;
  signal?: AbortSignal;
}

/** Seed section 7: responses give data, statusCode, header and cookies. */
export interface HttpResponse<T> {
  data: T;
  statusCode: number;
  header: Record<string, string>;
  cookies: string[];
}

export interface UploadFile {
  /** Form field name. */
  name: string;
  file: Blob;
  filename?: string;
}

export interface UploadOptions {
  url: string;
  files: UploadFile[];
  formData?: Record<string, string>;
  header?: Record<string, string>;
  timeout?: number;
  signal?: AbortSignal;
}

export interface HttpClientConfig {
  baseUrl: string;
  timeout?: number;
  uploadTimeout?: number;
  getToken?: () => string;
  getLanguage?: () => string;
  /**
   * The account a request acts in: `practice` sends `x-account: practice` (issue 30 item 1),
   * unless the request names its account itself.
   */
  getAccount?: () => string;
  /** Called on every 401 answer; the app logs out. The client itself touches no UI. */
  onUnauthorized?: (error: HttpError) => void;
  /**
   * Backing off on 429: every request waits while the gate is closed; a 429 closes it for the
   * answer's Retry-After and the request is sent again, up to `maxRetries` times.
   */
  rateLimit?: { gate: RateLimitGate; maxRetries?: number; sleep?: (ms: number) => Promise<void> };
  fetch?: typeof fetch;
}

export interface HttpClient {
  request: <T = unknown>(options: RequestOptions) => Promise<HttpResponse<T>>;
  /** Like request, but unwraps the API's `{data}` envelope. */
  api: <T = unknown>(options: RequestOptions) => Promise<T>;
  upload: <T = unknown>(options: UploadOptions) => Promise<T>;
}

export const DEFAULT_TIMEOUT = 10_000;
export const DEFAULT_UPLOAD_TIMEOUT = 60_000;
/** Seed section 9: an app-level timeout applies only if over 2000 ms. */
export const MIN_APP_TIMEOUT = 2000;

/**
 * The app-level API timeout: the configured value when it is over 2000 ms, otherwise the
 * 10 s default (a tiny value would fail every call on a slow phone network).
 */
export const appTimeout = (configured: number | undefined): number =>
  configured !== undefined && configured > MIN_APP_TIMEOUT ? configured : DEFAULT_TIMEOUT;

export const isFailureStatus = (status: number): boolean => status < 200 || status >= 400;

export const DEFAULT_RATE_LIMIT_RETRIES = 3;
const TOO_MANY_REQUESTS = 429;

const sleepFor = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const headersToRecord = (headers: Headers): Record<string, string> => {
  const record: Record<string, string> = {};
  headers.forEach((value, key) => {
    record[key] = value;
  });
  return record;
};

const readCookies = (headers: Headers): string[] => {
  if (typeof headers.getSetCookie === 'function') return headers.getSetCookie();
  const raw = headers.get('set-cookie');
  return raw ? [raw] : [];
};

const readBody = async (response: Response, responseType: string | undefined): Promise<unknown> => {
  const type = normalizeResponseType(responseType);
  if (type === 'arraybuffer') return response.arrayBuffer();
  const text = await response.text();
  if (type === 'text' || !text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A non-JSON answer (e.g. a proxy error page) is still reported, as text.
    return text;
  }
};

const unwrapEnvelope = <T>(body: unknown): T => {
  if (typeof body === 'object' && body !== null && 'data' in body)
    return (body as { data: T }).data;
  return body as T;
};

export const createHttpClient = (config: HttpClientConfig): HttpClient => {
  const inFlight = new Set<string>();
  const doFetch = (input: string, init: RequestInit): Promise<Response> =>
    (config.fetch ?? fetch)(input, init);

  const baseHeaders = (): Record<string, string> => {
    const headers: Record<string, string> = { platform: 'h5' };
    const token = config.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const language = config.getLanguage?.();
    if (language) headers['Accept-Language'] = language;
    if (config.getAccount?.() === 'practice') headers['x-account'] = 'practice';
    return headers;
  };

  /**
   * Runs one fetch with a timeout and an optional caller signal, turning transport failures
   * into HttpErrors with the seed's codes.
   */
  const sendOnce = async (
    url: string,
    init: RequestInit,
    timeout: number,
    signal: AbortSignal | undefined,
    networkCode: number,
  ): Promise<Response> => {
    const controller = new AbortController();
    let reason: 'timeout' | 'abort' | undefined;
    const timer = setTimeout(() => {
      reason = 'timeout';
      controller.abort();
    }, timeout);
    const onAbort = (): void => {
      reason ??= 'abort';
      controller.abort();
    };
    if (signal?.aborted) onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      return await doFetch(url, { ...init, signal: controller.signal });
    } catch (cause) {
      if (reason === 'timeout') {
        throw new HttpError({
          status: REQUEST_STATUS.CANCELLED,
          code: TRANSPORT_CODE.TIMEOUT,
          messages: [TRANSPORT_MESSAGE.TIMEOUT],
        });
      }
      if (reason === 'abort') {
        throw new HttpError({
          status: REQUEST_STATUS.CANCELLED,
          code: TRANSPORT_CODE.ABORT,
          messages: [TRANSPORT_MESSAGE.ABORT],
        });
      }
      throw new HttpError({
        status: REQUEST_STATUS.NETWORK,
        code: networkCode,
        messages: [TRANSPORT_MESSAGE.NETWORK],
        data: cause instanceof Error ? cause.message : undefined,
      });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  };

  /**
   * Sends after any 429 pause is over; a 429 pauses everyone for its Retry-After and sends
   * again (the server refused before doing anything, so a retry cannot act twice).
   */
  const send = async (...args: Parameters<typeof sendOnce>): Promise<Response> => {
    const limit = config.rateLimit;
    if (!limit) return sendOnce(...args);
    const sleep = limit.sleep ?? sleepFor;
    const maxRetries = limit.maxRetries ?? DEFAULT_RATE_LIMIT_RETRIES;
    for (let attempt = 0; ; attempt += 1) {
      await limit.gate.wait(sleep);
      const response = await sendOnce(...args);
      if (response.status !== TOO_MANY_REQUESTS) {
        limit.gate.clear();
        return response;
      }
      if (attempt >= maxRetries) return response;
      limit.gate.pause(retryAfterMs((name) => response.headers.get(name)));
      await response.body?.cancel();
    }
  };

  const toResponse = async <T>(
    response: Response,
    responseType?: string,
  ): Promise<HttpResponse<T>> => {
    const body = await readBody(response, responseType);
    if (isFailureStatus(response.status)) {
      const { code, messages } = parseFailureBody(body);
      const error = new HttpError({
        status: response.status,
        code: code ?? response.status,
        messages,
        data: body,
      });
      if (response.status === 401) config.onUnauthorized?.(error);
      throw error;
    }
    return {
      data: body as T,
      statusCode: response.status,
      header: headersToRecord(response.headers),
      cookies: readCookies(response.headers),
    };
  };

  const request = async <T>(options: RequestOptions): Promise<HttpResponse<T>> => {
    const method: HttpMethod = normalizeMethod(options.method);
    const headers = { ...baseHeaders(), ...options.header };
    let url = joinUrl(config.baseUrl, options.url);
    let body: string | undefined;
    if (method === 'GET' || method === 'HEAD') {
      url = appendQuery(url, options.data);
    } else {
      const contentType = findHeader(headers, 'content-type') ?? 'application/json';
      if (!findHeader(headers, 'content-type')) headers['Content-Type'] = contentType;
      body = serializeBody(options.data, contentType);
    }

    const key = `${method} ${url} ${body ?? ''}`;
    if (options.prevent && inFlight.has(key)) {
      throw new HttpError({
        status: REQUEST_STATUS.PREVENTED,
        code: REQUEST_STATUS.PREVENTED,
        messages: [TRANSPORT_MESSAGE.PREVENTED],
      });
    }
    inFlight.add(key);
    try {
      const response = await send(
        url,
        { method, headers, body },
        options.timeout ?? appTimeout(config.timeout),
        options.signal,
        TRANSPORT_CODE.NETWORK,
      );
      return await toResponse<T>(response, options.responseType);
    } finally {
      inFlight.delete(key);
    }
  };

  const upload = async <T>(options: UploadOptions): Promise<T> => {
    const form = new FormData();
    for (const [key, value] of Object.entries(options.formData ?? {})) form.append(key, value);
    for (const item of options.files) {
      let bytes: ArrayBuffer;
      try {
        // Read first so an unreadable file is reported as such, not as a network failure.
        bytes = await item.file.arrayBuffer();
      } catch {
        throw new HttpError({
          status: REQUEST_STATUS.NETWORK,
          code: TRANSPORT_MESSAGE.FILE,
          messages: [TRANSPORT_MESSAGE.FILE],
        });
      }
      const filename = item.filename ?? (item.file instanceof File ? item.file.name : 'file');
      form.append(item.name, new Blob([bytes], { type: item.file.type }), filename);
    }
    // No content-type header: fetch writes the multipart boundary itself.
    const headers = { ...baseHeaders(), ...options.header };
    const response = await send(
      joinUrl(config.baseUrl, options.url),
      { method: 'POST', headers, body: form },
      options.timeout ?? config.uploadTimeout ?? DEFAULT_UPLOAD_TIMEOUT,
      options.signal,
      TRANSPORT_CODE.UPLOAD_NETWORK,
    );
    const result = await toResponse<unknown>(response);
    return unwrapEnvelope<T>(result.data);
  };

  return {
    request,
    api: async <T>(options: RequestOptions) =>
      unwrapEnvelope<T>((await request<unknown>(options)).data),
    upload,
  };
};
