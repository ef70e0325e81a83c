import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operators } from '../db/schema/index.ts';
import { hashSecret } from '../modules/security/passwords.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const PROXY = '10.0.0.2';
const LIMIT = 20;

/**
 * Behind a reverse proxy the client's address is the X-Forwarded-For entry the proxy wrote
 * (the right-most of the trusted hops); whatever the client wrote further left is its own
 * invention and must not make it a new client for the limits, nor go into the audit log.
 */
describe.each([
  { trust: 'one hop', TRUST_PROXY: '1' },
  { trust: 'the proxy’s range', TRUST_PROXY: '10.0.0.0/8' },
])('behind a proxy trusted as $trust', ({ TRUST_PROXY }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY, AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  });

  it('100 parallel code requests with forged left-most X-Forwarded-For from one client are limited like one client', async () => {
    const client = `203.0.113.${randomBytes(1)[0] ?? 1}`;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/member/code',
          remoteAddress: PROXY,
          headers: { 'x-forwarded-for': `198.51.${i}.${i}, ${client}` },
          payload: {
            channel: 'email',
            mail: `forged-${i}-${randomBytes(3).toString('hex')}@example.com`,
            purpose: 'register',
          },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - LIMIT);
    expect(answers.find((answer) => answer.statusCode === 429)?.json()).toMatchObject({
      code: 'RATE_LIMITED',
    });
  });

  it('the audit log records the address the proxy saw, not the one the client wrote', async () => {
    const username = `proxy-${randomBytes(3).toString('hex')}`;
    await t.database.db
      .insert(operators)
      .values({ username, role: 'support', passwordHash: await hashSecret('operator-password-1') });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '192.0.2.66, 203.0.113.200' },
      payload: { username, password: 'operator-password-1' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const audit = await t.database.db.execute<{ ip: string }>(
      sql`SELECT a.ip FROM audit_log a JOIN operators o ON a.actor = 'operator:' || o.id
           WHERE o.username = ${username} AND a.action = 'operator.login'`,
    );
    expect(audit.rows).toEqual([{ ip: '203.0.113.200' }]);
  });
});
