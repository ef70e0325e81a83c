import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteAuth } from '../../src/http/route-auth.ts';
import { OPERATOR_ROLES } from '../../src/lib/permissions.ts';
import { dbFingerprint } from '../support/db-fingerprint.ts';
import { as } from '../support/funding.ts';
import { createTestApp, signInOperator, signUpCustomer, type TestApp } from '../test-app.ts';

let t: TestApp;
let customer: string;
const operators: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  customer = (await signUpCustomer(t)).token;
  for (const role of OPERATOR_ROLES) operators[role] = await signInOperator(t, role);
});

const kindOf = (auth: RouteAuth) =>
  typeof auth === 'object' ? 'operator' : auth === 'customer-in-handler' ? 'customer' : auth;

/** Every declared route, its path parameters filled with 1. */
const declaredRoutes = () =>
  t.app.routeTable.flatMap((route) =>
    route.method.split(',').map((method) => ({
      ...route,
      method: method as 'GET',
      path: route.url.replace(/:[A-Za-z]+/g, '1'),
    })),
  );

/**
 * A route that reads its session in the handler (with its own data, in one statement) is
 * given a valid order, so that it is the session, not the body, that it refuses.
 */
const plausibleBody = (auth: RouteAuth) =>
  auth === 'customer-in-handler'
    ? { key: 'US:AAPL', side: 'buy', type: 'market', quantity: '1', payPassword: '123456' }
    : { amount: '1', payPassword: '123456' };

/**
 * Generated from the route table: each route is called by every kind of caller its
 * declaration does not admit, with a plausible body, and must answer 401 (no session of the
 * right kind) or 403 (an operator whose role lacks the right) without changing anything.
 */
describe('every route refuses the callers it does not declare', () => {
  it('covers every route of the OpenAPI description', async () => {
    const spec = (await t.app.inject({ url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const declared = new Set(
      t.app.routeTable.flatMap((r) =>
        r.method.split(',').map((m) => `${m} ${r.url.replace(/:([A-Za-z]+)/g, '{$1}')}`),
      ),
    );
    const documented = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map(
        (m) => `${m.toUpperCase()} /api/v1${path.replace(/^\/api\/v1/, '')}`,
      ),
    );
    expect(documented.length).toBeGreaterThan(50);
    expect(documented.filter((route) => !declared.has(route))).toEqual([]);
  });

  it('gives every back-office path to operators only', () => {
    const open = t.app.routeTable.filter(
      (route) =>
        /^\/api\/v1\/(admin\/|user$|aggregate\/)/.test(route.url) && typeof route.auth !== 'object',
    );
    expect(open).toEqual([]);
  });

  it('answers 401 / 403 and changes nothing', { timeout: 120_000 }, async () => {
    const before = await dbFingerprint(t);
    const wrong: string[] = [];
    let checked = 0;
    for (const route of declaredRoutes()) {
      const kind = kindOf(route.auth);
      if (kind === 'public') continue;
      const callers: { who: string; token?: string; status: number }[] = [
        { who: 'visitor', status: 401 },
        { who: 'garbage token', token: 'not-a-token', status: 401 },
      ];
      if (kind === 'customer') {
        callers.push({ who: 'operator', token: operators.superadmin, status: 401 });
      } else if (typeof route.auth === 'object') {
        callers.push({ who: 'customer', token: customer, status: 401 });
        for (const role of OPERATOR_ROLES) {
          if (!route.auth.operator.includes(role))
            callers.push({ who: role, token: operators[role], status: 403 });
        }
      }
      for (const caller of callers) {
        const response = await t.app.inject({
          method: route.method,
          url: route.path,
          headers: caller.token ? as(caller.token) : {},
          ...(route.method === 'GET' ? {} : { payload: plausibleBody(route.auth) }),
        });
        checked += 1;
        if (response.statusCode !== caller.status)
          wrong.push(`${route.method} ${route.url} as ${caller.who}: ${response.statusCode}`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
    expect(await dbFingerprint(t)).toEqual(before);
  });
});

/**
 * The other half of the role matrix: every role a back-office read declares gets past the
 * declaration (whatever the handler then answers for the id 1, never 401 or 403), so a
 * declaration cannot name a role that the server refuses anyway.
 */
describe('every back-office read admits the roles it declares', () => {
  it('answers neither 401 nor 403 to a declared role', { timeout: 120_000 }, async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const route of declaredRoutes()) {
      if (typeof route.auth !== 'object' || route.method !== 'GET') continue;
      for (const role of route.auth.operator) {
        const response = await t.app.inject({
          method: 'GET',
          url: route.path,
          headers: as(operators[role] ?? ''),
        });
        checked += 1;
        if (response.statusCode === 401 || response.statusCode === 403)
          wrong.push(`${route.method} ${route.url} as ${role}: ${response.statusCode}`);
      }
    }
    expect(checked).toBeGreaterThan(30);
    expect(wrong).toEqual([]);
  });
});
