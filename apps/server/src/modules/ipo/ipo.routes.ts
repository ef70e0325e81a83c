import {
  createIpoRequest,
  ipoDrawView,
  ipoListQuery,
  ipoSubscribeRequest,
  ipoSubscriptionView,
  ipoView,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { ADMINS, operatorRef, REVIEWERS } from '../../lib/permissions.ts';
import { customerOf, operatorOf } from '../../http/route-auth.ts';
import { triggerAllotment } from './ipo-allotment.ts';
import { createIpo, getDraw, getIpo, listIpos } from './ipo-offerings.ts';
import { mySubscriptions, subscribeIpo } from './ipo-subscribe.ts';
import { idempotencyHeader } from '../../lib/idempotency/idempotency-header.ts';

const tags = ['ipo'];
const security = [{ bearer: [] }];
const params = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

export const ipoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/ipo',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        querystring: ipoListQuery,
        response: { 200: envelope(z.array(ipoView)), ...failures },
      },
    },
    async (request) => ({ data: await listIpos(deps, request.language, request.query.status) }),
  );
  app.get(
    '/ipo/subscriptions',
    {
      config: { auth: 'customer', practice: 'book' },
      schema: {
        tags,
        security,
        response: { 200: envelope(z.array(ipoSubscriptionView)), ...failures },
      },
    },
    async (request) => ({
      data: await mySubscriptions(deps, customerOf(request), request.language),
    }),
  );
  app.get(
    '/ipo/:id',
    {
      config: { auth: 'public' },
      schema: { tags, params, response: { 200: envelope(ipoView), ...failures } },
    },
    async (request) => ({ data: await getIpo(deps, request.params.id, request.language) }),
  );
  app.get(
    '/ipo/:id/draw',
    {
      config: { auth: 'public' },
      schema: { tags, params, response: { 200: envelope(ipoDrawView), ...failures } },
    },
    async (request) => ({ data: await getDraw(deps, request.params.id) }),
  );
  app.post(
    '/ipo/:id/subscribe',
    {
      config: { auth: 'customer', practice: 'book', money: 'purchase' },
      schema: {
        tags,
        security,
        params,
        headers: idempotencyHeader,
        body: ipoSubscribeRequest,
        response: { 200: envelope(ipoSubscriptionView), ...failures },
      },
    },
    async (request) => ({
      data: await subscribeIpo(
        deps,
        customerOf(request),
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
        request.language,
      ),
    }),
  );
  app.post(
    '/admin/ipo',
    {
      config: { auth: { operator: ADMINS }, money: 'none' },
      schema: {
        tags: ['admin'],
        security,
        body: createIpoRequest,
        response: { 200: envelope(ipoView), ...failures },
      },
    },
    async (request) => ({
      data: await createIpo(deps, operatorRef(operatorOf(request)), request.body, request.language),
    }),
  );
  app.post(
    '/admin/ipo/:id/allot',
    {
      config: { auth: { operator: REVIEWERS }, money: 'settlement' },
      schema: {
        tags: ['admin'],
        security,
        params,
        response: { 200: envelope(ipoDrawView), ...failures },
      },
    },
    async (request) => {
      await triggerAllotment(deps, operatorRef(operatorOf(request)), request.params.id);
      return { data: await getDraw(deps, request.params.id) };
    },
  );
};
