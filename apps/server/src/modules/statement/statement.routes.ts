import {
  gainsReport,
  gainsReportFilter,
  gainsReportQuery,
  page,
  statementFilter,
  statementLine,
  statementQuery,
} from '@brokerage/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarDayIn, PLATFORM_TIME_ZONE } from '@brokerage/shared/market-time';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { customerOf } from '../../http/route-auth.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { exportStatementCsv, listStatement } from './statement.service.ts';
import {
  gainsReport as gainsReportOf,
  gainsReportCsvExport,
  gainsReportPdfExport,
} from './gains-report.service.ts';

const tags = ['statement'];

/** A CSV export: always a download, never cached. */
const sendCsv = (reply: FastifyReply, filename: string, csv: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(csv);
const security = [{ bearer: [] }];

export const statementRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/statement',
    {
      config: { auth: 'customer', practice: 'book' },
      schema: {
        tags,
        security,
        querystring: statementQuery,
        response: { 200: envelope(page(statementLine)), ...failures },
      },
    },
    async (request) => ({
      data: await listStatement(deps, customerOf(request), request.query),
    }),
  );

  app.get(
    '/statement.csv',
    {
      config: { auth: 'customer', practice: 'book' },
      schema: {
        tags,
        security,
        querystring: statementFilter,
        response: { 200: z.string().describe('text/csv, UTF-8 with BOM'), ...failures },
      },
    },
    async (request, reply) => {
      const actor = customerOf(request);
      const csv = await exportStatementCsv(deps, actor, request.query);
      const day = calendarDayIn(deps.now(), PLATFORM_TIME_ZONE);
      const practice = actor.book === 'practice' ? 'practice-' : '';
      return sendCsv(reply, `${practice}statement-${day}.csv`, csv);
    },
  );

  /** The realised gains report of a tax year and currency (issue 30 item 4). */
  app.get(
    '/statement/gains',
    {
      config: { auth: 'customer', practice: 'book' },
      schema: {
        tags,
        security,
        querystring: gainsReportQuery,
        response: { 200: envelope(gainsReport), ...failures },
      },
    },
    async (request) => ({
      data: await gainsReportOf(deps, customerOf(request), request.query, request.language),
    }),
  );

  app.get(
    '/statement/gains.csv',
    {
      config: { auth: 'customer', practice: 'book' },
      schema: {
        tags,
        security,
        querystring: gainsReportFilter,
        response: { 200: z.string().describe('text/csv, UTF-8 with BOM'), ...failures },
      },
    },
    async (request, reply) => {
      const { filename, csv } = await gainsReportCsvExport(
        deps,
        customerOf(request),
        request.query,
        request.language,
      );
      return sendCsv(reply, filename, csv);
    },
  );

  /** The same report as a PDF statement in the reader's language; always a download. */
  app.get(
    '/statement/gains.pdf',
    {
      config: { auth: 'customer', practice: 'book' },
      schema: { tags, security, querystring: gainsReportFilter },
    },
    async (request, reply) => {
      const { filename, pdf } = await gainsReportPdfExport(
        deps,
        customerOf(request),
        request.query,
        request.language,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(pdf));
    },
  );
};
