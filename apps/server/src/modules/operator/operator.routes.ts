import {
  okSchema,
  operatorCheckLogged,
  operatorLoginRequest,
  operatorLoginResponse,
  operatorPasswordChangeRequest,
  operatorProfile,
  operatorTokenQuery,
  recoveryCodesRegenerateRequest,
  totpConfirmRequest,
  totpEnrolment,
  totpRecoveryCodes,
} from '@brokerage/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { bearerToken } from '../../http/bearer-token.ts';
import { envelope, failures, OK } from '../../http/envelope.ts';
import { operatorOf } from '../../http/route-auth.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { READERS, type OperatorActor } from '../../lib/permissions.ts';
import { findOperatorSession, rotateOperatorSession } from './operator-sessions.ts';
import { revokeOperatorSession } from './operator-sessions.repository.ts';
import { changeOwnPassword } from './operator-password.service.ts';
import {
  confirmTotpEnrolment,
  regenerateRecoveryCodes,
  startTotpEnrolment,
} from './operator-totp.service.ts';
import { operatorLogin } from './operator.service.ts';

const tags = ['operator'];
/** Open to every session, also one that must first change its password or enrol TOTP. */
const anyOperatorSession = {
  operator: READERS,
  beforeTotp: true,
  beforePasswordChange: true,
} as const;
/** TOTP enrolment: open before enrolment, once the password an admin reset was changed. */
const anyOperatorBeforeTotp = { operator: READERS, beforeTotp: true } as const;

const metaOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

const profileOf = (operator: OperatorActor) => ({
  id: operator.operatorId,
  username: operator.username,
  role: operator.role,
  totpEnrolled: operator.totpEnrolled,
  mustEnrolTotp: operator.mustEnrolTotp,
  mustChangePassword: operator.mustChangePassword,
});

/** The seed's operator calls (login, refresh, check, current operator) and TOTP enrolment. */
export const operatorRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // The sign-in answers carry tokens: never stored (the other operator routes get it from route-auth).
  app.addHook(
    'onRequest',
    async (_request, reply) => void reply.header('cache-control', 'no-store'),
  );
  const authLimit = {
    rateLimit: { max: deps.config.authRateLimitPerMinute },
  };
  /** The seed passes the token as a query on these two; a header works as well. */
  const sessionOf = async (request: FastifyRequest, query: { token?: string | undefined }) => {
    const token = query.token ?? bearerToken(request);
    return token ? findOperatorSession(deps.db, token, deps.now()) : null;
  };

  app.post(
    '/user/login',
    {
      config: { ...authLimit, auth: 'public', money: 'none' },
      schema: {
        tags,
        summary: 'Operator sign-in (password, then TOTP once enrolled)',
        body: operatorLoginRequest,
        response: { 200: envelope(operatorLoginResponse), ...failures },
      },
    },
    async (request) => ({ data: await operatorLogin(deps, request.body, metaOf(request)) }),
  );

  app.put(
    '/user/login',
    {
      config: { ...authLimit, auth: 'public', money: 'none' },
      schema: {
        tags,
        summary: 'Refresh the operator session: a new token, the same absolute end',
        querystring: operatorTokenQuery,
        response: { 200: envelope(operatorLoginResponse), ...failures },
      },
    },
    async (request) => {
      const actor = await sessionOf(request, request.query);
      const rotated =
        actor && (await rotateOperatorSession(deps.db, actor, metaOf(request), deps.now()));
      if (!actor || !rotated) throw new DomainError('UNAUTHORIZED');
      return {
        data: {
          token: rotated.token,
          username: actor.username,
          role: actor.role,
          expiresAt: rotated.expiresAt.toISOString(),
          totpEnrolled: actor.totpEnrolled,
          mustEnrolTotp: actor.mustEnrolTotp,
          mustChangePassword: actor.mustChangePassword,
        },
      };
    },
  );

  app.get(
    '/user/check_logged',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Whether an operator token is a live session (touches it)',
        querystring: operatorTokenQuery,
        response: { 200: envelope(operatorCheckLogged), ...failures },
      },
    },
    async (request) => ({ data: { logged: (await sessionOf(request, request.query)) !== null } }),
  );

  app.post(
    '/user/logout',
    {
      config: { auth: anyOperatorSession, money: 'none' },
      schema: {
        tags,
        summary: 'End the operator session',
        response: { 200: envelope(okSchema), ...failures },
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      await revokeOperatorSession(deps.db, operator.sessionId, deps.now());
      await writeAudit(deps.db, {
        actor: `operator:${operator.operatorId}`,
        action: 'operator.logout',
        subjectType: 'operator',
        subjectId: operator.operatorId,
        before: null,
        after: null,
        ip: request.ip,
      });
      return OK;
    },
  );

  app.get(
    '/user',
    {
      config: { auth: anyOperatorSession },
      schema: {
        tags,
        summary: 'The signed-in operator',
        response: { 200: envelope(operatorProfile), ...failures },
      },
    },
    async (request) => ({ data: profileOf(operatorOf(request)) }),
  );

  app.post(
    '/user/totp/enrol',
    {
      config: { auth: anyOperatorBeforeTotp, money: 'none' },
      schema: {
        tags,
        summary: 'Start TOTP enrolment: a secret and its otpauth URI for the QR code',
        response: { 200: envelope(totpEnrolment), ...failures },
      },
    },
    async (request) => ({ data: await startTotpEnrolment(deps, operatorOf(request)) }),
  );

  app.post(
    '/user/totp/confirm',
    {
      config: { auth: anyOperatorBeforeTotp, money: 'none' },
      schema: {
        tags,
        summary: 'Confirm TOTP enrolment with a first code; answers ten recovery codes',
        body: totpConfirmRequest,
        response: { 200: envelope(totpRecoveryCodes), ...failures },
      },
    },
    async (request) => ({
      data: await confirmTotpEnrolment(deps, operatorOf(request), request.body.code, request.ip),
    }),
  );

  app.post(
    '/user/password',
    {
      config: { ...authLimit, auth: anyOperatorSession, money: 'none' },
      schema: {
        tags,
        summary:
          "Change the operator's own password (the current one counts against the sign-in back-off); their other sessions end",
        body: operatorPasswordChangeRequest,
        response: { 200: envelope(okSchema), ...failures },
      },
    },
    async (request) => {
      await changeOwnPassword(deps, operatorOf(request), request.body, request.ip);
      return OK;
    },
  );

  app.post(
    '/user/totp/recovery-codes',
    {
      config: { ...authLimit, auth: { operator: READERS }, money: 'none' },
      schema: {
        tags,
        summary:
          'Ten new recovery codes, proven with a fresh TOTP code; the old ones stop working at once',
        body: recoveryCodesRegenerateRequest,
        response: { 200: envelope(totpRecoveryCodes), ...failures },
      },
    },
    async (request) => ({
      data: await regenerateRecoveryCodes(deps, operatorOf(request), request.body.code, request.ip),
    }),
  );
};
