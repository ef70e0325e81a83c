import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitEvent } from '../../../test/support/customer-events.ts';
import { createTestApp, signUpCustomer, type TestApp } from '../../../test/test-app.ts';
import { SESSION_ENDED_CLOSE, SESSION_ENDED_REASON } from './stream-connection.ts';
import { ofType, TestClient } from './test-client.ts';

/** A closed session (logout, password change, reset) hears nothing more on its sockets. */
describe('/api/v1/ws when the session ends', () => {
  let t: TestApp;
  let url: string;
  const clients: TestClient[] = [];

  beforeAll(async () => {
    t = await createTestApp({ MARKETS_ALWAYS_OPEN: '1' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/ws`;
  });
  afterAll(() => {
    for (const client of clients) client.close();
  });

  const authed = async (token: string) => {
    const client = await TestClient.open(url);
    clients.push(client);
    client.send({ op: 'auth', token });
    await client.next(ofType('authenticated'));
    return client;
  };

  const login = async (mail: string, password: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/login',
      payload: { mail, password },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: { token: string } }).data.token;
  };

  const orderUpdated = (customerId: number, id: number) =>
    emitEvent(t, customerId, 'order.updated', { id, status: 'filled' });

  const eventsOf = (client: TestClient) => client.frames.filter(ofType('event'));

  it('logout closes that session’s socket with 4001 and no order.updated follows', async () => {
    const customer = await signUpCustomer(t);
    const client = await authed(customer.token);
    await orderUpdated(customer.customerId, 1);
    await client.next(ofType('event'));

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/logout',
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(logout.statusCode).toBe(200);
    await client.untilClosed(3_000);
    expect(client.closeCode).toBe(SESSION_ENDED_CLOSE);
    expect(client.closeReason).toBe(SESSION_ENDED_REASON);

    await orderUpdated(customer.customerId, 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(eventsOf(client).map((e) => (e.payload as { id: number }).id)).toEqual([1]);
  });

  it('a password change from another session closes the sockets of both other sessions', async () => {
    const customer = await signUpCustomer(t);
    const second = await login(customer.mail, customer.password);
    const third = await login(customer.mail, customer.password);
    const first = await authed(customer.token);
    const other = await authed(second);
    const kept = await authed(third);

    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/member/password',
      headers: { authorization: `Bearer ${third}` },
      payload: { oldPassword: customer.password, password: 'another12' },
    });
    expect(change.statusCode, change.body).toBe(200);
    await first.untilClosed(3_000);
    await other.untilClosed(3_000);
    expect([first.closeCode, other.closeCode]).toEqual([SESSION_ENDED_CLOSE, SESSION_ENDED_CLOSE]);

    // The session that changed the password stays and keeps hearing its events.
    await orderUpdated(customer.customerId, 7);
    await kept.next(ofType('event'));
    expect(kept.closed).toBe(false);
    expect(eventsOf(first)).toEqual([]);
    expect(eventsOf(other)).toEqual([]);
  });

  it('a password reset closes every socket of the customer', async () => {
    const customer = await signUpCustomer(t);
    const client = await authed(customer.token);
    const code = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/code',
      payload: { channel: 'email', mail: customer.mail, purpose: 'reset' },
    });
    expect(code.statusCode, code.body).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/password/reset',
      payload: {
        channel: 'email',
        mail: customer.mail,
        code: t.lastCode(customer.mail),
        password: 'reset1234',
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await client.untilClosed(3_000);
    expect(client.closeCode).toBe(SESSION_ENDED_CLOSE);
  });

  it('a revoked token is refused on auth, and resume on its socket replays nothing', async () => {
    const customer = await signUpCustomer(t);
    const before = await orderUpdated(customer.customerId, 1);
    await orderUpdated(customer.customerId, 2);
    const client = await authed(customer.token);
    // Revoked behind the socket's back, as by another copy whose announcement was lost.
    await t.database.pool.query('UPDATE sessions SET revoked_at = now() WHERE customer_id = $1', [
      customer.customerId,
    ]);
    client.send({ op: 'resume', after: before.seq - 1 });
    await client.untilClosed(3_000);
    expect(client.closeCode).toBe(SESSION_ENDED_CLOSE);
    expect(eventsOf(client)).toEqual([]);

    const again = await TestClient.open(url);
    clients.push(again);
    again.send({ op: 'auth', token: customer.token });
    expect((await again.next(ofType('error'))).code).toBe('AUTH_FAILED');
    again.send({ op: 'resume', after: 0 });
    expect((await again.next((f) => f.type === 'error' && f.code === 'AUTH_REQUIRED')).code).toBe(
      'AUTH_REQUIRED',
    );
    expect(eventsOf(again)).toEqual([]);
  });
});
