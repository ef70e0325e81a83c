import {
  adminBlockDealView,
  blockBuyRequest,
  page,
  pageQuery,
  blockDealView,
  createBlockDealRequest,
  orderView,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { customerOf, operatorOf } from '../../http/route-auth.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { ADMINS, operatorRef, READERS } from '../../lib/permissions.ts';
import {
  buyBlockDeal,
  createBlockDeal,
  listOpenBlockDeals,
  pageBlockDealsForConsole,
} from './block-deals.ts';
import { toOrderView } from './trading-views.ts';
import { idempotencyHeader } from '../../lib/idempotency/idempotency-header.ts';
import { idParams } from '../../http/route-params.ts';

const tags = ['block trades'];
const security = [{ bearer: [] }];

export const blockDealsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/blocktrade',
    {
      config: { auth: 'public' },
      schema: { tags, response: { 200: envelope(z.array(blockDealView)), ...failures } },
    },
    async () => ({
      data: await listOpenBlockDeals(deps),
    }),
  );
  app.post(
    '/blocktrade/:id/buy',
    {
      config: { auth: 'customer', practice: 'book', money: 'purchase' },
      schema: {
        tags,
        security,
        params: idParams,
        headers: idempotencyHeader,
        body: blockBuyRequest,
        response: { 200: envelope(orderView), ...failures },
      },
    },
    async (request) => {
      const actor = customerOf(request);
      const bought = await buyBlockDeal(
        deps,
        actor,
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      );
      return { data: toOrderView(bought.order, bought.fill) };
    },
  );
  app.get(
    '/admin/block-deals',
    {
      config: { auth: { operator: READERS } },
      schema: {
        tags: ['admin'],
        security,
        summary: 'Every block deal, newest first',
        querystring: pageQuery,
        response: { 200: envelope(page(adminBlockDealView)), ...failures },
      },
    },
    async (request) => ({ data: await pageBlockDealsForConsole(deps, request.query) }),
  );
  app.post(
    '/admin/block-deals',
    {
      config: { auth: { operator: ADMINS }, money: 'none' },
      schema: {
        tags: ['admin'],
        security,
        body: createBlockDealRequest,
        response: { 200: envelope(blockDealView), ...failures },
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      return { data: await createBlockDeal(deps, operatorRef(operator), request.body) };
    },
  );
};
