import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { APP_VERSION, APP_VERSION_CODE } from '@brokerage/shared';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

const NO_CACHE = 'no-cache, no-store, must-revalidate';

/**
 * The built customer app at `/`, the operator console at `/admin/`, and the app's
 * `/version.json` (always revalidated, so a new build is noticed at once).
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
    return reply.header('cache-control', NO_CACHE).send(body);
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
      // Hashed assets may be cached for ever; index.html must be revalidated.
      setHeaders: (res, filePath) => {
        res.setHeader(
          'cache-control',
          filePath.endsWith('.html') ? NO_CACHE : 'public, max-age=31536000, immutable',
        );
      },
    });
  };
  await serve(config.adminDist, '/admin/', false);
  await serve(config.webDist, '/', true);
};
