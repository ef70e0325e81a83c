import { createHash } from 'node:crypto';

/** JSON with every object's keys sorted and undefined members left out: one text per request. */
export const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};

/**
 * Fields never hashed: the hash is stored, and the sha256 of a six-digit pay password beside
 * a known body would be a million guesses away from the password itself.
 */
const SECRET_FIELDS = new Set(['payPassword']);

/** sha256 of the route's scope and the canonical JSON of its validated body, secrets left out. */
export const requestHash = (scope: string, body: Record<string, unknown>): string => {
  const hashed = Object.fromEntries(
    Object.entries(body).filter(([key]) => !SECRET_FIELDS.has(key)),
  );
  return createHash('sha256')
    .update(canonicalJson({ scope, body: hashed }))
    .digest('hex');
};
