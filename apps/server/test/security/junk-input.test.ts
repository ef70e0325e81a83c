import { beforeAll, describe, expect, it } from 'vitest';
import { as, fundedCustomer } from '../support/funding.ts';
import { createTestApp, signInOperator, type TestApp } from '../test-app.ts';

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** What a hostile client sends into one field: wrong types, NUL, huge, negative, far dates. */
const JUNK: unknown[] = [
  null,
  -1,
  1e308,
  true,
  [],
  {},
  '',
  '\u0000',
  'a\u0000b',
  'x'.repeat(20_000),
  '-100',
  '-0.01',
  'abc',
  '1e400',
  'NaN',
  'Infinity',
  '0.000000001',
  '9'.repeat(60),
  '0000-01-01',
  '9999-12-31T23:59:59Z',
  '-271821-04-20',
  "'; DROP TABLE customers; --",
  '\uD800',
];
/** The same for the query string and path, where everything is text (a lone surrogate cannot be percent-encoded). */
const JUNK_TEXT = JUNK.filter(
  (value): value is string => typeof value === 'string' && value !== '\uD800',
);

/** A value the schema accepts, as far as a generic reading can tell. */
const sample = (schema: JsonSchema | undefined): unknown => {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options?.length) return sample(options[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    const value: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(schema.properties ?? {}))
      value[name] = sample(property);
    return value;
  }
  if (type === 'array') return [sample(schema.items)];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (schema.format === 'date-time') return '2026-03-02T10:00:00Z';
  return '1';
};

let t: TestApp;
let customer: string;
let operator: string;

/** A read each caller may make: answered 401 once the session is gone. */
const SESSION_CHECKS = {
  customer: '/api/v1/member/profile',
  operator: '/api/v1/admin/customers',
} as const;

const signedIn = async (token: string, url: string): Promise<boolean> =>
  (await t.app.inject({ url, headers: as(token) })).statusCode !== 401;

/**
 * The caller's session as a route's requests begin. A plausible body is sometimes a real
 * request (a logout, a password change, a session revoked): the routes after it would answer
 * 401 before reading a field, and their junk would test nothing. A session that ended is
 * replaced by a new caller.
 */
const liveSession = async (caller: 'customer' | 'operator'): Promise<string> => {
  if (caller === 'customer') {
    if (!(await signedIn(customer, SESSION_CHECKS.customer)))
      customer = (await fundedCustomer(t, '1000')).token;
    return customer;
  }
  if (!(await signedIn(operator, SESSION_CHECKS.operator)))
    operator = await signInOperator(t, 'superadmin');
  return operator;
};

beforeAll(async () => {
  t = await createTestApp();
  customer = (await fundedCustomer(t, '1000')).token;
  operator = await signInOperator(t, 'superadmin');
});

/**
 * Generated from the OpenAPI description (itself generated from the shared zod schemas):
 * each field of each route's body, query and path gets every junk value in turn, the other
 * fields plausible, sent by the caller the route admits. Whatever arrives, the answer is a
 * 2xx or a 4xx, never a 5xx.
 */
describe('schema-derived junk never produces a 5xx', () => {
  it('holds for every field of every route', { timeout: 300_000 }, async () => {
    const spec = (await t.app.inject({ url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const callerOf = new Map(
      t.app.routeTable.map((route) => [
        `${route.method} ${route.url}`,
        typeof route.auth === 'object'
          ? ('operator' as const)
          : route.auth === 'public'
            ? undefined
            : ('customer' as const),
      ]),
    );
    const failures: string[] = [];
    /** Routes with a caller that never got past authentication: their fields went untested. */
    const unreached: string[] = [];
    let requests = 0;
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const url = `/api/v1${path.replace(/^\/api\/v1/, '')}`;
        const caller = callerOf.get(`${method.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ':$1')}`);
        let token = caller ? await liveSession(caller) : undefined;
        let sent = 0;
        let admitted = 0;
        const parameters = operation.parameters ?? [];
        const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
        const body = bodySchema ? (sample(bodySchema) as Record<string, unknown>) : undefined;
        const send = async (
          pathValues: Record<string, string>,
          query: Record<string, string>,
          payload: unknown,
          what: string,
        ) => {
          const target = url.replace(/\{(\w+)\}/g, (_, name: string) =>
            encodeURIComponent(pathValues[name] ?? '1'),
          );
          const search = new URLSearchParams(query).toString();
          const response = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url: search ? `${target}?${search}` : target,
            headers: {
              ...(token ? as(token) : {}),
              'idempotency-key': `junk-${requests}-${Math.random().toString(36).slice(2)}`,
            },
            ...(payload === undefined ? {} : { payload: payload as object }),
          });
          requests += 1;
          sent += 1;
          if (response.statusCode !== 401) admitted += 1;
          if (response.statusCode >= 500)
            failures.push(`${method.toUpperCase()} ${url} ${what} -> ${response.statusCode}`);
        };
        const plainPath = Object.fromEntries(
          parameters.filter((p) => p.in === 'path').map((p) => [p.name, String(sample(p.schema))]),
        );
        const plainQuery = Object.fromEntries(
          parameters.filter((p) => p.in === 'query').map((p) => [p.name, String(sample(p.schema))]),
        );
        for (const parameter of parameters.filter((p) => p.in === 'path' || p.in === 'query')) {
          for (const junk of JUNK_TEXT) {
            const isPath = parameter.in === 'path';
            await send(
              isPath ? { ...plainPath, [parameter.name]: junk } : plainPath,
              isPath ? plainQuery : { ...plainQuery, [parameter.name]: junk },
              body,
              `${parameter.in}.${parameter.name}=${JSON.stringify(junk).slice(0, 30)}`,
            );
          }
        }
        if (body && typeof body === 'object') {
          for (const field of Object.keys(body)) {
            // A field's junk is sent by a caller still signed in (the last field's may have
            // ended the session).
            if (caller) token = await liveSession(caller);
            for (const junk of JUNK) {
              await send(
                plainPath,
                plainQuery,
                { ...body, [field]: junk },
                `body.${field}=${JSON.stringify(junk).slice(0, 30)}`,
              );
            }
          }
          for (const whole of JUNK)
            await send(plainPath, plainQuery, whole ?? 'null', 'whole body');
        }
        if (token && sent > 0 && admitted === 0) unreached.push(`${method.toUpperCase()} ${url}`);
      }
    }
    expect(requests).toBeGreaterThan(2000);
    expect(unreached).toEqual([]);
    expect(failures).toEqual([]);
  });
});
