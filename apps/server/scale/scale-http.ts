export interface Answer {
  status: number;
  code: string | undefined;
  message?: unknown;
  data: unknown;
  /** The copy HAProxy sent the request to (its `x-served-by`); '' when none answered. */
  servedBy: string;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Send it to this copy (the balancer's `x-scale-copy` rule) instead of round robin. */
  copy?: string;
  /** The client address, as an outer proxy would name it in X-Forwarded-For. */
  address: string;
  idempotencyKey?: string;
}

/** One API call through the balancer; a network failure answers status 0, never throws. */
export const call = async (
  base: string,
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions,
): Promise<Answer> => {
  const headers: Record<string, string> = {
    platform: 'h5',
    'x-forwarded-for': options.address,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.copy) headers['x-scale-copy'] = options.copy;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    let parsed: { data?: unknown; code?: string; message?: unknown } = {};
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      // HAProxy's own 502/503 pages are HTML.
    }
    return {
      status: response.status,
      code: parsed.code,
      message: parsed.message,
      data: parsed.data,
      servedBy: response.headers.get('x-served-by') ?? '',
    };
  } catch {
    return { status: 0, code: undefined, data: undefined, servedBy: '' };
  }
};

/**
 * As the web client retries a money request: the same Idempotency-Key until an answer that is
 * not a transport failure (no answer, the balancer's 502/503/504), so a retry after a copy died
 * mid-request moves money once.
 */
export const callWithRetry = async (
  base: string,
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions,
  attempts = 20,
): Promise<Answer & { attempts: number }> => {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await call(base, method, path, options);
    const transport = answer.status === 0 || (answer.status >= 502 && answer.code === undefined);
    if (!transport || attempt >= attempts) return { ...answer, attempts: attempt };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};
