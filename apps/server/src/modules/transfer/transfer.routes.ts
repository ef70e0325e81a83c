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
import { authenticateCustomer } from '../../http/customer-auth.ts';
import { envelope, failures } from '../../http/envelope.ts';
import * as funds from './funds.service.ts';
import { quoteTransfer, transfer } from './transfer.service.ts';

const security = [{ bearer: [] }];

export const transferRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/funds',
    {
      schema: {
        tags: ['funds'],
        security,
        querystring: fundsQuery,
        response: { 200: envelope(fundsOverview), ...failures },
      },
    },
    async (request) => ({
      data: await funds.fundsOverview(
        deps,
        await authenticateCustomer(deps, request),
        request.query,
      ),
    }),
  );

  app.get(
    '/transfer/quote',
    {
      schema: {
        tags: ['transfer'],
        security,
        querystring: transferQuoteQuery,
        response: { 200: envelope(transferQuote), ...failures },
      },
    },
    async (request) => ({
      data: await quoteTransfer(deps, await authenticateCustomer(deps, request), request.query),
    }),
  );

  app.post(
    '/transfer',
    {
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
        await authenticateCustomer(deps, request),
        request.body,
        request.headers['idempotency-key'],
      ),
    }),
  );
};
