import {
  adminLoanDetail,
  adminLoanListQuery,
  adminLoanListItem,
  adminLoanView,
  orProposal,
  loanApplication,
  loanHistory,
  loanListQuery,
  loanRepayRequest,
  loanReviewRequest,
  loanTerms,
  loanView,
  page,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { customerOf, operatorOf } from '../../http/route-auth.ts';
import { READERS, REVIEWERS } from '../../lib/permissions.ts';
import { applyForLoan } from './loan-application.ts';
import { repayLoan } from './loan-repayment.ts';
import { reviewLoan } from './loan-review.ts';
import { customerLoanTerms } from './loan-settings.ts';
import {
  listLoans,
  listLoansForReview,
  loanAgreement,
  loanDetail,
  loanDetailForReview,
  loanHistory as readLoanHistory,
} from './loans.service.ts';
import { idempotencyHeader } from '../../lib/idempotency/idempotency-header.ts';
import { idParams } from '../../http/route-params.ts';

const tags = ['loans'];
const security = [{ bearer: [] }];

/** Stock financing (seed sections 3 to 5 and 9): customer routes and the operator's review. */
export const loansRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/loans/terms',
    {
      config: { auth: 'customer', practice: 'refused' },
      schema: { tags, security, response: { 200: envelope(loanTerms), ...failures } },
    },
    async (request) => ({
      data: await customerLoanTerms(deps, customerOf(request).customerId),
    }),
  );

  app.post(
    '/loans',
    {
      config: { auth: 'customer', practice: 'refused', money: 'purchase' },
      schema: {
        tags,
        security,
        body: loanApplication,
        response: { 200: envelope(loanView), ...failures },
      },
    },
    async (request) => ({ data: await applyForLoan(deps, customerOf(request), request.body) }),
  );

  app.get(
    '/loans',
    {
      config: { auth: 'customer', practice: 'refused' },
      schema: {
        tags,
        security,
        querystring: loanListQuery,
        response: { 200: envelope(page(loanView)), ...failures },
      },
    },
    async (request) => ({ data: await listLoans(deps, customerOf(request), request.query) }),
  );

  app.get(
    '/loans/:id',
    {
      config: { auth: 'customer', practice: 'refused' },
      schema: {
        tags,
        security,
        params: idParams,
        response: { 200: envelope(loanView), ...failures },
      },
    },
    async (request) => ({
      data: await loanDetail(deps, customerOf(request), request.params.id),
    }),
  );

  app.get(
    '/loans/:id/history',
    {
      config: { auth: 'customer', practice: 'refused' },
      schema: {
        tags,
        security,
        params: idParams,
        response: { 200: envelope(loanHistory), ...failures },
      },
    },
    async (request) => ({
      data: await readLoanHistory(deps, customerOf(request), request.params.id),
    }),
  );

  app.post(
    '/loans/:id/repay',
    {
      config: { auth: 'customer', practice: 'refused', money: 'repayment' },
      schema: {
        tags,
        security,
        params: idParams,
        headers: idempotencyHeader,
        body: loanRepayRequest,
        response: { 200: envelope(loanView), ...failures },
      },
    },
    async (request) => ({
      data: await repayLoan(
        deps,
        customerOf(request),
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      ),
    }),
  );

  /** The agreement PDF, only for the loan's owner; always a download. */
  app.get(
    '/loans/:id/agreement',
    {
      config: { auth: 'customer', practice: 'refused' },
      schema: { tags, security, params: idParams },
    },
    async (request, reply) => {
      const { loanId, pdf } = await loanAgreement(deps, customerOf(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="loan-agreement-${loanId}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/admin/loans',
    {
      config: { auth: { operator: READERS } },
      schema: {
        tags: ['admin'],
        security,
        querystring: adminLoanListQuery,
        response: { 200: envelope(page(adminLoanListItem)), ...failures },
      },
    },
    async (request) => ({ data: await listLoansForReview(deps, request.query) }),
  );

  app.get(
    '/admin/loans/:id',
    {
      config: { auth: { operator: READERS } },
      schema: {
        tags: ['admin'],
        security,
        params: idParams,
        response: { 200: envelope(adminLoanDetail), ...failures },
      },
    },
    async (request) => ({ data: await loanDetailForReview(deps, request.params.id) }),
  );

  app.post(
    '/admin/loans/:id/review',
    {
      config: { auth: { operator: REVIEWERS }, money: 'purchase' },
      schema: {
        tags: ['admin'],
        security,
        params: idParams,
        body: loanReviewRequest,
        response: { 200: envelope(orProposal(adminLoanView)), ...failures },
      },
    },
    async (request) => ({
      data: await reviewLoan(
        deps,
        operatorOf(request),
        request.params.id,
        request.body,
        request.ip,
      ),
    }),
  );
};
