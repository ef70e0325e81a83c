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
import { customerOf, operatorOf } from '../../http/route-auth.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { operatorRef, READERS, REVIEWERS } from '../../lib/permissions.ts';
import { recordCustomerViews } from '../audit/personal-data-views.repository.ts';
import {
  getKycOverview,
  listKycForReview,
  reviewKyc,
  submitKyc,
  submitPro,
} from './kyc.service.ts';
import { idParams } from '../../http/route-params.ts';

const tags = ['kyc'];
const security = [{ bearer: [] }];

export const kycRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/kyc',
    {
      config: { auth: 'customer', practice: 'person' },
      schema: { tags, security, response: { 200: envelope(kycOverview), ...failures } },
    },
    async (request) => ({
      data: await getKycOverview(deps, customerOf(request)),
    }),
  );

  app.post(
    '/kyc',
    {
      config: { auth: 'customer', practice: 'person', money: 'none' },
      schema: {
        tags,
        security,
        body: kycSubmitRequest,
        response: { 200: envelope(kycOverview), ...failures },
      },
    },
    async (request) => ({
      data: await submitKyc(deps, customerOf(request), request.body),
    }),
  );

  app.post(
    '/kyc/pro',
    {
      config: { auth: 'customer', practice: 'person', money: 'none' },
      schema: {
        tags,
        security,
        body: kycProRequest,
        response: { 200: envelope(kycOverview), ...failures },
      },
    },
    async (request) => ({
      data: await submitPro(deps, customerOf(request), request.body),
    }),
  );

  app.post(
    '/admin/kyc/:id/review',
    {
      config: { auth: { operator: REVIEWERS }, money: 'none' },
      schema: {
        tags: ['admin'],
        security,
        params: idParams,
        body: kycReviewRequest,
        response: {
          200: envelope(z.object({ id: z.number().int(), status: z.string() })),
          ...failures,
        },
      },
    },
    async (request) => ({
      data: await reviewKyc(deps, operatorOf(request), request.params.id, request.body, request.ip),
    }),
  );

  app.get(
    '/admin/kyc',
    {
      config: { auth: { operator: READERS } },
      schema: {
        tags: ['admin'],
        security,
        querystring: adminKycQuery,
        response: { 200: envelope(page(adminKycView)), ...failures },
      },
    },
    async (request) => {
      const page = await listKycForReview(deps, request.query);
      // Each submission shown carries its customer's declared identity: one audit row each.
      await recordCustomerViews(deps.db, {
        actor: operatorRef(operatorOf(request)),
        action: 'customer.kyc.view',
        customerIds: page.items.map((item) => item.customerId),
        ip: request.ip,
      });
      return { data: page };
    },
  );
};
