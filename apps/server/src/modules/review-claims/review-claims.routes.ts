import {
  okSchema,
  reviewAssignRequest,
  reviewClaim,
  reviewClaimsQuery,
  reviewClaimTarget,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { operatorOf } from '../../http/route-auth.ts';
import { ADMINS, READERS, REVIEWERS } from '../../lib/permissions.ts';
import {
  assignForReview,
  claimForReview,
  claimsOnRecords,
  releaseFromReview,
} from './review-claims.service.ts';

const tags = ['admin'];

/** Who works on which waiting record of a review queue: claim, release, assign, read. */
export const reviewClaimRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/admin/review-claims',
    {
      config: { auth: { operator: READERS } },
      schema: {
        tags,
        summary: "The claims that hold now on some of a queue's records (a page of it)",
        querystring: reviewClaimsQuery,
        response: { 200: envelope(z.array(reviewClaim)), ...failures },
      },
    },
    async (request) => ({
      data: await claimsOnRecords(deps, request.query.queue, request.query.ids),
    }),
  );

  app.post(
    '/admin/review-claims',
    {
      config: { auth: { operator: REVIEWERS }, money: 'none' },
      schema: {
        tags,
        summary: 'Take up a waiting record (or renew your claim on it) for 30 minutes',
        body: reviewClaimTarget,
        response: { 200: envelope(reviewClaim), ...failures },
      },
    },
    async (request) => ({ data: await claimForReview(deps, operatorOf(request), request.body) }),
  );

  app.post(
    '/admin/review-claims/release',
    {
      config: { auth: { operator: REVIEWERS }, money: 'none' },
      schema: {
        tags,
        summary: "Let a record go (an admin may release anyone's)",
        body: reviewClaimTarget,
        response: { 200: envelope(okSchema), ...failures },
      },
    },
    async (request) => {
      await releaseFromReview(deps, operatorOf(request), request.body, request.ip);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/admin/review-claims/assign',
    {
      config: { auth: { operator: ADMINS }, money: 'none' },
      schema: {
        tags,
        summary: 'Hand a waiting record to a reviewer, taking it from whoever held it',
        body: reviewAssignRequest,
        response: { 200: envelope(reviewClaim), ...failures },
      },
    },
    async (request) => ({
      data: await assignForReview(deps, operatorOf(request), request.body, request.ip),
    }),
  );
};
