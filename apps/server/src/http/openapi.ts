import type { FastifyContextConfig } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { RouteAuth } from './route-auth.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & {
  route: { method: string | string[]; config?: FastifyContextConfig };
};

/** `GET /api/v1/admin/customers/:id/orders` → `getAdminCustomersByIdOrders`: stable and unique. */
export const operationIdOf = (method: string, url: string): string => {
  const words = url
    .replace(/^\/api\/v1\//, '')
    .split(/[/._-]+/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split('-'))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join('');
};

/**
 * The operation's security, taken from the same declaration the server enforces
 * (route-auth.ts): public routes need nothing, every other one a bearer token.
 */
export const securityOf = (auth: RouteAuth | undefined) =>
  auth === undefined || auth === 'public' ? [] : [{ bearer: [] }];

/**
 * The zod transform of the route schemas, plus what every operation of the description
 * carries: an operationId, a summary (the route's own, or its method and path) and the
 * security of its auth declaration, so the two can never disagree.
 */
/** Every route is under the global rate limit, so each can answer 429 with the error body. */
const RATE_LIMITED = {
  description: 'Too many requests',
  type: 'object',
  properties: { code: { type: 'string' }, message: { type: 'string' } },
  required: ['code', 'message'],
};

export const openapiTransform = (input: TransformInput) => {
  const { schema, url } = jsonSchemaTransform(input);
  const method = Array.isArray(input.route.method) ? input.route.method[0] : input.route.method;
  const own = schema as { operationId?: string; summary?: string; response?: object };
  const responses = (own.response ?? {}) as Record<string, unknown>;
  const has4xx = Object.keys(responses).some((status) => status.startsWith('4'));
  return {
    url,
    schema: {
      ...schema,
      // A route without response schemas (files) answers its bytes, or the same 429.
      ...(has4xx
        ? {}
        : { response: { 200: { description: 'Success' }, ...responses, 429: RATE_LIMITED } }),
      operationId: own.operationId ?? operationIdOf(method ?? 'get', url),
      summary: own.summary ?? `${method} ${url.replace(/^\/api\/v1/, '')}`,
      security: securityOf(input.route.config?.auth),
    },
  };
};
