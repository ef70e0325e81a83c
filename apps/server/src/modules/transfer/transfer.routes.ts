import {
  fundsOverview,
  fundsQuery,
  transferQuote,
  transferQuoteQuery,
  transferRequest,
  transferView,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { customerOf } from '../../http/route-auth.ts';
import { envelope, failures } from '../../http/envelope.ts';
import * as funds from './funds.service.ts';
import { quoteTransfer, transfer } from './transfer.service.ts';

const security = [{ bearer: [] }];

export const transferRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/funds',
    {
      config: { auth: 'customer', practice: 'book' },
      schema: {
        tags: ['funds'],
        security,
        querystring: fundsQuery,
        response: { 200: envelope(fundsOverview), ...failures },
      },
    },
    async (request) => ({
      data: await funds.fundsOverview(deps, customerOf(request), request.query),
    }),
  );

  app.get(
    '/transfer/quote',
    {
      config: { auth: 'customer', practice: 'book' },
      schema: {
        tags: ['transfer'],
        security,
        querystring: transferQuoteQuery,
        response: { 200: envelope(transferQuote), ...failures },
      },
    },
    async (request) => ({
      data: await quoteTransfer(deps, customerOf(request), request.query),
    }),
  );

  app.post(
    '/transfer',
    {
      config: { auth: 'customer', practice: 'book', money: 'exchange' },
      schema: {
        tags: ['transfer'],
        security,
        headers: z.object({ 'idempotency-key': z.string().min(8).max(128).optional() }),
        body: transferRequest,
        response: { 200: envelope(transferView), ...failures },
      },
    },
    async (request) => ({
      data: await transfer(
        deps,
        customerOf(request),
        request.body,
        request.headers['idempotency-key'],
      ),
    }),
  );
};
