import { beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/support/funding.ts';
import { createTestApp, signUpCustomer, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: as(token),
    ...(payload ? { payload } : {}),
  });

const keys = (list: { items: { key: string }[] }) => list.items.map((i) => i.key);

describe('watchlists', () => {
  it('a customer starts with one default list, adds, reorders and removes instruments', async () => {
    const { token } = await signUpCustomer(t);
    const [initial] = (await call('GET', 'watchlists', token)).json().data;
    expect(initial).toMatchObject({ name: '', items: [] });
    await call('POST', `watchlists/${initial.id}/items`, token, { key: 'US:AAPL' });
    await call('POST', `watchlists/${initial.id}/items`, token, { key: 'HK:0700' });
    const [twice] = (
      await call('POST', `watchlists/${initial.id}/items`, token, { key: 'US:AAPL' })
    ).json().data;
    expect(keys(twice)).toEqual(['US:AAPL', 'HK:0700']);
    const [reordered] = (
      await call('PUT', `watchlists/${initial.id}/order`, token, { keys: ['HK:0700', 'US:AAPL'] })
    ).json().data;
    expect(keys(reordered)).toEqual(['HK:0700', 'US:AAPL']);
    const [removed] = (
      await call('POST', `watchlists/${initial.id}/items/delete`, token, { key: 'HK:0700' })
    ).json().data;
    expect(keys(removed)).toEqual(['US:AAPL']);
  });

  it('keeps several named lists, renames and deletes them', async () => {
    const { token } = await signUpCustomer(t);
    await call('GET', 'watchlists', token);
    const lists = (await call('POST', 'watchlists', token, { name: 'Asia' })).json().data;
    expect(lists.map((l: { name: string }) => l.name)).toEqual(['', 'Asia']);
    const asia = lists[1].id;
    expect(
      (await call('PUT', `watchlists/${asia}`, token, { name: 'Asia tech' })).json().data[1].name,
    ).toBe('Asia tech');
    expect((await call('POST', `watchlists/${asia}/delete`, token)).json().data).toHaveLength(1);
  });

  it("refuses unknown instruments, a wrong order and another customer's list", async () => {
    const { token } = await signUpCustomer(t);
    const other = await signUpCustomer(t);
    const [list] = (await call('GET', 'watchlists', token)).json().data;
    expect(
      (await call('POST', `watchlists/${list.id}/items`, token, { key: 'US:NOPE' })).json().code,
    ).toBe('UNKNOWN_INSTRUMENT');
    expect(
      (await call('POST', `watchlists/${list.id}/items`, token, { key: 'aapl' })).json().message,
    ).toEqual(['Please choose an instrument from the list.']);
    await call('POST', `watchlists/${list.id}/items`, token, { key: 'US:MSFT' });
    expect(
      (await call('PUT', `watchlists/${list.id}/order`, token, { keys: ['US:AAPL'] })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `watchlists/${list.id}/items`, other.token, { key: 'US:AAPL' }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/watchlists' })).statusCode).toBe(401);
  });
});
