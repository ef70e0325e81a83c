import {
  closedPositionsQuery,
  closedPositionView,
  closePositionRequest,
  orderView,
  ordersQuery,
  page,
  placeOrderRequest,
  positionView,
  receiptView,
  tradeUnlockRequest,
  tradeUnlockResponse,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { bearerToken } from '../../http/bearer-token.ts';
import { authenticateCustomer } from '../../http/customer-auth.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { cancelOrder } from './cancel-order.ts';
import { closePosition } from './close-position.ts';
import { listClosedPositions } from './closed-positions.ts';
import { orderContext } from './order-context.ts';
import { placeOrder } from './place-order.ts';
import { unlockTradingWithPin } from './trade-authorization.ts';
import {
  getReceipt,
  listOrders,
  listPositions,
  orderView as viewOf,
  toOrderView,
} from './trading-views.ts';

const tags = ['trading'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const idempotency = z.object({ 'idempotency-key': z.string().min(8).max(128).optional() });

export const tradingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const customer = (request: Parameters<typeof authenticateCustomer>[1]) =>
    authenticateCustomer(deps, request);

  app.post(
    '/member/trade-unlock',
    {
      schema: {
        tags,
        security,
        body: tradeUnlockRequest,
        response: { 200: envelope(tradeUnlockResponse), ...failures },
      },
    },
    async (request) => ({
      data: await unlockTradingWithPin(deps, await customer(request), request.body.payPassword),
    }),
  );
  app.post(
    '/orders',
    {
      schema: {
        tags,
        security,
        headers: idempotency,
        body: placeOrderRequest,
        response: { 200: envelope(orderView), ...failures },
      },
    },
    async (request) => {
      const { actor, context } = await orderContext(
        deps.db,
        bearerToken(request),
        deps.now(),
        request.body.key,
      );
      const placed = await placeOrder(
        deps,
        actor,
        context,
        request.body,
        request.headers['idempotency-key'],
      );
      return { data: toOrderView(placed.order, placed.fill) };
    },
  );
  app.get(
    '/orders',
    {
      schema: {
        tags,
        security,
        querystring: ordersQuery,
        response: { 200: envelope(page(orderView)), ...failures },
      },
    },
    async (request) => ({
      data: await listOrders(deps, await customer(request), request.query),
    }),
  );
  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        tags,
        security,
        params: idParams,
        response: { 200: envelope(orderView), ...failures },
      },
    },
    async (request) => ({
      data: await viewOf(deps, await cancelOrder(deps, await customer(request), request.params.id)),
    }),
  );
  app.get(
    '/orders/:id/receipt',
    {
      schema: {
        tags,
        security,
        params: idParams,
        response: { 200: envelope(receiptView), ...failures },
      },
    },
    async (request) => ({
      data: await getReceipt(deps, await customer(request), request.params.id),
    }),
  );
  app.get(
    '/positions',
    {
      schema: {
        tags,
        security,
        querystring: z.object({ status: z.enum(['open', 'closed']).default('open') }),
        response: { 200: envelope(z.array(positionView)), ...failures },
      },
    },
    async (request) => ({
      data: await listPositions(deps, await customer(request), request.query.status),
    }),
  );
  app.get(
    '/positions/closed',
    {
      schema: {
        tags,
        security,
        querystring: closedPositionsQuery,
        response: { 200: envelope(page(closedPositionView)), ...failures },
      },
    },
    async (request) => ({
      data: await listClosedPositions(deps, await customer(request), request.query),
    }),
  );
  app.post(
    '/positions/:id/close',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: closePositionRequest,
        response: { 200: envelope(orderView), ...failures },
      },
    },
    async (request) => ({
      data: await viewOf(
        deps,
        await closePosition(deps, await customer(request), request.params.id, request.body),
      ),
    }),
  );
};
