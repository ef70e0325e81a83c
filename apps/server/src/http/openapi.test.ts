import { createConfig, lintFromString } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { operationIdOf, securityOf } from './openapi.ts';

type Operation = { operationId?: string; summary?: string; security?: unknown[] };
type Document = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let document: Document;

beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ url: '/api/v1/openapi.json' })).json() as Document;
});

describe('the OpenAPI description', () => {
  it('passes redocly lint (recommended rules) with no error and no warning', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config,
    });
    expect(problems.map((p) => `${p.ruleId}: ${p.location[0]?.pointer ?? ''}`)).toEqual([]);
  });

  it('gives every operation a unique operationId and a summary', () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBeGreaterThan(100);
    const ids = operations.map((o) => o.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.every((o) => typeof o.summary === 'string' && o.summary.length > 0)).toBe(
      true,
    );
  });

  it("declares each operation's security from the auth the server enforces", () => {
    const wrong = t.app.routeTable.flatMap((route) =>
      route.method.split(',').flatMap((method) => {
        const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
        const operation = document.paths[path]?.[method.toLowerCase()];
        if (!operation) return []; // hidden from the description (the description itself)
        return JSON.stringify(operation.security) === JSON.stringify(securityOf(route.auth))
          ? []
          : [`${method} ${route.url}`];
      }),
    );
    expect(wrong).toEqual([]);
    expect(document.paths['/api/v1/admin/customers']?.get?.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/v1/user/login']?.post?.security).toEqual([]);
  });

  it('derives readable operation ids from method and path', () => {
    expect(operationIdOf('GET', '/api/v1/admin/customers/:id/orders')).toBe(
      'getAdminCustomersByIdOrders',
    );
    expect(operationIdOf('PUT', '/api/v1/user/login')).toBe('putUserLogin');
  });
});
