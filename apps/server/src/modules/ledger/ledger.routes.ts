import {
  ledgerAdjustmentRequest,
  ledgerAdjustmentResult,
  ledgerCheckReport,
  ledgerEntriesPage,
  ledgerEntriesQuery,
  orProposal,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { operatorRef, ADMINS, READERS, REVIEWERS } from '../../lib/permissions.ts';
import { operatorOf } from '../../http/route-auth.ts';
import { adjustBalance, listLedgerEntries } from './ledger-explorer.ts';
import { runLedgerCheck } from './ledger-check.ts';
import { requiredIdempotencyHeader } from '../../lib/idempotency/idempotency-header.ts';

const tags = ['admin'];

/** The ledger explorer: entries and postings, the invariant check, manual adjustments. */
export const adminLedgerRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/admin/ledger/entries',
    {
      config: { auth: { operator: READERS } },
      schema: {
        tags,
        summary: 'Journal entries by customer, type and date, with their postings',
        querystring: ledgerEntriesQuery,
        response: { 200: envelope(ledgerEntriesPage), ...failures },
      },
    },
    async (request) => ({ data: await listLedgerEntries(deps.db, request.query) }),
  );

  app.post(
    '/admin/ledger/check',
    {
      config: { auth: { operator: REVIEWERS }, money: 'none' },
      schema: {
        tags,
        summary: "Run the ledger's invariant check now",
        response: { 200: envelope(ledgerCheckReport), ...failures },
      },
    },
    async (request) => ({
      data: await runLedgerCheck(deps.db, operatorRef(operatorOf(request)), request.ip),
    }),
  );

  app.post(
    '/admin/ledger/adjustments',
    {
      config: { auth: { operator: ADMINS }, money: 'adjustment' },
      schema: {
        tags,
        summary: "Adjust a customer's cash by a journal entry with a reason they see",
        headers: requiredIdempotencyHeader,
        body: ledgerAdjustmentRequest,
        response: { 200: envelope(orProposal(ledgerAdjustmentResult)), ...failures },
      },
    },
    async (request) => ({
      data: await adjustBalance(
        deps.db,
        operatorOf(request),
        request.body,
        request.ip,
        request.headers['idempotency-key'],
      ),
    }),
  );
};
