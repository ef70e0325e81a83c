import {
  adminListQuery,
  adminWithdrawalView,
  orProposal,
  page,
  pageQuery,
  withdrawalQuote,
  withdrawalQuoteQuery,
  withdrawalReadiness,
  withdrawalReadinessQuery,
  withdrawalRequest,
  withdrawalReviewRequest,
  withdrawalView,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { stepUpProofOf } from '../../http/second-factor-headers.ts';
import { customerOf, operatorOf } from '../../http/route-auth.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { READERS, REVIEWERS } from '../../lib/permissions.ts';
import * as withdrawals from './withdrawals.service.ts';
import { idParams } from '../../http/route-params.ts';

const tags = ['withdrawals'];
const security = [{ bearer: [] }];

export const withdrawalsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/withdraw/readiness',
    {
      config: { auth: 'customer', practice: 'refused' },
      schema: {
        tags,
        security,
        summary: 'What the customer must do before withdrawing (identity, pay password, target)',
        querystring: withdrawalReadinessQuery,
        response: { 200: envelope(withdrawalReadiness), ...failures },
      },
    },
    async (request) => ({
      data: {
        missing: await withdrawals.withdrawalBlockers(
          deps,
          customerOf(request),
          request.query.type,
        ),
      },
    }),
  );

  app.get(
    '/withdraw/quote',
    {
      config: { auth: 'customer', practice: 'refused' },
      schema: {
        tags,
        security,
        querystring: withdrawalQuoteQuery,
        response: { 200: envelope(withdrawalQuote), ...failures },
      },
    },
    async (request) => ({
      data: await withdrawals.quoteWithdrawal(deps, customerOf(request), request.query),
    }),
  );

  app.post(
    '/withdraw',
    {
      config: { auth: 'customer', practice: 'refused', money: 'withdrawal' },
      schema: {
        tags,
        security,
        headers: z.object({ 'idempotency-key': z.string().min(8).max(128).optional() }),
        body: withdrawalRequest,
        response: { 200: envelope(withdrawalView), ...failures },
      },
    },
    async (request) => ({
      data: await withdrawals.requestWithdrawal(
        deps,
        customerOf(request),
        request.body,
        request.headers['idempotency-key'],
        stepUpProofOf(request),
      ),
    }),
  );

  app.get(
    '/withdraw/records',
    {
      config: { auth: 'customer', practice: 'refused' },
      schema: {
        tags,
        security,
        querystring: pageQuery,
        response: { 200: envelope(page(withdrawalView)), ...failures },
      },
    },
    async (request) => ({
      data: await withdrawals.listWithdrawals(deps, customerOf(request), request.query),
    }),
  );

  app.post(
    '/withdraw/:id/cancel',
    {
      config: { auth: 'customer', practice: 'refused', money: 'cancel' },
      schema: {
        tags,
        security,
        params: idParams,
        response: { 200: envelope(withdrawalView), ...failures },
      },
    },
    async (request) => ({
      data: await withdrawals.cancelWithdrawal(deps, customerOf(request), request.params.id),
    }),
  );

  app.post(
    '/admin/withdrawals/:id/review',
    {
      config: { auth: { operator: REVIEWERS }, money: 'withdrawal' },
      schema: {
        tags: ['admin'],
        security,
        params: idParams,
        body: withdrawalReviewRequest,
        response: { 200: envelope(orProposal(withdrawalView)), ...failures },
      },
    },
    async (request) => {
      return {
        data: await withdrawals.reviewWithdrawal(
          deps,
          operatorOf(request),
          request.params.id,
          request.body,
          request.ip,
        ),
      };
    },
  );

  app.get(
    '/admin/withdrawals',
    {
      config: { auth: { operator: READERS } },
      schema: {
        tags: ['admin'],
        security,
        querystring: adminListQuery,
        response: { 200: envelope(page(adminWithdrawalView)), ...failures },
      },
    },
    async (request) => {
      return { data: await withdrawals.listWithdrawalsForReview(deps, request.query) };
    },
  );
};
