import {
  adminDepositView,
  adminListQuery,
  depositAuditRequest,
  depositInstructions,
  depositReferenceView,
  depositRequest,
  depositView,
  page,
  pageQuery,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { customerOf, operatorOf } from '../../http/route-auth.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { operatorRef, READERS, REVIEWERS } from '../../lib/permissions.ts';
import {
  auditDeposit,
  createDeposit,
  getDepositInstructions,
  listDeposits,
  listDepositsForReview,
} from './deposits.service.ts';
import { chainAdminRoutes } from './chain/chain.routes.ts';
import { issueDepositReference } from './deposit-reference.ts';
import { idParams } from '../../http/route-params.ts';

const tags = ['deposits'];
const security = [{ bearer: [] }];

export const depositsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/deposit/instructions',
    {
      config: { auth: 'customer', practice: 'refused' },
      schema: { tags, security, response: { 200: envelope(depositInstructions), ...failures } },
    },
    async (request) => {
      return { data: await getDepositInstructions(deps, customerOf(request)) };
    },
  );

  app.get(
    '/deposit/reference',
    {
      config: { auth: 'customer', practice: 'refused' },
      schema: { tags, security, response: { 200: envelope(depositReferenceView), ...failures } },
    },
    async () => ({ data: { reference: issueDepositReference() } }),
  );

  app.post(
    '/deposit',
    {
      config: { auth: 'customer', practice: 'refused', money: 'deposit' },
      schema: {
        tags,
        security,
        headers: z.object({ 'x-timezone': z.string().max(64).optional() }),
        body: depositRequest,
        response: { 200: envelope(depositView), ...failures },
      },
    },
    async (request) => ({
      data: await createDeposit(
        deps,
        customerOf(request),
        request.body,
        request.headers['x-timezone'],
      ),
    }),
  );

  app.get(
    '/deposit/records',
    {
      config: { auth: 'customer', practice: 'refused' },
      schema: {
        tags,
        security,
        querystring: pageQuery,
        response: { 200: envelope(page(depositView)), ...failures },
      },
    },
    async (request) => ({
      data: await listDeposits(deps, customerOf(request), request.query),
    }),
  );

  app.post(
    '/admin/deposits/:id/audit',
    {
      config: { auth: { operator: REVIEWERS }, money: 'deposit' },
      schema: {
        tags: ['admin'],
        security,
        params: idParams,
        body: depositAuditRequest,
        response: { 200: envelope(depositView), ...failures },
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      return {
        data: await auditDeposit(
          deps,
          operatorRef(operator),
          request.params.id,
          request.body,
          request.ip,
        ),
      };
    },
  );

  app.get(
    '/admin/deposits',
    {
      config: { auth: { operator: READERS } },
      schema: {
        tags: ['admin'],
        security,
        querystring: adminListQuery,
        response: { 200: envelope(page(adminDepositView)), ...failures },
      },
    },
    async (request) => {
      return { data: await listDepositsForReview(deps, request.query) };
    },
  );

  await chainAdminRoutes(app, { deps });
};
