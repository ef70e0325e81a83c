import {
  changePlanRequest,
  createPlanRequest,
  planRunsPage,
  planRunsQuery,
  planView,
  type PlanAction,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { envelope, failures } from '../../http/envelope.ts';
import type { MoneyMovement } from '../../http/route-auth.ts';
import { customerOf } from '../../http/route-auth.ts';
import { idParams } from '../../http/route-params.ts';
import {
  actOnPlan,
  changePlan,
  createPlan,
  getPlan,
  listPlanRuns,
  listPlans,
} from './plans.service.ts';

const tags = ['recurring plans'];
const security = [{ bearer: [] }];

/** Pausing and cancelling stop buying; resuming commits money to purchases again. */
const ACTIONS: Record<PlanAction, MoneyMovement> = {
  pause: 'none',
  resume: 'purchase',
  cancel: 'none',
};

/** Recurring investing (issue 30 item 2): the customer's standing instructions to buy. */
export const plansRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/plans',
    {
      config: { auth: 'customer', practice: 'book' },
      schema: { tags, security, response: { 200: envelope(z.array(planView)), ...failures } },
    },
    async (request) => ({ data: await listPlans(deps, customerOf(request)) }),
  );

  app.post(
    '/plans',
    {
      config: { auth: 'customer', practice: 'book', money: 'purchase' },
      schema: {
        tags,
        security,
        body: createPlanRequest,
        response: { 200: envelope(planView), ...failures },
      },
    },
    async (request) => ({ data: await createPlan(deps, customerOf(request), request.body) }),
  );

  app.get(
    '/plans/:id',
    {
      config: { auth: 'customer', practice: 'book' },
      schema: {
        tags,
        security,
        params: idParams,
        response: { 200: envelope(planView), ...failures },
      },
    },
    async (request) => ({ data: await getPlan(deps, customerOf(request), request.params.id) }),
  );

  app.put(
    '/plans/:id',
    {
      config: { auth: 'customer', practice: 'book', money: 'purchase' },
      schema: {
        tags,
        security,
        params: idParams,
        body: changePlanRequest,
        response: { 200: envelope(planView), ...failures },
      },
    },
    async (request) => ({
      data: await changePlan(deps, customerOf(request), request.params.id, request.body),
    }),
  );

  for (const [action, money] of Object.entries(ACTIONS) as [PlanAction, MoneyMovement][])
    app.post(
      `/plans/:id/${action}`,
      {
        config: { auth: 'customer', practice: 'book', money },
        schema: {
          tags,
          security,
          params: idParams,
          response: { 200: envelope(planView), ...failures },
        },
      },
      async (request) => ({
        data: await actOnPlan(deps, customerOf(request), request.params.id, action),
      }),
    );

  app.get(
    '/plans/:id/runs',
    {
      config: { auth: 'customer', practice: 'book' },
      schema: {
        tags,
        security,
        params: idParams,
        querystring: planRunsQuery,
        response: { 200: envelope(planRunsPage), ...failures },
      },
    },
    async (request) => ({
      data: await listPlanRuns(deps, customerOf(request), request.params.id, request.query),
    }),
  );
};
