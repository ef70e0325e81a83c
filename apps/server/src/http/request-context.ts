import type { LanguageKey } from '@brokerage/shared';
import type { FastifyInstance } from 'fastify';
import { resolveLanguage } from '../lib/i18n.ts';

declare module 'fastify' {
  interface FastifyRequest {
    language: LanguageKey;
  }
}

/** Every request knows its language before anything can fail. */
export const registerRequestContext = (app: FastifyInstance): void => {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request) => {
    const header = request.headers['accept-language'];
    request.language = resolveLanguage(Array.isArray(header) ? header[0] : header);
  });
};
