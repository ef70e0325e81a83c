import type { FastifyInstance } from 'fastify';
import { translator } from '../lib/i18n.ts';

/** Deeper than any body of this API; a NUL below it is left to the route's schema. */
const MAX_DEPTH = 32;

/** The name of the first field (or key) holding a NUL, or null when there is none. */
export const fieldWithNul = (value: unknown, name = 'body', depth = 0): string | null => {
  if (typeof value === 'string') return value.includes('\u0000') ? name : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return name;
    const found = fieldWithNul(inner, Array.isArray(value) ? name : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
};

/**
 * Belt and braces behind the shared schemas (`safeString`): PostgreSQL refuses a NUL in
 * text with an error, so a NUL anywhere in the query, path or JSON body is refused with
 * the translated validation failure before any route runs, even on a field whose schema
 * forgot the safe builder. Multipart bodies are read by their handler and checked there.
 */
export const registerNulGuard = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (request, reply) => {
    const field =
      fieldWithNul(request.query, 'query') ??
      fieldWithNul(request.params, 'params') ??
      fieldWithNul(request.body);
    if (field === null) return;
    const t = translator(request.language);
    return reply
      .status(400)
      .send({ code: 'VALIDATION_FAILED', message: [t('validation.invalid', { field })] });
  });
};
