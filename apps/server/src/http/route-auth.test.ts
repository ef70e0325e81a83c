import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps.ts';
import {
  MissingPracticePolicyError,
  MissingRouteAuthError,
  registerRouteAuth,
} from './route-auth.ts';

const appWith = () => {
  const app = Fastify();
  registerRouteAuth(app, {} as AppDeps, '/api/v1');
  return app;
};

describe('route auth declarations', () => {
  it('refuses to build an API route that declares no callers', async () => {
    const app = appWith();
    await expect(
      app.register(
        async (api) => {
          api.get('/forgotten', async () => 'open');
        },
        { prefix: '/api/v1' },
      ),
    ).rejects.toThrow(MissingRouteAuthError);
  });

  it('refuses to build a customer route that does not say what it does in a practice account', async () => {
    const app = appWith();
    await expect(
      app.register(
        async (api) => {
          api.get('/mine', { config: { auth: 'customer' } }, async () => 'mine');
        },
        { prefix: '/api/v1' },
      ),
    ).rejects.toThrow(MissingPracticePolicyError);
  });

  it("records a route marked 'public' and leaves routes outside the API alone", async () => {
    const app = appWith();
    app.get('/index.html', async () => 'page');
    await app.register(
      async (api) => {
        api.get('/open', { config: { auth: 'public' } }, async () => 'open');
      },
      { prefix: '/api/v1' },
    );
    await app.ready();
    expect(app.routeTable).toEqual([{ method: 'GET', url: '/api/v1/open', auth: 'public' }]);
    expect((await app.inject({ url: '/api/v1/open' })).body).toBe('open');
  });
});
