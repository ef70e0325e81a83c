import { beforeAll, describe, expect, it } from 'vitest';
import { as, setPayPassword } from '../../../test/support/funding.ts';
import { createTestApp, signUpCustomer, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signUpCustomer(t)).token;
  await setPayPassword(t, token);
});

const card = {
  name: 'Main account',
  accountName: 'Ada Lovelace',
  accountNumber: '0532013000',
  bankName: 'Commerzbank',
  branch: 'Frankfurt Kaiserplatz',
  bankCode: '37040044',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  payPassword: '123456',
};

describe('bank cards and crypto wallets', () => {
  it('binds a bank card with the pay password, lists and removes it', async () => {
    const bound = await t.app.inject({
      method: 'POST',
      url: '/api/v1/card/bank',
      headers: as(token),
      payload: card,
    });
    expect(bound.statusCode).toBe(200);
    expect(bound.json().data).toMatchObject({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/card/bank',
      headers: as(token),
    });
    expect(list.json().data).toHaveLength(1);
    const id = bound.json().data.id;
    const wrongPin = await t.app.inject({
      method: 'POST',
      url: `/api/v1/card/bank/${id}/delete`,
      headers: as(token),
      payload: { payPassword: '000000' },
    });
    expect(wrongPin.json().code).toBe('PAY_PASSWORD_WRONG');
    const removed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/card/bank/${id}/delete`,
      headers: as(token),
      payload: { payPassword: '123456' },
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/card/bank', headers: as(token) })).json()
        .data,
    ).toHaveLength(0);
  });

  it('refuses an IBAN with a wrong checksum and a malformed BIC, and stores nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/card/bank',
      headers: as(token),
      payload: { ...card, iban: 'DE89370400440532013001', bic: 'DEUT12FF' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(['The IBAN is not valid.', 'The BIC is not valid.']);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/card/bank', headers: as(token) })).json()
        .data,
    ).toHaveLength(0);
  });

  it('requires every bank field (seed: name, account name, account, bank, IBAN, BIC, branch, bank code)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/card/bank',
      headers: as(token),
      payload: { payPassword: '123456' },
    });
    expect(response.json().message).toHaveLength(8);
  });

  it.each([
    ['ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 200],
    ['ERC20', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', 200],
    ['ERC20', '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 400],
    ['TRC20', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', 200],
    ['TRC20', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU8', 400],
    ['TRC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 400],
  ])('checks a %s address for its network: %s', async (network, address, status) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/card/crypto',
      headers: as(token),
      payload: { name: 'Wallet', currency: 'USDT', network, address, payPassword: '123456' },
    });
    expect(response.statusCode).toBe(status);
    if (status === 400)
      expect(response.json().message).toEqual(['The address is not valid for this network.']);
  });

  it('accepts only USDT', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/card/crypto',
      headers: as(token),
      payload: {
        name: 'W',
        currency: 'BTC',
        network: 'ERC20',
        address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        payPassword: '123456',
      },
    });
    expect(response.json().message).toEqual(['Only USDT is accepted.']);
  });

  it("cannot remove another customer's card", async () => {
    const bound = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/card/bank',
        headers: as(token),
        payload: card,
      })
    ).json().data;
    const other = await signUpCustomer(t);
    await setPayPassword(t, other.token);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/card/bank/${bound.id}/delete`,
      headers: as(other.token),
      payload: { payPassword: '123456' },
    });
    expect(response.statusCode).toBe(404);
  });
});
