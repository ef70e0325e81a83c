import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { scriptOrigin } from '@brokerage/shared';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { getSetting } from '../modules/reference/reference.repository.ts';
import { cachedSetting } from '../modules/reference/settings-cache.ts';

/** How long another server copy may serve the sources from before an operator's change. */
const SOURCES_TTL_MS = 10_000;

/** The settings holding the snippets the customer app injects (seed: `custom`, `customer`). */
const SNIPPET_KEYS = ['base.custom', 'member.customerScript'] as const;

/** Inline `<script>` elements of a snippet (one with a `src` loads from an origin instead). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP hash of each inline script of a snippet: the SHA-256 of its text exactly as written
 * between the tags, which is the text the browser hashes when the app attaches the snippet.
 */
export const inlineScriptHashes = (snippet: string): string[] =>
  [...snippet.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , text = '']) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);

/**
 * What the customer app's page may run besides its own files (issue 24): exactly the origins
 * an operator listed (`base.scriptOrigins`, each checked again as it is read) and the hashes of
 * the inline scripts of the two snippets. Nothing listed: nothing added.
 */
export const customerScriptSources = async (db: Executor): Promise<string[]> => {
  const [origins, ...snippets] = await Promise.all([
    getSetting(db, 'base.scriptOrigins'),
    ...SNIPPET_KEYS.map((key) => getSetting(db, key)),
  ]);
  const listed = Array.isArray(origins)
    ? origins.flatMap((origin) => {
        const parsed = scriptOrigin.safeParse(origin);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
  const hashes = snippets.flatMap((snippet) =>
    typeof snippet === 'string' ? inlineScriptHashes(snippet) : [],
  );
  return [...new Set([...listed, ...hashes])];
};

/** A CSP header with `sources` added to its `script-src` directive, the rest as it was. */
export const withScriptSources = (policy: string, sources: string[]): string =>
  policy
    .split(';')
    .map((directive) => {
      const [name] = directive.trim().split(/\s+/);
      return name === 'script-src' ? [directive.trim(), ...sources].join(' ') : directive.trim();
    })
    .join(';');

/**
 * The hashes of the inline scripts of the built app's page (its boot script, inlined at build
 * time: apps/web/vite.config.ts), read again only when the file changes, so a build made while
 * the server runs is allowed at once. No page built: none.
 */
export const appPageScriptHashes = (indexFile: string): (() => Promise<string[]>) => {
  let read: { modified: number; hashes: string[] } | undefined;
  return async () => {
    const modified = await stat(indexFile).then(
      (file) => file.mtimeMs,
      () => undefined,
    );
    if (modified === undefined) return [];
    if (read?.modified !== modified)
      read = { modified, hashes: inlineScriptHashes(await readFile(indexFile, 'utf8')) };
    return read.hashes;
  };
};

/**
 * The customer app's page (any HTML outside the API and the console) is sent with the
 * security headers' CSP widened by its own inline boot script's hash (`appPage`, the built
 * index.html) and the customer scripts' sources. Those are cached (not three reads per page
 * load): a settings write drops them on this copy at once, other copies within
 * `SOURCES_TTL_MS`. API answers and the console keep the strict policy: no customer script
 * runs there.
 */
export const registerCustomerScriptPolicy = (
  app: FastifyInstance,
  deps: AppDeps,
  appPage: string,
): void => {
  const ownHashes = appPageScriptHashes(appPage);
  const cache = cachedSetting(() => customerScriptSources(deps.db), {
    ttlMs: SOURCES_TTL_MS,
    now: () => deps.now().getTime(),
  });
  app.addHook('onClose', async () => cache.close());
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/admin')) return payload;
    const type = reply.getHeader('content-type');
    const policy = reply.getHeader('content-security-policy');
    if (typeof type !== 'string' || !type.startsWith('text/html') || typeof policy !== 'string')
      return payload;
    const sources = [...new Set([...(await ownHashes()), ...(await cache.get())])];
    if (sources.length > 0)
      reply.header('content-security-policy', withScriptSources(policy, sources));
    return payload;
  });
};
