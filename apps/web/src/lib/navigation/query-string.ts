const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    // Malformed percent-encoding must not break a page (issue 3, bad input): keep it raw.
    return value;
  }
};

/** Parses `a=1&b=2` (with or without a leading `?`) into a plain record; never throws. */
export const parseQuery = (search: string): Record<string, string> => {
  const query: Record<string, string> = {};
  const text = search.startsWith('?') ? search.slice(1) : search;
  for (const part of text.split('&')) {
    if (!part) continue;
    const index = part.indexOf('=');
    const key = safeDecode(index === -1 ? part : part.slice(0, index));
    if (!key || key === '__proto__') continue;
    query[key] = index === -1 ? '' : safeDecode(part.slice(index + 1));
  }
  return query;
};

export const splitUrl = (url: string): { path: string; search: string } => {
  const index = url.indexOf('?');
  const rawPath = index === -1 ? url : url.slice(0, index);
  const search = index === -1 ? '' : url.slice(index + 1);
  // Accept "pages/x" as well as "/pages/x", and ignore a trailing slash except on "/".
  const withSlash = rawPath.startsWith('/') ? rawPath : `/${rawPath}`;
  const path = withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
  return { path, search };
};
