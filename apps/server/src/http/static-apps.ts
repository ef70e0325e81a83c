import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import { APP_VERSION, APP_VERSION_CODE } from '@brokerage/shared';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

/** Kept, but checked with the server before each use (a 304 when unchanged). */
const REVALIDATE = 'no-cache';
/** Files whose names carry their content hash never change: kept a year, never re-checked. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Where Vite writes the hashed files of a build. */
const HASHED_DIR = 'assets';

/**
 * Caching of a built app's file: hashed assets for ever; everything else (index.html, the
 * service worker, the manifest, icons) revalidated, so that a new build is seen at once.
 * Every file varies by Accept-Encoding: the text ones may go out as the build's brotli or
 * gzip copy (scripts/precompress-dist.ts), and a cache on the way must not mix them up.
 */
const cacheHeaders = (root: string) => (res: SetHeadersResponse, filePath: string) => {
  const [top] = path.relative(root, filePath).split(path.sep);
  res.setHeader('cache-control', top === HASHED_DIR ? IMMUTABLE : REVALIDATE);
  res.setHeader('vary', 'Accept-Encoding');
};

/**
 * The built customer app at `/`, the operator console at `/admin/`, and the app's
 * `/version.json` (always revalidated, so a new build is noticed at once). Text files go out
 * as the build's brotli or gzip copies when the browser takes them, else as they are. None of
 * this is counted by the API's rate limit (http/api-rate-limit.ts counts `/api/` only).
 */
export const registerStaticApps = async (
  app: FastifyInstance,
  config: AppConfig,
): Promise<void> => {
  app.get('/version.json', { schema: { hide: true } }, async (_request, reply) => {
    const file = path.join(config.webDist, 'version.json');
    const body = existsSync(file)
      ? JSON.parse(await fs.readFile(file, 'utf8'))
      : { version: APP_VERSION, versionCode: APP_VERSION_CODE };
    return reply.header('cache-control', REVALIDATE).send(body);
  });

  const serve = async (root: string, prefix: string, decorateReply: boolean) => {
    if (!existsSync(root)) {
      app.log.warn(`${root} is not built; run "npm run build" to serve it at ${prefix}`);
      return;
    }
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply,
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      // Its own header (public, max-age=0) would replace the one set below.
      cacheControl: false,
      setHeaders: cacheHeaders(root),
    });
  };
  await serve(config.adminDist, '/admin/', false);
  await serve(config.webDist, '/', true);
};
