import {
  operatorCreateRequest,
  operatorPasswordResetRequest,
  operatorUpdateRequest,
  operatorView,
  orProposal,
} from '@brokerage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { envelope, failures } from '../../http/envelope.ts';
import { operatorOf } from '../../http/route-auth.ts';
import { ADMINS } from '../../lib/permissions.ts';
import { resetOperatorPassword } from './operator-password.service.ts';
import { createOperator, listOperators, updateOperator } from './operators.service.ts';
import { idParams } from '../../http/route-params.ts';

const tags = ['admin'];

/** Operators are managed by admins only. */
export const adminOperatorsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/admin/operators',
    {
      config: { auth: { operator: ADMINS } },
      schema: {
        tags,
        summary: 'List operators',
        response: { 200: envelope(z.array(operatorView)), ...failures },
      },
    },
    async () => ({ data: await listOperators(deps.db) }),
  );

  app.post(
    '/admin/operators',
    {
      config: { auth: { operator: ADMINS }, money: 'none' },
      schema: {
        tags,
        summary:
          'Create an operator (password of 12 or more characters, not a common one); a proposal once a second admin can approve',
        body: operatorCreateRequest,
        response: { 200: envelope(orProposal(operatorView)), ...failures },
      },
    },
    async (request) => ({
      data: await createOperator(deps, operatorOf(request), request.body, request.ip),
    }),
  );

  app.patch(
    '/admin/operators/:id',
    {
      config: { auth: { operator: ADMINS }, money: 'none' },
      schema: {
        tags,
        summary: "Change an operator's role, disable them, or reset their TOTP",
        params: idParams,
        body: operatorUpdateRequest,
        response: { 200: envelope(orProposal(operatorView)), ...failures },
      },
    },
    async (request) => ({
      data: await updateOperator(
        deps,
        operatorOf(request),
        request.params.id,
        request.body,
        request.ip,
      ),
    }),
  );

  app.post(
    '/admin/operators/:id/password',
    {
      config: { auth: { operator: ADMINS }, money: 'none' },
      schema: {
        tags,
        summary:
          "Reset another operator's password to a temporary one they must change at their next sign-in; their sessions end",
        params: idParams,
        body: operatorPasswordResetRequest,
        response: { 200: envelope(orProposal(operatorView)), ...failures },
      },
    },
    async (request) => ({
      data: await resetOperatorPassword(
        deps,
        operatorOf(request),
        request.params.id,
        request.body.temporaryPassword,
        request.ip,
      ),
    }),
  );
};
