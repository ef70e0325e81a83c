import {
  chainTransferDecision,
  chainTransferQuery,
  chainTransferView,
  page,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps.ts';
import { envelope, failures } from '../../../http/envelope.ts';
import { operatorRef, READERS, REVIEWERS } from '../../../lib/permissions.ts';
import { operatorOf } from '../../../http/route-auth.ts';
import { decideUnmatched, listUnmatched } from './unmatched.service.ts';
import { idParams } from '../../../http/route-params.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** Operators see what reached no customer and close it; there is no route that credits. */
export const chainAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/chain/unmatched',
    {
      config: { auth: { operator: READERS } },
      schema: {
        tags,
        security,
        querystring: chainTransferQuery,
        response: { 200: envelope(page(chainTransferView)), ...failures },
      },
    },
    async (request) => ({ data: await listUnmatched(deps, request.query) }),
  );

  for (const [path, decision] of [
    ['refuse', 'refused'],
    ['return', 'return'],
  ] as const) {
    app.post(
      `/admin/chain/unmatched/:id/${path}`,
      {
        config: { auth: { operator: REVIEWERS }, money: 'none' },
        schema: {
          tags,
          security,
          params: idParams,
          body: chainTransferDecision,
          response: { 200: envelope(chainTransferView), ...failures },
        },
      },
      async (request) => ({
        data: await decideUnmatched(
          deps,
          operatorRef(operatorOf(request)),
          request.params.id,
          decision,
          request.body,
          request.ip,
        ),
      }),
    );
  }
};
