import { expect } from 'vitest';
import { signInOperator, type TestApp } from '../test-app.ts';
import { as } from './funding.ts';

/**
 * A cash dividend of `key` entered by one admin and approved by a second (the proposer's own
 * approval is refused first); answers the listed action and the approving admin's token.
 */
export const announceDividend = async (
  t: TestApp,
  key: string,
  terms: { amountPerShare: string; withholdingRate: string; exDate: string; payDate: string },
) => {
  const first = await signInOperator(t, 'superadmin');
  const second = await signInOperator(t, 'superadmin');
  const post = (token: string, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/admin/${url}`, headers: as(token), payload });
  const proposed = await post(first, 'corporate-actions/dividends', { key, ...terms });
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
  if (!action) throw new Error('the approved dividend is not listed');
  return { action, admin: second };
};
