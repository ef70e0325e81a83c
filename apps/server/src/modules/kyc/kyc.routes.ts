import {
  adminKycQuery,
  adminKycView,
  kycOverview,
  page,
  kycProRequest,
  kycReviewRequest,
  kycSubmitRequest,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { authenticateCustomer } from '../../http/customer-auth.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { authenticateOperator } from '../../http/operator-auth.ts';
import { READERS, REVIEWERS } from '../operator/operator-roles.ts';
import {
  getKycOverview,
  listKycForReview,
  reviewKyc,
  submitKyc,
  submitPro,
} from './kyc.service.ts';

const tags = ['kyc'];
const security = [{ bearer: [] }];

export const kycRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/kyc',
    { schema: { tags, security, response: { 200: envelope(kycOverview), ...failures } } },
    async (request) => ({
      data: await getKycOverview(deps, await authenticateCustomer(deps, request)),
    }),
  );

  app.post(
    '/kyc',
    {
      schema: {
        tags,
        security,
        body: kycSubmitRequest,
        response: { 200: envelope(kycOverview), ...failures },
      },
    },
    async (request) => ({
      data: await submitKyc(deps, await authenticateCustomer(deps, request), request.body),
    }),
  );

  app.post(
    '/kyc/pro',
    {
      schema: {
        tags,
        security,
        body: kycProRequest,
        response: { 200: envelope(kycOverview), ...failures },
      },
    },
    async (request) => ({
      data: await submitPro(deps, await authenticateCustomer(deps, request), request.body),
    }),
  );

  app.post(
    '/admin/kyc/:id/review',
    {
      schema: {
        tags: ['admin'],
        security,
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: kycReviewRequest,
        response: {
          200: envelope(z.object({ id: z.number().int(), status: z.string() })),
          ...failures,
        },
      },
    },
    async (request) => ({
      data: await reviewKyc(
        deps,
        await authenticateOperator(deps, request, REVIEWERS),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.get(
    '/admin/kyc',
    {
      schema: {
        tags: ['admin'],
        security,
        querystring: adminKycQuery,
        response: { 200: envelope(page(adminKycView)), ...failures },
      },
    },
    async (request) => {
      await authenticateOperator(deps, request, READERS);
      return { data: await listKycForReview(deps, request.query) };
    },
  );
};
