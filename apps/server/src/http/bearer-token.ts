import type { FastifyRequest } from 'fastify';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export const bearerToken = (request: FastifyRequest): string | null => {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
};
