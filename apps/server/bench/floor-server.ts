/**
 * The bench's floor (issue 18): what a server with no framework at all reaches on this
 * machine placing the same market buys as the app, one order at a time. Plain `node:http` and
 * a pg pool of 20 as the app's, no Fastify, no validation, no logging, no batching: per request
 * the order's two statements, the order-context read (session, instrument and fee table) and
 * one `trade_buy_at_once` (its Idempotency-Key claimed inside), through the app's own functions
 * so that the SQL is the app's. The quote is fixed (ask 100): a feed is not what is measured.
 * Started by orders-bench.ts with DATABASE_URL; prints `floor listening on <port>`.
 */
import http from 'node:http';
import { Decimal } from '@brokerage/shared';
import { APP_ROLE, connectDatabase } from '../src/db/client.ts';
import { idempotencyClaim } from '../src/lib/idempotency/idempotency.ts';
import type { LiveQuote } from '../src/market/hub/index.ts';
import { buyAtOnce } from '../src/modules/trading/buy-at-once.ts';
import { orderContext } from '../src/modules/trading/order-context.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('floor-server needs DATABASE_URL');
const { db } = connectDatabase(databaseUrl, 20, undefined, APP_ROLE);

const ASK = new Decimal('100');
const quoteOf = (key: string, market: string, symbol: string): LiveQuote =>
  ({
    key,
    symbol,
    market,
    bid: '99.99',
    ask: ASK.toFixed(),
    close: ASK.toFixed(),
    time: new Date().toISOString(),
    source: 'floor',
  }) as unknown as LiveQuote;

const readBody = (request: http.IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });

const placeBuy = async (request: http.IncomingMessage) => {
  const input = JSON.parse(await readBody(request)) as {
    key: string;
    type: 'market';
    quantity: string;
  };
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? null;
  const header = request.headers['idempotency-key'];
  const key = typeof header === 'string' ? header : undefined;
  const now = new Date();
  const { actor, context } = await orderContext(db, { token, book: 'real' }, now, input.key);
  const { instrument, fees } = context;
  const bought = await buyAtOnce(
    db,
    {
      customerId: actor.customerId,
      instrumentId: instrument.id,
      instrumentKey: `${instrument.market}:${instrument.symbol}`,
      market: instrument.market,
      currency: instrument.currency,
      side: 'buy',
      type: input.type,
      quantity: input.quantity,
    },
    {
      quote: quoteOf(input.key, instrument.market, instrument.symbol),
      price: ASK,
      at: now,
      terms: { fees, vip: actor.vip },
      source: 'floor',
    },
    idempotencyClaim(actor.customerId, key, 'order.place', input),
  );
  return 'taken' in bought ? { taken: true } : { id: bought.order.id, status: bought.order.status };
};

const server = http.createServer((request, response) => {
  placeBuy(request).then(
    (data) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data }));
    },
    (error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: String(error) }));
    },
  );
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`floor listening on ${address.port}`);
});
