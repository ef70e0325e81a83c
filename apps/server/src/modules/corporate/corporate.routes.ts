import {
  awaitingSecondApprover,
  corporateActionsPage,
  corporateActionsQuery,
  corporateActionView,
  corporateFeedRecordsPage,
  corporateFeedRecordsQuery,
  corporateFeedStatus,
  dividendRequest,
  splitRequest,
} from '@brokerage/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { operatorOf } from '../../http/route-auth.ts';
import { idParams } from '../../http/route-params.ts';
import { ADMINS, operatorRef, READERS } from '../../lib/permissions.ts';
import { cancelAction, listCorporateActions } from './corporate-actions.service.ts';
import { feedStatus, listFeedRecords } from './corporate-feed.service.ts';
import { proposeDividend } from './dividends.service.ts';
import { proposeSplit } from './splits.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

const contextOf = (request: FastifyRequest) => ({
  operator: operatorOf(request),
  actor: operatorRef(operatorOf(request)),
  ip: request.ip,
});

/**
 * Corporate actions (issue 30 item 3): cash dividends and splits as issuers announce them. An
 * admin enters one, or a vendor's feed supplies it, and a second admin approves it (four eyes,
 * always); the job entitles and pays dividends, and applies splits to the lots, by rule.
 */
export const corporateRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/corporate-actions',
    {
      config: { auth: { operator: READERS } },
      schema: {
        tags,
        security,
        querystring: corporateActionsQuery,
        response: { 200: envelope(corporateActionsPage), ...failures },
      },
    },
    async (request) => ({ data: await listCorporateActions(deps.db, request.query) }),
  );

  app.get(
    '/admin/corporate-actions/feed-records',
    {
      config: { auth: { operator: READERS } },
      schema: {
        tags,
        security,
        summary: "The feed's records: what each proposed, or why it was rejected or is amended",
        querystring: corporateFeedRecordsQuery,
        response: { 200: envelope(corporateFeedRecordsPage), ...failures },
      },
    },
    async (request) => ({ data: await listFeedRecords(deps.db, request.query) }),
  );

  app.get(
    '/admin/corporate-actions/feed',
    {
      config: { auth: { operator: READERS } },
      schema: {
        tags,
        security,
        summary: 'Whether a corporate actions feed is configured, and how its last read went',
        response: { 200: envelope(corporateFeedStatus), ...failures },
      },
    },
    async () => ({ data: await feedStatus(deps.db, deps.corporateFeed) }),
  );

  app.post(
    '/admin/corporate-actions/dividends',
    {
      config: { auth: { operator: ADMINS }, money: 'none' },
      schema: {
        tags,
        security,
        summary: 'Enter a cash dividend; a second admin approves it',
        body: dividendRequest,
        response: { 200: envelope(awaitingSecondApprover), ...failures },
      },
    },
    async (request) => ({ data: await proposeDividend(deps, contextOf(request), request.body) }),
  );

  app.post(
    '/admin/corporate-actions/splits',
    {
      config: { auth: { operator: ADMINS }, money: 'none' },
      schema: {
        tags,
        security,
        summary: 'Enter a split or reverse split; a second admin approves it',
        body: splitRequest,
        response: { 200: envelope(awaitingSecondApprover), ...failures },
      },
    },
    async (request) => ({ data: await proposeSplit(deps, contextOf(request), request.body) }),
  );

  app.post(
    '/admin/corporate-actions/:id/cancel',
    {
      config: { auth: { operator: ADMINS }, money: 'none' },
      schema: {
        tags,
        security,
        params: idParams,
        response: { 200: envelope(corporateActionView), ...failures },
      },
    },
    async (request) => ({
      data: await cancelAction(deps, contextOf(request), request.params.id),
    }),
  );
};
