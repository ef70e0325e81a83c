import {
  createQuantFundRequest,
  quantBuyRequest,
  quantFundDetail,
  quantFundView,
  quantHoldingView,
  QuantStatus,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { ADMINS, operatorRef } from '../../lib/permissions.ts';
import { customerOf, operatorOf } from '../../http/route-auth.ts';
import { buyQuant } from './quant-buy.ts';
import { createFund, fundDetail, listFunds } from './quant-funds.ts';
import { listHoldings } from './quant-holdings.ts';
import { settleDueHoldings } from './quant-settlement.ts';
import { idempotencyHeader } from '../../lib/idempotency/idempotency-header.ts';

const tags = ['quant funds'];
const security = [{ bearer: [] }];
const fundParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

export const quantRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/quant/funds',
    {
      config: { auth: 'public' },
      schema: { tags, response: { 200: envelope(z.array(quantFundView)), ...failures } },
    },
    async () => ({ data: await listFunds(deps) }),
  );
  app.get(
    '/quant/funds/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        params: fundParams,
        response: { 200: envelope(quantFundDetail), ...failures },
      },
    },
    async (request) => ({ data: await fundDetail(deps, request.params.id) }),
  );
  app.post(
    '/quant/funds/:id/buy',
    {
      config: { auth: 'customer', practice: 'book', money: 'purchase' },
      schema: {
        tags,
        security,
        params: fundParams,
        headers: idempotencyHeader,
        body: quantBuyRequest,
        response: { 200: envelope(quantHoldingView), ...failures },
      },
    },
    async (request) => ({
      data: await buyQuant(
        deps,
        customerOf(request),
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      ),
    }),
  );
  app.get(
    '/quant/holdings',
    {
      config: { auth: 'customer', practice: 'book' },
      schema: {
        tags,
        security,
        response: { 200: envelope(z.array(quantHoldingView)), ...failures },
      },
    },
    async (request) => ({
      data: await listHoldings(deps, customerOf(request), QuantStatus.IN_PROGRESS),
    }),
  );
  app.get(
    '/quant/history',
    {
      config: { auth: 'customer', practice: 'book' },
      schema: {
        tags,
        security,
        response: { 200: envelope(z.array(quantHoldingView)), ...failures },
      },
    },
    async (request) => ({ data: await listHoldings(deps, customerOf(request), QuantStatus.ENDED) }),
  );
  app.post(
    '/admin/quant-funds',
    {
      config: { auth: { operator: ADMINS }, money: 'none' },
      schema: {
        tags: ['admin'],
        security,
        body: createQuantFundRequest,
        response: { 200: envelope(quantFundView), ...failures },
      },
    },
    async (request) => ({
      data: await createFund(deps, operatorRef(operatorOf(request)), request.body),
    }),
  );
  // Operators may run the settlement early; the rule and the NAV decide every result.
  app.post(
    '/admin/quant-settlement/run',
    {
      config: { auth: { operator: ADMINS }, money: 'settlement' },
      schema: {
        tags: ['admin'],
        security,
        response: { 200: envelope(z.object({ settled: z.number().int() })), ...failures },
      },
    },
    async () => ({ data: { settled: await settleDueHoldings(deps) } }),
  );
};
