import {
  closedPositionsQuery,
  closedPositionView,
  closePositionRequest,
  orderView,
  ordersQuery,
  page,
  placeOrderRequest,
  positionStopsRequest,
  positionView,
  receiptView,
  tradeUnlockRequest,
  tradeUnlockResponse,
  tradeUnlockStatus,
} from '@brokerage/shared';
import { feeScheduleSchema } from '@brokerage/shared/order-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { bearerToken } from '../../http/bearer-token.ts';
import { requestedBook } from '../../http/book.ts';
import { customerOf } from '../../http/route-auth.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { cancelOrder } from './cancel-order.ts';
import { closePosition } from './close-position.ts';
import { listClosedPositions } from './closed-positions.ts';
import { orderContext } from './order-context.ts';
import { placeOrder } from './place-order.ts';
import { setPositionStops } from './position-stops.ts';
import { feeSchedule } from './trading-settings.ts';
import { tradeUnlockOf, unlockTradingWithPin } from './trade-authorization.ts';
import {
  getReceipt,
  listOrders,
  listPositions,
  toPositionView,
  orderView as viewOf,
  toOrderView,
} from './trading-views.ts';
import { idempotencyHeader } from '../../lib/idempotency/idempotency-header.ts';
import { idParams } from '../../http/route-params.ts';

const tags = ['trading'];
const security = [{ bearer: [] }];

export const tradingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/trading/fees',
    {
      config: { auth: 'public' },
      schema: { tags, response: { 200: envelope(feeScheduleSchema), ...failures } },
    },
    async (_request, reply) => {
      // Read on each call, so an operator's edit shows at once; a minute of caching is the
      // most an app estimates with an old table (the server charges by the current one).
      void reply.header('cache-control', 'public, max-age=60');
      return { data: await feeSchedule(deps.db) };
    },
  );
  app.get(
    '/member/trade-unlock',
    {
      config: { auth: 'customer', practice: 'person' },
      schema: {
        tags,
        security,
        summary: 'Until when this session trades without the pay password (null: it asks)',
        response: { 200: envelope(tradeUnlockStatus), ...failures },
      },
    },
    async (request) => ({ data: tradeUnlockOf(deps, customerOf(request)) }),
  );
  app.post(
    '/member/trade-unlock',
    {
      config: { auth: 'customer', practice: 'person', money: 'none' },
      schema: {
        tags,
        security,
        body: tradeUnlockRequest,
        response: { 200: envelope(tradeUnlockResponse), ...failures },
      },
    },
    async (request) => ({
      data: await unlockTradingWithPin(deps, customerOf(request), request.body.payPassword),
    }),
  );
  app.post(
    '/orders',
    {
      // The session is read in one statement with the instrument and fees (order-context.ts).
      config: { auth: 'customer-in-handler', practice: 'book', money: 'purchase' },
      schema: {
        tags,
        security,
        headers: idempotencyHeader,
        body: placeOrderRequest,
        response: { 200: envelope(orderView), ...failures },
      },
    },
    async (request) => {
      const { actor, context } = await orderContext(
        deps.db,
        { token: bearerToken(request), book: requestedBook(request) },
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
      config: { auth: 'customer', practice: 'book' },
      schema: {
        tags,
        security,
        querystring: ordersQuery,
        response: { 200: envelope(page(orderView)), ...failures },
      },
    },
    async (request) => ({
      data: await listOrders(deps, customerOf(request), request.query),
    }),
  );
  app.post(
    '/orders/:id/cancel',
    {
      config: { auth: 'customer', practice: 'book', money: 'cancel' },
      schema: {
        tags,
        security,
        params: idParams,
        response: { 200: envelope(orderView), ...failures },
      },
    },
    async (request) => ({
      data: await viewOf(deps, await cancelOrder(deps, customerOf(request), request.params.id)),
    }),
  );
  app.get(
    '/orders/:id/receipt',
    {
      config: { auth: 'customer', practice: 'book' },
      schema: {
        tags,
        security,
        params: idParams,
        response: { 200: envelope(receiptView), ...failures },
      },
    },
    async (request) => ({
      data: await getReceipt(deps, customerOf(request), request.params.id),
    }),
  );
  app.get(
    '/positions',
    {
      config: { auth: 'customer', practice: 'book' },
      schema: {
        tags,
        security,
        querystring: z.object({ status: z.enum(['open', 'closed']).default('open') }),
        response: { 200: envelope(z.array(positionView)), ...failures },
      },
    },
    async (request) => ({
      data: await listPositions(deps, customerOf(request), request.query.status),
    }),
  );
  app.get(
    '/positions/closed',
    {
      config: { auth: 'customer', practice: 'book' },
      schema: {
        tags,
        security,
        querystring: closedPositionsQuery,
        response: { 200: envelope(page(closedPositionView)), ...failures },
      },
    },
    async (request) => ({
      data: await listClosedPositions(deps, customerOf(request), request.query),
    }),
  );
  app.post(
    '/positions/:id/close',
    {
      config: { auth: 'customer', practice: 'book', money: 'sale' },
      schema: {
        tags,
        security,
        params: idParams,
        headers: idempotencyHeader,
        body: closePositionRequest,
        response: { 200: envelope(orderView), ...failures },
      },
    },
    async (request) => ({
      data: await viewOf(
        deps,
        await closePosition(
          deps,
          customerOf(request),
          request.params.id,
          request.body,
          request.headers['idempotency-key'],
        ),
      ),
    }),
  );
  app.patch(
    '/positions/:id',
    {
      // Moves no money and asks no pay password, as cancelling an order asks none.
      config: { auth: 'customer', practice: 'book', money: 'none' },
      schema: {
        tags,
        security,
        summary: 'Sets, changes or clears the stop loss and take profit of an open lot',
        params: idParams,
        body: positionStopsRequest,
        response: { 200: envelope(positionView), ...failures },
      },
    },
    async (request) => ({
      data: toPositionView(
        deps,
        await setPositionStops(deps, customerOf(request), request.params.id, request.body),
      ),
    }),
  );
};
