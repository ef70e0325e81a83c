import {
  awaitingSecondApprover,
  customerDetail,
  customerFreezeRequest,
  customerMessageRequest,
  customerOrdersPage,
  customerSearchPage,
  customerSearchQuery,
  customerSummary,
  customerTimelinePage,
  customerTimelineQuery,
  customerUnfreezeRequest,
  customerVipRequest,
  okSchema,
  pageQuery,
} from '@brokerage/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { operatorRef, READERS, REVIEWERS } from '../../lib/permissions.ts';
import { operatorOf } from '../../http/route-auth.ts';
import { recordCustomerViews } from '../audit/personal-data-views.repository.ts';
import { proposeFactorReset } from '../second-factor/factor-reset.ts';
import {
  customerDetailOf,
  customerOrders,
  customerTimeline,
  forcePasswordReset,
  freezeCustomer,
  messageCustomer,
  searchCustomers,
  setVip,
  unfreezeCustomer,
} from './customers.service.ts';

const tags = ['admin'];
const params = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const contextOf = (request: FastifyRequest) => ({
  actor: operatorRef(operatorOf(request)),
  ip: request.ip,
});

/**
 * Customers in the console: support reads them and writes to them; reviewers and admins
 * also freeze, set VIP and force a password reset. The statement is the ledger explorer
 * filtered by customer (`GET /admin/ledger/entries?customerId=`).
 */
export const adminCustomersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/admin/customers',
    {
      config: { auth: { operator: READERS } },
      schema: {
        tags,
        summary: 'Search customers by email, phone, user ID, number or name',
        querystring: customerSearchQuery,
        response: { 200: envelope(customerSearchPage), ...failures },
      },
    },
    async (request) => ({ data: await searchCustomers(deps.db, request.query) }),
  );

  app.get(
    '/admin/customers/:id',
    {
      config: { auth: { operator: READERS } },
      schema: {
        tags,
        summary:
          "A customer's profile, KYC, balances, open positions and sessions (the read is in the audit log)",
        params,
        response: { 200: envelope(customerDetail), ...failures },
      },
    },
    async (request) => {
      const detail = await customerDetailOf(deps.db, request.params.id, deps.now());
      await recordCustomerViews(deps.db, {
        ...contextOf(request),
        action: 'customer.view',
        customerIds: [request.params.id],
      });
      return { data: detail };
    },
  );

  app.get(
    '/admin/customers/:id/orders',
    {
      config: { auth: { operator: READERS } },
      schema: {
        tags,
        summary: "A customer's orders, newest first",
        params,
        querystring: pageQuery,
        response: { 200: envelope(customerOrdersPage), ...failures },
      },
    },
    async (request) => ({ data: await customerOrders(deps.db, request.params.id, request.query) }),
  );

  app.get(
    '/admin/customers/:id/timeline',
    {
      config: { auth: { operator: READERS } },
      schema: {
        tags,
        summary:
          "A customer's events, newest first: registration, KYC, deposits, withdrawals, fills, loans, support messages, adjustments",
        params,
        querystring: customerTimelineQuery,
        response: { 200: envelope(customerTimelinePage), ...failures },
      },
    },
    async (request) => ({
      data: await customerTimeline(deps.db, request.params.id, request.query),
    }),
  );

  app.post(
    '/admin/customers/:id/freeze',
    {
      config: { auth: { operator: REVIEWERS }, money: 'none' },
      schema: {
        tags,
        summary: 'Freeze sign-in or new purchases, with a reason the customer sees',
        params,
        body: customerFreezeRequest,
        response: { 200: envelope(customerSummary), ...failures },
      },
    },
    async (request) => ({
      data: await freezeCustomer(
        deps,
        contextOf(request),
        request.params.id,
        request.body.scope,
        request.body.reason,
      ),
    }),
  );

  app.post(
    '/admin/customers/:id/unfreeze',
    {
      config: { auth: { operator: REVIEWERS }, money: 'none' },
      schema: {
        tags,
        summary: 'Lift a freeze of sign-in or purchases',
        params,
        body: customerUnfreezeRequest,
        response: { 200: envelope(customerSummary), ...failures },
      },
    },
    async (request) => ({
      data: await unfreezeCustomer(deps, contextOf(request), request.params.id, request.body.scope),
    }),
  );

  app.put(
    '/admin/customers/:id/vip',
    {
      config: { auth: { operator: REVIEWERS }, money: 'none' },
      schema: {
        tags,
        summary: 'Set or clear VIP',
        params,
        body: customerVipRequest,
        response: { 200: envelope(customerSummary), ...failures },
      },
    },
    async (request) => ({
      data: await setVip(deps, contextOf(request), request.params.id, request.body.vip),
    }),
  );

  app.post(
    '/admin/customers/:id/password-reset',
    {
      config: { auth: { operator: REVIEWERS }, money: 'none' },
      schema: {
        tags,
        summary: 'Force a new password: the old one stops working, every session ends',
        params,
        response: { 200: envelope(customerSummary), ...failures },
      },
    },
    async (request) => ({
      data: await forcePasswordReset(deps, contextOf(request), request.params.id),
    }),
  );

  app.post(
    '/admin/customers/:id/second-factor-reset',
    {
      config: { auth: { operator: REVIEWERS }, money: 'none' },
      schema: {
        tags,
        summary: "Propose removing a customer's lost second factors (a second operator approves)",
        params,
        response: { 200: envelope(awaitingSecondApprover), ...failures },
      },
    },
    async (request) => ({
      data: await proposeFactorReset(deps, operatorOf(request), request.params.id, request.ip),
    }),
  );

  app.post(
    '/admin/customers/:id/messages',
    {
      config: { auth: { operator: READERS }, money: 'none' },
      schema: {
        tags,
        summary: "Send a message to the customer's inbox",
        params,
        body: customerMessageRequest,
        response: { 200: envelope(okSchema), ...failures },
      },
    },
    async (request) => ({
      data: await messageCustomer(deps, contextOf(request), request.params.id, request.body),
    }),
  );
};
