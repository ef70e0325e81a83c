import { expect } from 'vitest';
import { signInOperator, type TestApp } from '../test-app.ts';
import { as } from './funding.ts';

/**
 * A corporate action of `key` entered by one admin at `path` (dividends, splits) and approved by
 * a second (the proposer's own approval is refused first); answers the listed action and the
 * approving admin's token.
 */
const announceAction = async (
  t: TestApp,
  path: 'dividends' | 'splits',
  key: string,
  terms: { exDate: string } & Record<string, string | number>,
) => {
  const first = await signInOperator(t, 'superadmin');
  const second = await signInOperator(t, 'superadmin');
  const post = (token: string, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/admin/${url}`, headers: as(token), payload });
  const proposed = await post(first, `corporate-actions/${path}`, { key, ...terms });
  expect(proposed.statusCode, proposed.body).toBe(200);
  const { id } = proposed.json().data.proposal as { id: number };
  const own = await post(first, `approvals/${id}/decision`, { decision: 'approve' });
  expect(own.statusCode, own.body).not.toBe(200);
  const approved = await post(second, `approvals/${id}/decision`, { decision: 'approve' });
  expect(approved.statusCode, approved.body).toBe(200);
  const listed = await t.app.inject({
    method: 'GET',
    url: '/api/v1/admin/corporate-actions?pageSize=100',
    headers: as(second),
  });
  const action = (listed.json().data.items as { id: number; exDate: string; key: string }[]).find(
    (a) => a.exDate === terms.exDate && a.key === key,
  );
  if (!action) throw new Error(`the approved ${path} action is not listed`);
  return { action, admin: second };
};

/** A cash dividend of `key`, entered and approved (`announceAction`). */
export const announceDividend = (
  t: TestApp,
  key: string,
  terms: { amountPerShare: string; withholdingRate: string; exDate: string; payDate: string },
) => announceAction(t, 'dividends', key, terms);

/** A split of `key`, `to` new shares for every `from`, entered and approved (`announceAction`). */
export const announceSplit = (
  t: TestApp,
  key: string,
  terms: { to: number; from: number; exDate: string },
) => announceAction(t, 'splits', key, terms);

/** A market buy of `quantity` shares of `key`; answers the lot it opened. */
export const buyLot = async (t: TestApp, token: string, key: string, quantity: string) => {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: as(token),
    payload: { key, type: 'market', quantity, payPassword: '123456' },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const lots = (
    await t.app.inject({ method: 'GET', url: '/api/v1/positions', headers: as(token) })
  ).json().data as { id: number }[];
  return Math.max(...lots.map((lot) => lot.id));
};

/** A market sale of `quantity` shares out of `lot`. */
export const sellLot = async (t: TestApp, token: string, lot: number, quantity: string) => {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/v1/positions/${lot}/close`,
    headers: as(token),
    payload: { type: 'market', quantity, payPassword: '123456' },
  });
  expect(answer.statusCode, answer.body).toBe(200);
};
