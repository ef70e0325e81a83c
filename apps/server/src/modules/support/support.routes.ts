import {
  supportConversationsPage,
  supportConversationsQuery,
  supportMessageRequest,
  supportMessagesQuery,
  supportMessageView,
  supportThread,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { customerOf, operatorOf } from '../../http/route-auth.ts';
import { READERS } from '../../lib/permissions.ts';
import {
  answerCustomer,
  listConversations,
  supportThreadOf,
  writeToSupport,
} from './support.service.ts';

const customerParams = z.object({
  customerId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/**
 * Support conversations: the customer writes from the app's Support entry and reads the
 * answers (live through the `support.message` customer event); operators list and answer.
 */
export const supportRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/support/messages',
    {
      config: { auth: 'customer', practice: 'person' },
      schema: {
        tags: ['support'],
        summary: 'My conversation with support',
        querystring: supportMessagesQuery,
        response: { 200: envelope(supportThread), ...failures },
      },
    },
    async (request) => ({
      data: await supportThreadOf(deps.db, customerOf(request).customerId, request.query.after),
    }),
  );

  app.post(
    '/support/messages',
    {
      config: { auth: 'customer', practice: 'person', money: 'none' },
      schema: {
        tags: ['support'],
        summary: 'Write to support',
        body: supportMessageRequest,
        response: { 200: envelope(supportMessageView), ...failures },
      },
    },
    async (request) => ({
      data: await writeToSupport(deps, customerOf(request).customerId, request.body.body),
    }),
  );

  app.get(
    '/admin/support/conversations',
    {
      config: { auth: { operator: READERS } },
      schema: {
        tags: ['admin'],
        summary: 'Support conversations by latest message; filter those awaiting an answer',
        querystring: supportConversationsQuery,
        response: { 200: envelope(supportConversationsPage), ...failures },
      },
    },
    async (request) => ({ data: await listConversations(deps.db, request.query) }),
  );

  app.get(
    '/admin/support/conversations/:customerId',
    {
      config: { auth: { operator: READERS } },
      schema: {
        tags: ['admin'],
        summary: "A customer's support conversation",
        params: customerParams,
        querystring: supportMessagesQuery,
        response: { 200: envelope(supportThread), ...failures },
      },
    },
    async (request) => ({
      data: await supportThreadOf(deps.db, request.params.customerId, request.query.after),
    }),
  );

  app.post(
    '/admin/support/conversations/:customerId',
    {
      config: { auth: { operator: READERS }, money: 'none' },
      schema: {
        tags: ['admin'],
        summary: 'Answer a customer (shown in their app at once)',
        params: customerParams,
        body: supportMessageRequest,
        response: { 200: envelope(supportMessageView), ...failures },
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      return {
        data: await answerCustomer(
          deps,
          { id: operator.operatorId, ip: request.ip },
          request.params.customerId,
          request.body.body,
        ),
      };
    },
  );
};
