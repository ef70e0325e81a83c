import { describe, expect, it } from 'vitest';
import { signInOperator, signUpCustomer, createTestApp } from './test-app.ts';

const JUNK_BODIES: unknown[] = [
  {},
  [],
  'text',
  {
    id: -1,
    amount: '1e309',
    quantity: '9'.repeat(40),
    key: 'US:AAPL',
    price: 'NaN',
    mail: 'x'.repeat(5000),
  },
  {
    payPassword: '123456',
    quantity: '0',
    type: 'limit',
    decision: 'pass',
    network: 'ERC20',
    channel: 'email',
  },
];
const PARAM_VALUES = ['0', '-1', '99999999999999999999', 'abc', '%00', 'US'];

/**
 * Every route of the OpenAPI document, with junk in every place a client controls:
 * path parameters, query, body, as a visitor, a customer and an operator. Whatever the
 * route, the answer is a 4xx (or a 2xx), never a 500.
 */
describe('no request can produce a 500', () => {
  it('holds for every documented route', { timeout: 120_000 }, async () => {
    const t = await createTestApp();
    const customer = await signUpCustomer(t);
    const operator = await signInOperator(t, 'superadmin');
    const spec = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const failures: string[] = [];
    let requests = 0;
    for (const [path, methods] of Object.entries(spec.paths)) {
      for (const method of Object.keys(methods)) {
        for (const value of PARAM_VALUES) {
          const url = path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
          for (const token of [undefined, customer.token, operator]) {
            for (const body of method === 'get' ? [undefined] : JUNK_BODIES) {
              const response = await t.app.inject({
                method: method.toUpperCase() as 'GET',
                url: `${url}?page=-1&pageSize=abc&keys=,,,&interval=9m&q=%25&status=zz`,
                headers: token ? { authorization: `Bearer ${token}` } : {},
                ...(body === undefined ? {} : { payload: body as object }),
              });
              requests += 1;
              if (response.statusCode >= 500)
                failures.push(
                  `${method.toUpperCase()} ${url} -> ${response.statusCode} ${response.body.slice(0, 120)}`,
                );
            }
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  });
});
