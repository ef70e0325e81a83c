import { DEVICE_TOKEN_HEADER, STEP_UP_HEADER } from '@brokerage/shared';
import type { FastifyRequest } from 'fastify';
import type { RequestHost } from '../modules/second-factor/webauthn.ts';

/** Step-up proofs, device tokens and tickets are 43 base64url characters (32 random bytes). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const tokenHeader = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' && TOKEN.test(value) ? value : undefined;
};

/** The step-up proof an action's request carries (absent or malformed: none). */
export const stepUpProofOf = (request: FastifyRequest) => tokenHeader(request, STEP_UP_HEADER);

/** The remembered-device token a sign-in carries. */
export const deviceTokenOf = (request: FastifyRequest) => tokenHeader(request, DEVICE_TOKEN_HEADER);

/** The host a request came to, for a passkey's relying party outside production. */
export const requestHostOf = (request: FastifyRequest): RequestHost => ({
  hostname: request.hostname,
  origin: `${request.protocol}://${request.host}`,
});
