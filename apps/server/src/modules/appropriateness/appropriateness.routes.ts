import {
  adminAppropriateness,
  appropriatenessRequest,
  appropriatenessStatus,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { customerOf } from '../../http/route-auth.ts';
import { READERS } from '../../lib/permissions.ts';
import {
  answerAppropriateness,
  appropriatenessForOperator,
  appropriatenessStatusOf,
} from './appropriateness.service.ts';
import { idParams } from '../../http/route-params.ts';

const tags = ['appropriateness'];
const security = [{ bearer: [] }];

/**
 * The appropriateness questionnaire (issue 26): the customer's standing and answers, and the
 * operator's view of every answer. The refusal of the products lives in the database
 * (db/functions/appropriateness.sql), not here.
 */
export const appropriatenessRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/appropriateness',
    {
      config: { auth: 'customer', practice: 'person' },
      schema: { tags, security, response: { 200: envelope(appropriatenessStatus), ...failures } },
    },
    async (request) => ({ data: await appropriatenessStatusOf(deps, customerOf(request)) }),
  );

  app.post(
    '/appropriateness',
    {
      config: { auth: 'customer', practice: 'person', money: 'none' },
      schema: {
        tags,
        security,
        body: appropriatenessRequest,
        response: { 200: envelope(appropriatenessStatus), ...failures },
      },
    },
    async (request) => ({
      data: await answerAppropriateness(deps, customerOf(request), request.body),
    }),
  );

  app.get(
    '/admin/customers/:id/appropriateness',
    {
      config: { auth: { operator: READERS } },
      schema: {
        tags: ['admin'],
        security,
        params: idParams,
        response: { 200: envelope(adminAppropriateness), ...failures },
      },
    },
    async (request) => ({ data: await appropriatenessForOperator(deps, request.params.id) }),
  );
};
