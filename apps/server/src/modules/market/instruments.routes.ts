import {
  instrumentParams,
  instrumentsQuery,
  instrumentView,
  page,
  searchQuery,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { findInstruments, getInstrument, listInstruments } from './instruments.service.ts';

const tags = ['market'];

/** Public: visitors browse markets without an account. */
export const instrumentsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/market/instruments',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        querystring: instrumentsQuery,
        response: { 200: envelope(page(instrumentView)), ...failures },
      },
    },
    async (request) => ({ data: await listInstruments(deps, request.language, request.query) }),
  );
  app.get(
    '/market/instrument/:market/:symbol',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        params: instrumentParams,
        response: { 200: envelope(instrumentView), ...failures },
      },
    },
    async (request) => ({
      data: await getInstrument(
        deps,
        request.language,
        request.params.market,
        request.params.symbol,
      ),
    }),
  );
  app.get(
    '/market/search',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        querystring: searchQuery,
        response: { 200: envelope(z.array(instrumentView)), ...failures },
      },
    },
    async (request) => ({
      data: await findInstruments(deps, {
        text: request.query.q,
        limit: request.query.limit,
        language: request.language,
      }),
    }),
  );
};
