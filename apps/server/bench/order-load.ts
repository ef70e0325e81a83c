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

/**
 * One worker per token, each placing market buys of one share (each with its own
 * Idempotency-Key) back to back for
 * `durationMs`; answers completed and failed counts and the sorted latencies (ms).
 */
export const placeOrdersFor = async (baseUrl: string, tokens: string[], durationMs: number) => {
  const latencies: number[] = [];
  let completed = 0;
  let failed = 0;
  const deadline = Date.now() + durationMs;
  await Promise.all(
    tokens.map(async (token, worker) => {
      for (let i = 0; Date.now() < deadline; i += 1) {
        const started = performance.now();
        const response = await fetch(`${baseUrl}/orders`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            // As a real client does, so that a retry could never place a second order.
            'idempotency-key': `bench-${worker}-${i}-${deadline}`,
          },
          body: JSON.stringify({
            key: SYMBOLS[(worker + i) % SYMBOLS.length],
            type: 'market',
            quantity: '1',
          }),
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        if (response.status === 200) completed += 1;
        else failed += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { completed, failed, latencies };
};
