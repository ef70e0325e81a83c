import { openPracticeRequest, practiceStatus, resetPracticeRequest } from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { customerOf } from '../../http/route-auth.ts';
import { openPractice, practiceStatusOf, resetPractice } from './practice.service.ts';

const tags = ['practice account'];
const security = [{ bearer: [] }];

/**
 * The practice account (issue 30 item 1): the person opens and resets it, whichever account
 * the app shows, so these routes act for the person (`practice: 'person'`).
 */
export const practiceRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/practice',
    {
      config: { auth: 'customer', practice: 'person' },
      schema: {
        tags,
        security,
        summary: 'The open practice account, or null',
        response: { 200: envelope(practiceStatus), ...failures },
      },
    },
    async (request) => ({ data: await practiceStatusOf(deps, customerOf(request)) }),
  );
  app.post(
    '/practice',
    {
      config: { auth: 'customer', money: 'practice', practice: 'person' },
      schema: {
        tags,
        security,
        summary: 'Open the practice account with virtual money',
        body: openPracticeRequest,
        response: { 200: envelope(practiceStatus), ...failures },
      },
    },
    async (request) => ({ data: await openPractice(deps, customerOf(request), request.body) }),
  );
  app.post(
    '/practice/reset',
    {
      config: { auth: 'customer', money: 'practice', practice: 'person' },
      schema: {
        tags,
        security,
        summary: 'Set the practice account aside and open a new one',
        body: resetPracticeRequest,
        response: { 200: envelope(practiceStatus), ...failures },
      },
    },
    async (request) => ({ data: await resetPractice(deps, customerOf(request), request.body) }),
  );
};
