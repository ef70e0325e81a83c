import {
  watchlistItemRequest,
  watchlistNameRequest,
  watchlistOrderRequest,
  watchlistView,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { customerOf } from '../../http/route-auth.ts';
import { envelope, failures } from '../../http/envelope.ts';
import * as lists from './watchlists.service.ts';
import { idParams } from '../../http/route-params.ts';

const tags = ['watchlists'];
const security = [{ bearer: [] }];
const answer = { 200: envelope(z.array(watchlistView)), ...failures };

export const watchlistsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/watchlists',
    {
      config: { auth: 'customer', practice: 'person' },
      schema: { tags, security, response: answer },
    },
    async (request) => ({
      data: await lists.listWatchlists(deps, customerOf(request)),
    }),
  );
  app.post(
    '/watchlists',
    {
      config: { auth: 'customer', practice: 'person', money: 'none' },
      schema: { tags, security, body: watchlistNameRequest, response: answer },
    },
    async (request) => ({
      data: await lists.createWatchlist(deps, customerOf(request), request.body.name),
    }),
  );
  app.put(
    '/watchlists/:id',
    {
      config: { auth: 'customer', practice: 'person', money: 'none' },
      schema: { tags, security, params: idParams, body: watchlistNameRequest, response: answer },
    },
    async (request) => ({
      data: await lists.renameWatchlist(
        deps,
        customerOf(request),
        request.params.id,
        request.body.name,
      ),
    }),
  );
  app.post(
    '/watchlists/:id/delete',
    {
      config: { auth: 'customer', practice: 'person', money: 'none' },
      schema: { tags, security, params: idParams, response: answer },
    },
    async (request) => ({
      data: await lists.deleteWatchlist(deps, customerOf(request), request.params.id),
    }),
  );
  app.post(
    '/watchlists/:id/items',
    {
      config: { auth: 'customer', practice: 'person', money: 'none' },
      schema: { tags, security, params: idParams, body: watchlistItemRequest, response: answer },
    },
    async (request) => ({
      data: await lists.addToWatchlist(
        deps,
        customerOf(request),
        request.params.id,
        request.body.key,
      ),
    }),
  );
  app.post(
    '/watchlists/:id/items/delete',
    {
      config: { auth: 'customer', practice: 'person', money: 'none' },
      schema: { tags, security, params: idParams, body: watchlistItemRequest, response: answer },
    },
    async (request) => ({
      data: await lists.removeFromWatchlist(
        deps,
        customerOf(request),
        request.params.id,
        request.body.key,
      ),
    }),
  );
  app.put(
    '/watchlists/:id/order',
    {
      config: { auth: 'customer', practice: 'person', money: 'none' },
      schema: { tags, security, params: idParams, body: watchlistOrderRequest, response: answer },
    },
    async (request) => ({
      data: await lists.reorderWatchlist(
        deps,
        customerOf(request),
        request.params.id,
        request.body.keys,
      ),
    }),
  );
};
