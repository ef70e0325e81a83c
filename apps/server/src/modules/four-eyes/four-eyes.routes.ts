import { page, proposalDecisionRequest, proposalListQuery, proposalView } from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { operatorOf } from '../../http/route-auth.ts';
import { REVIEWERS } from '../../lib/permissions.ts';
import type { FourEyesActions } from './four-eyes-action.ts';
import { decideProposal, listProposals, withdrawProposal } from './four-eyes.service.ts';
import { idParams } from '../../http/route-params.ts';

const tags = ['admin'];

/** The approvals queue: proposals of actions that take a second operator (four eyes). */
export const fourEyesRoutes: FastifyPluginAsyncZod<{
  deps: AppDeps;
  /** What an approval of each kind runs (wired in src/four-eyes-actions.ts). */
  actions: FourEyesActions;
}> = async (app, { deps, actions }) => {
  app.get(
    '/admin/approvals',
    {
      config: { auth: { operator: REVIEWERS } },
      schema: {
        tags,
        summary: 'Proposals waiting for a second approver (or decided ones, by status)',
        querystring: proposalListQuery,
        response: { 200: envelope(page(proposalView)), ...failures },
      },
    },
    async (request) => ({ data: await listProposals(deps, request.query) }),
  );

  app.post(
    '/admin/approvals/:id/decision',
    {
      // Runs the proposed payout, adjustment or change; each action checks its own rules (a loan
      // payout the purchase freeze, a withdrawal its state) inside the approval's transaction.
      config: { auth: { operator: REVIEWERS }, money: 'adjustment' },
      schema: {
        tags,
        summary: "Approve (runs the proposed action) or reject another operator's proposal",
        params: idParams,
        body: proposalDecisionRequest,
        response: { 200: envelope(proposalView), ...failures },
      },
    },
    async (request) => ({
      data: await decideProposal(
        deps,
        actions,
        operatorOf(request),
        request.params.id,
        request.body,
        request.ip,
      ),
    }),
  );

  app.post(
    '/admin/approvals/:id/withdraw',
    {
      config: { auth: { operator: REVIEWERS }, money: 'none' },
      schema: {
        tags,
        summary: 'The proposer takes back their open proposal',
        params: idParams,
        response: { 200: envelope(proposalView), ...failures },
      },
    },
    async (request) => ({
      data: await withdrawProposal(deps, operatorOf(request), request.params.id, request.ip),
    }),
  );
};
