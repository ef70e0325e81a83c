import { operatorLoginRequest, operatorLoginResponse, operatorProfile } from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { operatorOf } from '../../http/route-auth.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { READERS } from './operator-roles.ts';
import { operatorLogin } from './operator.service.ts';

const tags = ['operator'];

/** The seed's operator calls; the rest (PUT user/login, check_logged, aggregate/stat) come with the console. */
export const operatorRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const authLimit = {
    rateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: '1 minute' },
  };

  app.post(
    '/user/login',
    {
      config: { ...authLimit, auth: 'public' },
      schema: {
        tags,
        body: operatorLoginRequest,
        response: { 200: envelope(operatorLoginResponse), ...failures },
      },
    },
    async (request) => ({ data: await operatorLogin(deps, request.body) }),
  );

  app.get(
    '/user',
    {
      config: { auth: { operator: READERS } },
      schema: {
        tags,
        security: [{ bearer: [] }],
        response: { 200: envelope(operatorProfile), ...failures },
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      return {
        data: { id: operator.operatorId, username: operator.username, role: operator.role },
      };
    },
  );
};
