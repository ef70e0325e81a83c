import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appTimeout, createHttpClient, isFailureStatus } from './http-client';
import { HttpError, REQUEST_STATUS, TRANSPORT_CODE } from './http-error';
import { RateLimitGate } from './rate-limit-gate';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base = '';
const seen: Seen[] = [];
/** Hits of /busy so far: it answers 429 (Retry-After: 2) to the first `refuse` of them. */
let busyHits = 0;

const reply = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
): void => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const path = (req.url ?? '').split('?')[0];
      switch (path) {
        case '/api/v1/echo':
          return reply(
            res,
            200,
            { data: { method: req.method, url: req.url, body, headers: req.headers } },
            {
              'set-cookie': ['a=1; Path=/', 'b=2; Path=/'],
            },
          );
        case '/api/v1/created':
          return reply(res, 201, { data: { ok: true } });
        case '/api/v1/no-content':
          res.writeHead(204);
          return res.end();
        case '/api/v1/plain':
          res.writeHead(200, { 'content-type': 'text/plain' });
          return res.end('hello');
        case '/api/v1/bad':
          return reply(res, 400, {
            code: 'INVALID_CREDENTIALS',
            message: 'The account or password is incorrect.',
          });
        case '/api/v1/invalid':
          return reply(res, 400, {
            code: 'VALIDATION_FAILED',
            message: ['first problem', 'second problem'],
          });
        case '/api/v1/unauthorized':
          return reply(res, 401, { code: 'UNAUTHORIZED', message: 'Please Login' });
        case '/api/v1/forbidden':
          return reply(res, 403, { code: 'FORBIDDEN', message: 'no' });
        case '/api/v1/boom':
          return reply(res, 500, 'not json at all');
        case '/api/v1/redirect-3xx':
          return reply(res, 399, { data: 'edge' });
        case '/api/v1/busy': {
          busyHits += 1;
          const refuse = Number(new URL(req.url ?? '', 'http://x').searchParams.get('refuse'));
          return busyHits <= refuse
            ? reply(
                res,
                429,
                { code: 'RATE_LIMITED', message: 'slow down' },
                { 'retry-after': '2' },
              )
            : reply(res, 200, { data: { hits: busyHits } });
        }
        case '/api/v1/slow':
          return setTimeout(() => reply(res, 200, { data: 'late' }), 400);
        case '/api/v1/upload':
          return reply(res, 200, { data: { contentType: req.headers['content-type'], body } });
        default:
          return reply(res, 404, { code: 'NOT_FOUND', message: 'Not found.' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const client = (overrides: Partial<Parameters<typeof createHttpClient>[0]> = {}) =>
  createHttpClient({
    baseUrl: base,
    getToken: () => 'tok-1',
    getLanguage: () => 'de',
    ...overrides,
  });

const failure = async (promise: Promise<unknown>): Promise<HttpError> => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('expected a failure');
};

interface Echo {
  method: string;
  url: string;
  body: string;
  headers: Record<string, string>;
}

describe('http client', () => {
  it('sends the platform, bearer token and language headers', async () => {
    const echo = await client().api<Echo>({ url: 'echo' });
    expect(echo.headers.platform).toBe('h5');
    expect(echo.headers.authorization).toBe('Bearer tok-1');
    expect(echo.headers['accept-language']).toBe('de');
  });

  it('names the practice account while it is shown, unless the request names its own', async () => {
    const practice = client({ getAccount: () => 'practice' });
    expect((await practice.api<Echo>({ url: 'echo' })).headers['x-account']).toBe('practice');
    const real = await practice.api<Echo>({ url: 'echo', header: { 'x-account': 'real' } });
    expect(real.headers['x-account']).toBe('real');
    expect((await client().api<Echo>({ url: 'echo' })).headers['x-account']).toBeUndefined();
  });

  it('omits Authorization for a visitor', async () => {
    const echo = await client({ getToken: () => '' }).api<Echo>({ url: 'echo' });
    expect(echo.headers.authorization).toBeUndefined();
  });

  it('appends GET data as a query string', async () => {
    const echo = await client().api<Echo>({
      url: 'echo',
      data: { page: 2, q: 'a b', skip: undefined, tags: ['x', 'y'] },
    });
    expect(echo.url).toBe('/api/v1/echo?page=2&q=a+b&tags=x&tags=y');
    expect(echo.body).toBe('');
  });

  it('serialises bodies as JSON by default', async () => {
    const echo = await client().api<Echo>({
      url: 'echo',
      method: 'POST',
      data: { mail: 'a@b.c', n: 1 },
    });
    expect(echo.headers['content-type']).toBe('application/json');
    expect(JSON.parse(echo.body)).toEqual({ mail: 'a@b.c', n: 1 });
  });

  it('serialises form-urlencoded bodies when the content-type says so', async () => {
    const echo = await client().api<Echo>({
      url: 'echo',
      method: 'put',
      data: { mail: 'a@b.c', n: 1 },
      header: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(echo.method).toBe('PUT');
    expect(echo.body).toBe('mail=a%40b.c&n=1');
  });

  it('falls back to GET for a method outside the standard nine', async () => {
    const echo = await client().api<Echo>({ url: 'echo', method: 'FETCH', data: { a: 1 } });
    expect(echo.method).toBe('GET');
    expect(echo.url).toBe('/api/v1/echo?a=1');
  });

  it('returns data, statusCode, header and cookies', async () => {
    const response = await client().request<{ data: Echo }>({ url: 'echo' });
    expect(response.statusCode).toBe(200);
    expect(response.header['content-type']).toBe('application/json');
    expect(response.cookies).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(response.data.data.method).toBe('GET');
  });

  it('treats 201, 204 and 399 as success', async () => {
    expect(await client().api({ url: 'created', method: 'POST' })).toEqual({ ok: true });
    expect((await client().request({ url: 'no-content', method: 'DELETE' })).statusCode).toBe(204);
    expect(await client().api({ url: 'redirect-3xx' })).toBe('edge');
  });

  it('treats any status below 200 or at/above 400 as failure', () => {
    expect(isFailureStatus(199)).toBe(true);
    expect(isFailureStatus(200)).toBe(false);
    expect(isFailureStatus(399)).toBe(false);
    expect(isFailureStatus(400)).toBe(true);
  });

  it('falls back to text for an unknown response type', async () => {
    const response = await client().request<string>({ url: 'echo', responseType: 'blob-ish' });
    expect(typeof response.data).toBe('string');
    expect(await client().api({ url: 'plain' })).toBe('hello');
  });

  it('reports a string message as one message with the server code', async () => {
    const error = await failure(client().api({ url: 'bad', method: 'POST' }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('INVALID_CREDENTIALS');
    expect(error.messages).toEqual(['The account or password is incorrect.']);
  });

  it('reports a message list as several messages', async () => {
    const error = await failure(client().api({ url: 'invalid', method: 'POST' }));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.messages).toEqual(['first problem', 'second problem']);
  });

  it('calls onUnauthorized on a 401 and still rejects', async () => {
    const onUnauthorized = vi.fn();
    const error = await failure(client({ onUnauthorized }).api({ url: 'unauthorized' }));
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not log out on 403, 404 or 500', async () => {
    const onUnauthorized = vi.fn();
    const c = client({ onUnauthorized });
    expect((await failure(c.api({ url: 'forbidden' }))).status).toBe(403);
    expect((await failure(c.api({ url: 'missing' }))).code).toBe('NOT_FOUND');
    const boom = await failure(c.api({ url: 'boom' }));
    expect(boom.status).toBe(500);
    expect(boom.code).toBe(500);
    expect(boom.messages).toEqual(['not json at all']);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports a timeout as status -9999, message timeout, code 5', async () => {
    const error = await failure(client().api({ url: 'slow', timeout: 50 }));
    expect(error.status).toBe(REQUEST_STATUS.CANCELLED);
    expect(error.status).toBe(-9999);
    expect(error.code).toBe(5);
    expect(error.message).toBe('timeout');
  });

  it('uses a 10 s timeout by default', async () => {
    const { DEFAULT_TIMEOUT } = await import('./http-client');
    expect(DEFAULT_TIMEOUT).toBe(10_000);
  });

  it('applies an app-level timeout only if over 2000 ms (seed section 9)', async () => {
    expect(appTimeout(undefined)).toBe(10_000);
    expect(appTimeout(50)).toBe(10_000);
    expect(appTimeout(2000)).toBe(10_000);
    expect(appTimeout(2001)).toBe(2001);
    expect(appTimeout(30_000)).toBe(30_000);
    // A 300 ms app timeout is not applied: the answer that takes 400 ms still arrives.
    expect(await client({ timeout: 300 }).api({ url: 'slow' })).toBe('late');
  });

  it('reports an aborted request as message abort, code 600003', async () => {
    const controller = new AbortController();
    const pending = client().api({ url: 'slow', signal: controller.signal });
    controller.abort();
    const error = await failure(pending);
    expect(error.code).toBe(600003);
    expect(error.message).toBe('abort');
  });

  it('reports a network error as code 5', async () => {
    const dead = createHttpClient({ baseUrl: 'http://127.0.0.1:1/api/v1' });
    const error = await failure(dead.api({ url: 'echo' }));
    expect(error.code).toBe(TRANSPORT_CODE.NETWORK);
    expect(error.code).toBe(5);
    expect(error.status).toBe(REQUEST_STATUS.NETWORK);
  });

  it('drops a duplicate identical in-flight request when prevent is set (-9998)', async () => {
    const c = client();
    const first = c.api({ url: 'slow', prevent: true });
    const second = await failure(c.api({ url: 'slow', prevent: true }));
    expect(second.status).toBe(-9998);
    expect(await first).toBe('late');
    // Once the first has finished, the same call goes through again.
    expect(await c.api({ url: 'slow', prevent: true })).toBe('late');
  });

  it('lets different or unprevented requests run side by side', async () => {
    const c = client();
    const results = await Promise.all([
      c.api({ url: 'slow', prevent: true }),
      c.api({ url: 'slow', prevent: true, data: { other: 1 } }),
      c.api({ url: 'slow' }),
    ]);
    expect(results).toEqual(['late', 'late', 'late']);
  });

  it('uploads multipart form data with extra fields and named files', async () => {
    const result = await client().upload<{ contentType: string; body: string }>({
      url: 'upload',
      formData: { kind: 'front' },
      files: [
        {
          name: 'image',
          file: new Blob(['PNGDATA'], { type: 'image/png' }),
          filename: 'front.png',
        },
      ],
    });
    expect(result.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(result.body).toContain('name="kind"');
    expect(result.body).toContain('front');
    expect(result.body).toContain('name="image"; filename="front.png"');
    expect(result.body).toContain('PNGDATA');
    expect(seen.at(-1)?.headers.platform).toBe('h5');
  });

  it('reports an upload network error as code 602001', async () => {
    const dead = createHttpClient({ baseUrl: 'http://127.0.0.1:1/api/v1' });
    const error = await failure(
      dead.upload({ url: 'upload', files: [{ name: 'f', file: new Blob(['x']) }] }),
    );
    expect(error.code).toBe(602001);
  });

  it('reports an unreadable file as file error', async () => {
    const broken = new Blob(['x']);
    Object.defineProperty(broken, 'arrayBuffer', {
      value: () => Promise.reject(new Error('gone')),
    });
    const error = await failure(
      client().upload({ url: 'upload', files: [{ name: 'f', file: broken }] }),
    );
    expect(error.message).toBe('file error');
  });

  it('calls onUnauthorized on an upload answered 401', async () => {
    const onUnauthorized = vi.fn();
    await failure(client({ onUnauthorized }).upload({ url: 'unauthorized', files: [] }));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('backing off on 429', () => {
  const paced = (maxRetries?: number) => {
    const gate = new RateLimitGate();
    const sleeps: number[] = [];
    const pauses: number[] = [];
    gate.subscribe(() => pauses.push(gate.until));
    const sleep = async (ms: number) => {
      sleeps.push(ms);
      // The test's clock: sleeping ends the pause.
      gate.clear();
    };
    return { gate, sleeps, pauses, api: client({ rateLimit: { gate, sleep, maxRetries } }) };
  };

  it('waits the Retry-After of a 429, then sends again and succeeds', async () => {
    busyHits = 0;
    const { api, sleeps, gate } = paced();
    const result = await api.api<{ hits: number }>({ url: 'busy', data: { refuse: 2 } });
    expect(result).toEqual({ hits: 3 });
    expect(sleeps).toHaveLength(2);
    for (const ms of sleeps) expect(ms).toBeGreaterThan(1_900);
    expect(gate.until).toBe(0);
  });

  it('gives up after its retries with the 429 as the failure', async () => {
    busyHits = 0;
    const { api, sleeps } = paced(1);
    const error = await failure(api.api({ url: 'busy', data: { refuse: 5 } }));
    expect(error.status).toBe(429);
    expect(error.code).toBe('RATE_LIMITED');
    expect(sleeps).toHaveLength(1);
    expect(busyHits).toBe(2);
  });

  it('holds every request while the gate is closed', async () => {
    busyHits = 0;
    const { api, gate, sleeps } = paced();
    gate.pause(3_000);
    await api.api({ url: 'busy', data: { refuse: 0 } });
    expect(sleeps).toHaveLength(1);
    expect(sleeps[0]).toBeGreaterThan(2_900);
  });

  it('without a gate, a 429 is an ordinary failure', async () => {
    busyHits = 0;
    const error = await failure(client().api({ url: 'busy', data: { refuse: 1 } }));
    expect(error.status).toBe(429);
    expect(busyHits).toBe(1);
  });
});
