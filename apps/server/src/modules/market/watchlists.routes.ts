import {
  watchlistItemRequest,
  watchlistNameRequest,
  watchlistOrderRequest,
  watchlistView,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { authenticateCustomer } from '../../http/customer-auth.ts';
import { envelope, failures } from '../../http/envelope.ts';
import * as lists from './watchlists.service.ts';

const tags = ['watchlists'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const answer = { 200: envelope(z.array(watchlistView)), ...failures };

export const watchlistsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const customer = (request: Parameters<typeof authenticateCustomer>[1]) =>
    authenticateCustomer(deps, request);

  app.get('/watchlists', { schema: { tags, security, response: answer } }, async (request) => ({
    data: await lists.listWatchlists(deps, await customer(request)),
  }));
  app.post(
    '/watchlists',
    { schema: { tags, security, body: watchlistNameRequest, response: answer } },
    async (request) => ({
      data: await lists.createWatchlist(deps, await customer(request), request.body.name),
    }),
  );
  app.put(
    '/watchlists/:id',
    { schema: { tags, security, params: idParams, body: watchlistNameRequest, response: answer } },
    async (request) => ({
      data: await lists.renameWatchlist(
        deps,
        await customer(request),
        request.params.id,
        request.body.name,
      ),
    }),
  );
  app.post(
    '/watchlists/:id/delete',
    { schema: { tags, security, params: idParams, response: answer } },
    async (request) => ({
      data: await lists.deleteWatchlist(deps, await customer(request), request.params.id),
    }),
  );
  app.post(
    '/watchlists/:id/items',
    { schema: { tags, security, params: idParams, body: watchlistItemRequest, response: answer } },
    async (request) => ({
      data: await lists.addToWatchlist(
        deps,
        await customer(request),
        request.params.id,
        request.body.key,
      ),
    }),
  );
  app.post(
    '/watchlists/:id/items/delete',
    { schema: { tags, security, params: idParams, body: watchlistItemRequest, response: answer } },
    async (request) => ({
      data: await lists.removeFromWatchlist(
        deps,
        await customer(request),
        request.params.id,
        request.body.key,
      ),
    }),
  );
  app.put(
    '/watchlists/:id/order',
    { schema: { tags, security, params: idParams, body: watchlistOrderRequest, response: answer } },
    async (request) => ({
      data: await lists.reorderWatchlist(
        deps,
        await customer(request),
        request.params.id,
        request.body.keys,
      ),
    }),
  );
};
