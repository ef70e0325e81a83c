import { auditPage, auditQuery } from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { ADMINS } from '../../lib/permissions.ts';
import { searchAudit } from './audit.search.ts';

/** The audit log, read-only (the database refuses any change to it, AU001). */
export const auditRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/audit',
    {
      config: { auth: { operator: ADMINS } },
      schema: {
        tags: ['admin'],
        summary: 'Search the audit log: who did what, when, from where, before and after',
        querystring: auditQuery,
        response: { 200: envelope(auditPage), ...failures },
      },
    },
    async (request) => ({ data: await searchAudit(deps.db, request.query) }),
  );
};
