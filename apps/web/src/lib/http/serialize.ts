/** The nine methods of seed section 8; anything else falls back to GET. */
export const STANDARD_METHODS = [
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'HEAD',
  'OPTIONS',
  'TRACE',
  'CONNECT',
] as const;
export type HttpMethod = (typeof STANDARD_METHODS)[number];

export const normalizeMethod = (method: string | undefined): HttpMethod => {
  const upper = (method ?? 'GET').toUpperCase();
  return (STANDARD_METHODS as readonly string[]).includes(upper) ? (upper as HttpMethod) : 'GET';
};

export type ResponseType = 'json' | 'text' | 'arraybuffer';

/** Seed section 5: an unknown response type falls back to text. */
export const normalizeResponseType = (value: string | undefined): ResponseType =>
  value === undefined ? 'json' : value === 'json' || value === 'arraybuffer' ? value : 'text';

const appendValue = (params: URLSearchParams, key: string, value: unknown): void => {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) appendValue(params, key, item);
    return;
  }
  params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
};

/** Flat key=value encoding used for GET query strings and form-urlencoded bodies. */
export const toSearchParams = (data: unknown): URLSearchParams => {
  const params = new URLSearchParams();
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
    for (const [key, value] of Object.entries(data)) appendValue(params, key, value);
  }
  return params;
};

export const appendQuery = (url: string, data: unknown): string => {
  const query = toSearchParams(data).toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
};

export const joinUrl = (baseUrl: string, url: string): string => {
  // Absolute URLs and origin-relative paths (e.g. /version.json) bypass the API base.
  if (/^https?:\/\//i.test(url) || url.startsWith('/')) return url;
  return `${baseUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
};

export const findHeader = (headers: Record<string, string>, name: string): string | undefined => {
  const lower = name.toLowerCase();
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === lower);
  return entry?.[1];
};

/** JSON by default; form-urlencoded when the caller's content-type says so. */
export const serializeBody = (data: unknown, contentType: string): string | undefined => {
  if (data === undefined) return undefined;
  if (contentType.toLowerCase().includes('application/x-www-form-urlencoded')) {
    return toSearchParams(data).toString();
  }
  return typeof data === 'string' ? data : JSON.stringify(data);
};
