import { ERROR_STATUS, paramsForReader, validationKey, type ErrorCode } from '@brokerage/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { TFunction } from 'i18next';
import { isDatabaseUnavailable } from '../db/connection-errors.ts';
import { DomainError, InputRejected } from '../lib/domain-error.ts';
import { translator } from '../lib/i18n.ts';
import { safeError } from './log-safe-error.ts';
import { databaseRefusal } from '../modules/member/database-refusal.ts';

interface ValidationIssue {
  message?: string | undefined;
  instancePath: string;
}

/** Messages that are translation keys are translated; zod's own texts get a generic one. */
const translateIssue = (t: TFunction, issue: ValidationIssue): string => {
  const field = issue.instancePath.split('/').filter(Boolean).pop() ?? 'body';
  return t(validationKey(issue.message), { field });
};

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

/** Seconds a client waits before retrying while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;

const send = (reply: FastifyReply, status: number, code: ErrorCode, message: string | string[]) =>
  reply.status(status).send({ code, message });

/**
 * One place maps every failure to `{code, message}` in the request's language.
 * A 5xx is logged with its cause and answered with a generic message only; a request whose
 * database connection broke or could not be had gets 503 with Retry-After. The log line holds
 * the error's type, code, message and frames (safeError): never the SQL of a failed query, its
 * parameters, the body or the headers.
 */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((raisedError: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const t = translator(request.language);
    const error = databaseRefusal(raisedError);
    if (error instanceof DomainError) {
      if (ERROR_STATUS[error.code] === 503)
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(
        reply,
        ERROR_STATUS[error.code],
        error.code,
        t(`errors.${error.code}`, paramsForReader(error.params, request.language)),
      );
    }
    if (error instanceof InputRejected) {
      return send(
        reply,
        400,
        'VALIDATION_FAILED',
        error.issues.map((issue) =>
          translateIssue(t, {
            message: issue.message,
            instancePath: `/${issue.path.map(String).join('/')}`,
          }),
        ),
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(
        reply,
        400,
        'VALIDATION_FAILED',
        error.validation.map((issue) => translateIssue(t, issue)),
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = STATUS_CODES[status] ?? 'BAD_REQUEST';
      return send(reply, status, code, t(`errors.${code}`));
    }
    const route = request.routeOptions.url ?? 'unknown';
    if (isDatabaseUnavailable(error)) {
      request.log.warn(
        { err: safeError(error), route, method: request.method },
        'database unavailable',
      );
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(reply, 503, 'SERVICE_UNAVAILABLE', t('errors.SERVICE_UNAVAILABLE'));
    }
    // The route's pattern, not the URL: a path or query may carry an id or a token.
    request.log.error({ err: safeError(error), route, method: request.method }, 'request failed');
    return send(reply, 500, 'INTERNAL', t('errors.INTERNAL'));
  });

  app.setNotFoundHandler((request, reply) => {
    const t = translator(request.language);
    return send(reply, 404, 'NOT_FOUND', t('errors.NOT_FOUND'));
  });
};
