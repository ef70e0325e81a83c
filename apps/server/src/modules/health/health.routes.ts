import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { databaseAnswers } from './readiness.ts';

const tags = ['health'];
const liveSchema = z.object({ data: z.object({ live: z.literal(true) }) });
const readySchema = z.object({ data: z.object({ ready: z.literal(true) }) });

/**
 * For load balancers and orchestrators: `live` says the process runs (restart it when not),
 * `ready` says it can serve (route traffic to it): PostgreSQL answers a `SELECT 1` within a
 * short timeout. Public, outside the rate limit (probes come every few seconds from one IP).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/health/live',
    {
      config: { auth: 'public', rateLimit: false },
      schema: { tags, response: { 200: liveSchema } },
    },
    async () => ({ data: { live: true as const } }),
  );
  app.get(
    '/health/ready',
    {
      config: { auth: 'public', rateLimit: false },
      schema: { tags, response: { 200: readySchema } },
    },
    async () => {
      // The error handler answers 503 with Retry-After, translated.
      if (!(await databaseAnswers(deps.db.$client))) throw new DomainError('SERVICE_UNAVAILABLE');
      return { data: { ready: true as const } };
    },
  );
};
