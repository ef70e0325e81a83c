import {
  candlesQuery,
  candlesResponse,
  marketStatus,
  marketStatusQuery,
  moversQuery,
  moversResponse,
  quotesQuery,
  quoteView,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { getCandles, getMarketStatus, getMovers, getQuotes } from './quotes.service.ts';

const tags = ['market'];

/** Public market data: quotes, candles and movers; live updates come over /ws. */
export const quotesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/market/quotes',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        querystring: quotesQuery,
        response: { 200: envelope(z.array(quoteView)), ...failures },
      },
    },
    async (request) => ({ data: getQuotes(deps, request.query.keys) }),
  );
  app.get(
    '/market/status',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Whether a market is open and, if not, when it opens',
        querystring: marketStatusQuery,
        response: { 200: envelope(marketStatus), ...failures },
      },
    },
    async (request) => ({ data: getMarketStatus(deps, request.query.market) }),
  );
  app.get(
    '/market/candles',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        querystring: candlesQuery,
        response: { 200: envelope(candlesResponse), ...failures },
      },
    },
    async (request) => ({ data: await getCandles(deps, request.query) }),
  );
  app.get(
    '/market/movers',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        querystring: moversQuery,
        response: { 200: envelope(moversResponse), ...failures },
      },
    },
    async (request) => ({ data: getMovers(deps, request.query.market, request.query.limit) }),
  );
};
