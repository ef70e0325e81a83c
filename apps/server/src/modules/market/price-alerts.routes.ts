import { priceAlertRequest, priceAlertView } from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { customerOf } from '../../http/route-auth.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { cancelPriceAlert, createPriceAlert, listPriceAlerts } from './price-alerts.service.ts';
import { idParams } from '../../http/route-params.ts';

const tags = ['price alerts'];
const security = [{ bearer: [] }];

export const priceAlertsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/alerts',
    {
      config: { auth: 'customer', practice: 'person' },
      schema: { tags, security, response: { 200: envelope(z.array(priceAlertView)), ...failures } },
    },
    async (request) => ({
      data: await listPriceAlerts(deps, customerOf(request)),
    }),
  );
  app.post(
    '/alerts',
    {
      config: { auth: 'customer', practice: 'person', money: 'none' },
      schema: {
        tags,
        security,
        body: priceAlertRequest,
        response: { 200: envelope(priceAlertView), ...failures },
      },
    },
    async (request) => ({
      data: await createPriceAlert(deps, customerOf(request), request.body),
    }),
  );
  app.post(
    '/alerts/:id/cancel',
    {
      config: { auth: 'customer', practice: 'person', money: 'none' },
      schema: {
        tags,
        security,
        params: idParams,
        response: { 200: envelope(priceAlertView), ...failures },
      },
    },
    async (request) => ({
      data: await cancelPriceAlert(deps, customerOf(request), request.params.id),
    }),
  );
};
