import { dashboardStats, queueCounts } from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { READERS } from '../../lib/permissions.ts';
import { dashboardStatsOf, queueCountsOf } from './dashboard.service.ts';

/** The seed's `GET aggregate/stat`. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/aggregate/stat',
    {
      config: { auth: { operator: READERS } },
      schema: {
        tags: ['admin'],
        summary: 'Dashboard: customers, review queues, positions, loans, ledger check, 30 days',
        response: { 200: envelope(dashboardStats), ...failures },
      },
    },
    async () => ({ data: await dashboardStatsOf(deps.db, deps.now()) }),
  );
  app.get(
    '/admin/queue-counts',
    {
      config: { auth: { operator: READERS } },
      schema: {
        tags: ['admin'],
        summary: 'What waits in each review queue now (the menu counts)',
        response: { 200: envelope(queueCounts), ...failures },
      },
    },
    async () => ({ data: await queueCountsOf(deps.db) }),
  );
};
