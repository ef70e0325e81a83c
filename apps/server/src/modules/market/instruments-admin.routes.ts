import {
  adminInstrumentsQuery,
  adminInstrumentView,
  instrumentEditRequest,
  instrumentHaltRequest,
  instrumentListingRequest,
  instrumentParams,
  page,
} from '@brokerage/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { operatorRef, ADMINS } from '../../lib/permissions.ts';
import { operatorOf } from '../../http/route-auth.ts';
import {
  editInstrument,
  pageAdminInstruments,
  setInstrumentHalted,
  setInstrumentListed,
} from './instruments-admin.service.ts';

const tags = ['admin'];
const contextOf = (request: FastifyRequest) => ({
  actor: operatorRef(operatorOf(request)),
  ip: request.ip,
});

/** Instruments in the console: reference data, listing and halts; admins only, each audited. */
export const adminInstrumentsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/admin/instruments',
    {
      config: { auth: { operator: ADMINS } },
      schema: {
        tags,
        summary: 'Instruments, listed or not, paged, by market and symbol or name',
        querystring: adminInstrumentsQuery,
        response: { 200: envelope(page(adminInstrumentView)), ...failures },
      },
    },
    async (request) => ({ data: await pageAdminInstruments(deps.db, request.query) }),
  );

  app.put(
    '/admin/instruments/:market/:symbol',
    {
      config: { auth: { operator: ADMINS }, money: 'none' },
      schema: {
        tags,
        summary: "Edit an instrument's names and lot (never anything that moves a price)",
        params: instrumentParams,
        body: instrumentEditRequest,
        response: { 200: envelope(adminInstrumentView), ...failures },
      },
    },
    async (request) => ({
      data: await editInstrument(deps.db, contextOf(request), request.params, request.body),
    }),
  );

  app.put(
    '/admin/instruments/:market/:symbol/listing',
    {
      config: { auth: { operator: ADMINS }, money: 'none' },
      schema: {
        tags,
        summary: "List or unlist an instrument in the customers' lists and search",
        params: instrumentParams,
        body: instrumentListingRequest,
        response: { 200: envelope(adminInstrumentView), ...failures },
      },
    },
    async (request) => ({
      data: await setInstrumentListed(deps.db, contextOf(request), request.params, request.body),
    }),
  );

  app.put(
    '/admin/instruments/:market/:symbol/halt',
    {
      config: { auth: { operator: ADMINS }, money: 'none' },
      schema: {
        tags,
        summary: 'Halt or resume trading in an instrument for everyone, with a reason',
        params: instrumentParams,
        body: instrumentHaltRequest,
        response: { 200: envelope(adminInstrumentView), ...failures },
      },
    },
    async (request) => ({
      data: await setInstrumentHalted(deps.db, contextOf(request), request.params, request.body),
    }),
  );
};
