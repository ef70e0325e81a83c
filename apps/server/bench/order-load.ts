import http from 'node:http';

const SYMBOLS = [
  'US:AAPL',
  'US:MSFT',
  'US:AMZN',
  'US:NVDA',
  'US:GOOGL',
  'US:META',
  'US:TSLA',
  'US:JPM',
];

export const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

/** POSTs JSON and answers the status once the whole answer has been read. */
const post = (agent: http.Agent, url: URL, headers: Record<string, string>, body: string) =>
  new Promise<number>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
        },
      },
      (response) => {
        response.on('error', reject);
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.resume();
      },
    );
    request.on('error', reject);
    request.end(body);
  });

/**
 * One worker per token, each placing market buys of one share (each with its own
 * Idempotency-Key) back to back for `durationMs` over its own kept-alive connection;
 * answers completed and failed counts, the sorted latencies (ms) and the CPU time this
 * client used per request. node:http rather than fetch: the client shares the machine
 * with the server and PostgreSQL, and fetch cost about three times as much CPU a request
 * (pgbench's own client is C).
 */
export const placeOrdersFor = async (baseUrl: string, tokens: string[], durationMs: number) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: tokens.length });
  const url = new URL(`${baseUrl}/orders`);
  const latencies: number[] = [];
  let completed = 0;
  let failed = 0;
  const cpuBefore = process.cpuUsage();
  const deadline = Date.now() + durationMs;
  await Promise.all(
    tokens.map(async (token, worker) => {
      for (let i = 0; Date.now() < deadline; i += 1) {
        const started = performance.now();
        const status = await post(
          agent,
          url,
          {
            authorization: `Bearer ${token}`,
            // As a real client does, so that a retry could never place a second order.
            'idempotency-key': `bench-${worker}-${i}-${deadline}`,
          },
          JSON.stringify({
            key: SYMBOLS[(worker + i) % SYMBOLS.length],
            type: 'market',
            quantity: '1',
          }),
        );
        latencies.push(performance.now() - started);
        if (status === 200) completed += 1;
        else failed += 1;
      }
    }),
  );
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const requests = completed + failed;
  const clientCpuMs = requests === 0 ? 0 : (cpu.user + cpu.system) / 1000 / requests;
  return { completed, failed, latencies, clientCpuMs };
};
