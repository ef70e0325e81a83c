import { inboxPage, okSchema, pageQuery, unreadCountResponse } from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { customerOf } from '../../http/route-auth.ts';
import { envelope, failures, OK } from '../../http/envelope.ts';
import { listInbox, markRead, unreadCount } from './inbox.service.ts';

const tags = ['inbox'];
const security = [{ bearer: [] }];

export const inboxRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/inbox',
    {
      config: { auth: 'customer', practice: 'book' },
      schema: {
        tags,
        security,
        querystring: pageQuery,
        response: { 200: envelope(inboxPage), ...failures },
      },
    },
    async (request) => ({
      data: await listInbox(deps, customerOf(request), request.language, request.query),
    }),
  );

  app.get(
    '/inbox/unread',
    {
      config: { auth: 'customer', practice: 'book' },
      schema: { tags, security, response: { 200: envelope(unreadCountResponse), ...failures } },
    },
    async (request) => ({
      data: { unread: await unreadCount(deps, customerOf(request)) },
    }),
  );

  app.post(
    '/inbox/:id/read',
    {
      config: { auth: 'customer', practice: 'book', money: 'none' },
      schema: {
        tags,
        security,
        params: z.object({ id: z.union([z.literal('all'), z.coerce.number().int().positive()]) }),
        response: { 200: envelope(okSchema), ...failures },
      },
    },
    async (request) => {
      await markRead(deps, customerOf(request), request.params.id);
      return OK;
    },
  );
};
