import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/invariants.ts';
import {
  as,
  bindBankCard,
  fund,
  fundedCustomer,
  markKycPassed,
  setPayPassword,
  usd,
} from '../../../test/support/funding.ts';
import { smallPng } from '../../../test/support/images.ts';
import { multipart } from '../../../test/support/multipart.ts';
import {
  createTestApp,
  signInOperator,
  signInOperatorSessions,
  signUpCustomer,
  type TestApp,
} from '../../../test/test-app.ts';
import { giveLot } from '../../../test/support/loans.ts';

let t: TestApp;
/** Two admins and two reviewers; `adminA2` is a second session of admin A. */
let adminA: string;
let adminA2: string;
let adminB: string;
let reviewerA: string;
let reviewerA2: string;
let reviewerB: string;

const call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...as(token), ...headers },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  [adminA, adminA2] = (await signInOperatorSessions(t, 'superadmin', 2)) as [string, string];
  adminB = await signInOperator(t, 'superadmin');
  [reviewerA, reviewerA2] = (await signInOperatorSessions(t, 'reviewer', 2)) as [string, string];
  reviewerB = await signInOperator(t, 'reviewer');
  // Tightening the thresholds takes one admin; 500 USD keeps the test amounts small.
  const thresholds = await call(adminA, 'PUT', '/admin/settings/approvals.thresholds', {
    value: { USD: { withdrawal: '500', adjustment: '500', loan: '500' } },
  });
  expect(thresholds.json().data).toMatchObject({ key: 'approvals.thresholds' });
});

const decide = (token: string, id: number, body: object) =>
  call(token, 'POST', `/admin/approvals/${id}/decision`, body);

/** A verified customer with cash, a pay password and a card, and a waiting withdrawal. */
const waitingWithdrawal = async (amount: string) => {
  const customer = await signUpCustomer(t);
  await setPayPassword(t, customer.token);
  await markKycPassed(t, customer.customerId);
  await fund(t, customer.customerId, '5000');
  const cardId = await bindBankCard(t, customer.token);
  const requested = await call(customer.token, 'POST', '/withdraw', {
    type: 'bank',
    targetId: cardId,
    currency: 'USD',
    amount,
    payPassword: '123456',
  });
  expect(requested.statusCode, requested.body).toBe(200);
  return { ...customer, withdrawal: requested.json().data as { id: number } };
};

const adminWithdrawal = async (id: number) => {
  const listed = await call(reviewerA, 'GET', '/admin/withdrawals?pageSize=100');
  return (
    listed.json().data.items as {
      id: number;
      status: number;
      version: number;
      openProposalId: number | null;
    }[]
  ).find((w) => w.id === id);
};

const inbox = async (token: string) =>
  (await call(token, 'GET', '/inbox')).json().data.items as { title: string }[];

const entriesOf = async (customerId: number, type: string) =>
  (
    await t.database.pool.query(
      'SELECT id, actor FROM journal_entries WHERE customer_id = $1 AND type = $2',
      [customerId, type],
    )
  ).rows as { id: number; actor: string }[];

const auditActions = async (subjectType: string, subjectId: number | string) =>
  (
    await t.database.pool.query(
      'SELECT action, actor FROM audit_log WHERE subject_type = $1 AND subject_id = $2 ORDER BY id',
      [subjectType, String(subjectId)],
    )
  ).rows as { action: string; actor: string }[];

const proposeWithdrawalPass = async (token: string, id: number) => {
  const version = (await adminWithdrawal(id))?.version;
  const proposed = await call(token, 'POST', `/admin/withdrawals/${id}/review`, {
    decision: 'pass',
    reference: 'BANK-REF-1',
    version,
  });
  expect(proposed.statusCode, proposed.body).toBe(200);
  return proposed.json().data as {
    awaitingSecondApprover?: true;
    proposal: { id: number; status: string };
  };
};

describe('four eyes on a withdrawal', () => {
  it('above the threshold one reviewer only proposes; the same reviewer cannot approve from another session; a second reviewer pays it out once and the customer hears once', async () => {
    const c = await waitingWithdrawal('1000');
    const proposed = await proposeWithdrawalPass(reviewerA, c.withdrawal.id);
    expect(proposed).toMatchObject({ awaitingSecondApprover: true, proposal: { status: 'open' } });
    expect(proposed.proposal).toMatchObject({ customerId: c.customerId, currency: 'USD' });
    // Nothing happened yet: still waiting, money still held, no message, no payout entry.
    expect(await adminWithdrawal(c.withdrawal.id)).toMatchObject({
      status: 0,
      openProposalId: proposed.proposal.id,
    });
    expect(await usd(t, c.token)).toMatchObject({
      available: '3999.00000000',
      held: '1001.00000000',
    });
    expect(await inbox(c.token)).toHaveLength(0);
    expect(await entriesOf(c.customerId, 'withdrawal.post')).toHaveLength(0);

    const own = await decide(reviewerA2, proposed.proposal.id, { decision: 'approve' });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('PROPOSAL_OWN');

    const approved = await decide(reviewerB, proposed.proposal.id, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved' });
    expect((await adminWithdrawal(c.withdrawal.id))?.status).toBe(1);
    expect(await usd(t, c.token)).toMatchObject({ available: '3999.00000000', held: '0.00000000' });
    expect(await inbox(c.token)).toHaveLength(1);
    expect(await entriesOf(c.customerId, 'withdrawal.post')).toHaveLength(1);
    const proposalAudit = await auditActions('proposal', proposed.proposal.id);
    expect(proposalAudit.map((a) => a.action)).toEqual(['approval.propose', 'approval.approve']);
    expect(proposalAudit[0]?.actor).not.toBe(proposalAudit[1]?.actor);
    expect((await auditActions('withdrawal', c.withdrawal.id)).map((a) => a.action)).toEqual([
      'withdrawal.pass',
    ]);
    expect(
      (await decide(reviewerB, proposed.proposal.id, { decision: 'approve' })).json().code,
    ).toBe('PROPOSAL_NOT_OPEN');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('at or below the threshold one reviewer decides as before', async () => {
    const c = await waitingWithdrawal('500');
    const version = (await adminWithdrawal(c.withdrawal.id))?.version;
    const passed = await call(reviewerA, 'POST', `/admin/withdrawals/${c.withdrawal.id}/review`, {
      decision: 'pass',
      version,
    });
    expect(passed.json().data).toMatchObject({ status: 1 });
  });

  it('a refusal needs one reviewer whatever the amount: the money goes back', async () => {
    const c = await waitingWithdrawal('2000');
    const version = (await adminWithdrawal(c.withdrawal.id))?.version;
    const refused = await call(reviewerA, 'POST', `/admin/withdrawals/${c.withdrawal.id}/review`, {
      decision: 'refuse',
      comment: 'Card name does not match',
      version,
    });
    expect(refused.json().data).toMatchObject({ status: 2 });
    expect(await usd(t, c.token)).toMatchObject({ available: '5000.00000000' });
  });

  it('a second proposal for the same withdrawal is refused while one is open; the proposer withdraws theirs, no one else can', async () => {
    const c = await waitingWithdrawal('1000');
    const first = await proposeWithdrawalPass(reviewerA, c.withdrawal.id);
    const second = await call(reviewerB, 'POST', `/admin/withdrawals/${c.withdrawal.id}/review`, {
      decision: 'pass',
      version: (await adminWithdrawal(c.withdrawal.id))?.version,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('PROPOSAL_ALREADY_OPEN');
    const notYours = await call(
      reviewerB,
      'POST',
      `/admin/approvals/${first.proposal.id}/withdraw`,
    );
    expect(notYours.json().code).toBe('PROPOSAL_NOT_YOURS');
    const withdrawn = await call(
      reviewerA2,
      'POST',
      `/admin/approvals/${first.proposal.id}/withdraw`,
    );
    expect(withdrawn.json().data).toMatchObject({ status: 'withdrawn' });
    expect((await decide(reviewerB, first.proposal.id, { decision: 'approve' })).json().code).toBe(
      'PROPOSAL_NOT_OPEN',
    );
    expect((await adminWithdrawal(c.withdrawal.id))?.status).toBe(0);
    // Withdrawn, the subject is free for a new proposal.
    expect((await proposeWithdrawalPass(reviewerB, c.withdrawal.id)).awaitingSecondApprover).toBe(
      true,
    );
  });

  it('a rejected proposal leaves the withdrawal waiting and tells the customer nothing', async () => {
    const c = await waitingWithdrawal('1000');
    const proposed = await proposeWithdrawalPass(reviewerA, c.withdrawal.id);
    expect((await decide(reviewerB, proposed.proposal.id, { decision: 'reject' })).statusCode).toBe(
      400,
    );
    const rejected = await decide(reviewerB, proposed.proposal.id, {
      decision: 'reject',
      comment: 'Call the customer first',
    });
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      comment: 'Call the customer first',
    });
    expect((await adminWithdrawal(c.withdrawal.id))?.status).toBe(0);
    expect(await inbox(c.token)).toHaveLength(0);
  });

  it('a withdrawal the customer cancelled supersedes its proposal: an approval after is refused and moves nothing', async () => {
    const c = await waitingWithdrawal('1000');
    const proposed = await proposeWithdrawalPass(reviewerA, c.withdrawal.id);
    expect((await call(c.token, 'POST', `/withdraw/${c.withdrawal.id}/cancel`)).statusCode).toBe(
      200,
    );
    const stale = await decide(reviewerB, proposed.proposal.id, { decision: 'approve' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('PROPOSAL_NOT_OPEN');
    expect(await usd(t, c.token)).toMatchObject({ available: '5000.00000000' });
    expect(await entriesOf(c.customerId, 'withdrawal.post')).toHaveLength(0);
    const ids = async (status: string) =>
      (await call(reviewerB, 'GET', `/admin/approvals?status=${status}&pageSize=100`))
        .json()
        .data.items.map((p: { id: number }) => p.id);
    expect(await ids('open')).not.toContain(proposed.proposal.id);
    expect(await ids('superseded')).toContain(proposed.proposal.id);
    expect(await auditActions('proposal', proposed.proposal.id)).toContainEqual({
      action: 'approval.supersede',
      actor: `customer:${c.customerId}`,
    });
  });

  it('a refusal by another reviewer supersedes the open payout proposal; it cannot be approved after', async () => {
    const c = await waitingWithdrawal('1000');
    const proposed = await proposeWithdrawalPass(reviewerA, c.withdrawal.id);
    const version = (await adminWithdrawal(c.withdrawal.id))?.version;
    const refused = await call(reviewerB, 'POST', `/admin/withdrawals/${c.withdrawal.id}/review`, {
      decision: 'refuse',
      comment: 'Name does not match',
      version,
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const late = await decide(reviewerB, proposed.proposal.id, { decision: 'approve' });
    expect(late.json().code).toBe('PROPOSAL_NOT_OPEN');
    const view = await call(reviewerA, 'GET', '/admin/approvals?status=superseded&pageSize=100');
    expect(
      view.json().data.items.find((p: { id: number }) => p.id === proposed.proposal.id),
    ).toMatchObject({ status: 'superseded', kind: 'withdrawal.pass' });
    expect(await usd(t, c.token)).toMatchObject({ available: '5000.00000000' });
    expect(await entriesOf(c.customerId, 'withdrawal.post')).toHaveLength(0);
  });
});

describe('four eyes on a manual adjustment', () => {
  it('above the threshold an admin only proposes (a retry answers the same proposal); a second admin posts one entry the customer sees once', async () => {
    const c = await fundedCustomer(t, '100');
    const body = { customerId: c.customerId, currency: 'USD', amount: '750', reason: 'Goodwill' };
    const key = { 'idempotency-key': 'adjust-750-goodwill' };
    const proposed = await call(adminA, 'POST', '/admin/ledger/adjustments', body, key);
    expect(proposed.json().data).toMatchObject({ awaitingSecondApprover: true });
    const retried = await call(adminA, 'POST', '/admin/ledger/adjustments', body, key);
    expect(retried.json().data.proposal.id).toBe(proposed.json().data.proposal.id);
    expect(await usd(t, c.token)).toMatchObject({ available: '100.00000000' });
    const id = proposed.json().data.proposal.id as number;
    expect((await decide(adminA2, id, { decision: 'approve' })).json().code).toBe('PROPOSAL_OWN');
    expect((await decide(reviewerB, id, { decision: 'approve' })).statusCode).toBe(403);
    expect((await decide(adminB, id, { decision: 'approve' })).statusCode).toBe(200);
    expect(await usd(t, c.token)).toMatchObject({ available: '850.00000000' });
    expect(await entriesOf(c.customerId, 'adjustment')).toHaveLength(1);
    const statement = await call(c.token, 'GET', '/statement?pageSize=100');
    expect(JSON.stringify(statement.json().data)).toContain('Goodwill');
  });

  it('a debit above the threshold needs two admins as well; a small one needs one', async () => {
    const c = await fundedCustomer(t, '2000');
    const big = await call(
      adminA,
      'POST',
      '/admin/ledger/adjustments',
      { customerId: c.customerId, currency: 'USD', amount: '-600', reason: 'Reversal' },
      { 'idempotency-key': 'adjust-minus-600' },
    );
    expect(big.json().data).toMatchObject({ awaitingSecondApprover: true });
    const small = await call(
      adminA,
      'POST',
      '/admin/ledger/adjustments',
      { customerId: c.customerId, currency: 'USD', amount: '-20', reason: 'Fee refund reversed' },
      { 'idempotency-key': 'adjust-minus-20' },
    );
    expect(small.json().data).toMatchObject({ entryId: expect.any(Number) });
    expect(await usd(t, c.token)).toMatchObject({ available: '1980.00000000' });
  });
});

const upload = async (token: string, purpose: 'loan' | 'signature') => {
  const body = multipart({ purpose }, { name: 'a.png', type: 'image/png', data: await smallPng() });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/upload',
    headers: { ...as(token), ...body.headers },
    payload: body.payload,
  });
  return response.json().data.id as string;
};

describe('four eyes on a loan payout', () => {
  it('an approval above the threshold waits for a second reviewer, whose approval disburses once', async () => {
    const c = await fundedCustomer(t, '100');
    // A margin loan is lent against holdings (issue 26): far more than the loan asks.
    await giveLot(t, c.customerId, 'US:AAPL', '10000', '100');
    const applied = await call(c.token, 'POST', '/loans', {
      currency: 'USD',
      amount: '1000',
      periodDays: 7,
      imageFileId: await upload(c.token, 'loan'),
      signatureFileId: await upload(c.token, 'signature'),
      agreed: true,
    });
    const loan = applied.json().data as { id: number; version: number };
    const proposed = await call(reviewerA, 'POST', `/admin/loans/${loan.id}/review`, {
      decision: 'approve',
      version: loan.version,
    });
    expect(proposed.json().data).toMatchObject({ awaitingSecondApprover: true });
    expect(await usd(t, c.token)).toMatchObject({ available: '100.00000000' });
    const id = proposed.json().data.proposal.id as number;
    expect((await decide(reviewerA2, id, { decision: 'approve' })).json().code).toBe(
      'PROPOSAL_OWN',
    );
    expect((await decide(reviewerB, id, { decision: 'approve' })).statusCode).toBe(200);
    expect(await usd(t, c.token)).toMatchObject({ available: '1100.00000000' });
    expect(await entriesOf(c.customerId, 'loan.disburse')).toHaveLength(1);
    expect((await inbox(c.token)).map((m) => m.title)).toEqual(['Loan approved and disbursed']);
  });
});

const fxRate = async (base: string, quote: string) =>
  (
    (await call(adminA, 'GET', '/admin/fx-rates')).json().data as {
      base: string;
      quote: string;
      rate: string;
    }[]
  ).find((r) => r.base === base && r.quote === quote)?.rate;

describe('four eyes on FX rates (hole 5)', () => {
  it('a 10x typo (HKD to USD 1.28 for 0.128) by one admin does not take effect; a second admin approving it does', async () => {
    expect(await fxRate('HKD', 'USD')).toBe('0.12800000');
    const typo = await call(adminA, 'PUT', '/admin/fx-rates', {
      base: 'HKD',
      quote: 'USD',
      rate: '1.28',
    });
    expect(typo.json().data).toMatchObject({
      awaitingSecondApprover: true,
      proposal: { kind: 'fx.rate', before: { rate: '0.12800000' }, after: { rate: '1.28' } },
    });
    expect(await fxRate('HKD', 'USD')).toBe('0.12800000');
    const customer = await fundedCustomer(t, '10000', 'HKD');
    const quote = async () =>
      (await call(customer.token, 'GET', '/transfer/quote?from=HKD&to=USD&amount=10000')).json()
        .data as { marketRate: string };
    expect((await quote()).marketRate).toBe('0.128');
    const id = typo.json().data.proposal.id as number;
    expect((await decide(reviewerB, id, { decision: 'approve' })).statusCode).toBe(403);
    expect((await decide(adminB, id, { decision: 'approve' })).statusCode).toBe(200);
    expect(await fxRate('HKD', 'USD')).toBe('1.28000000');
    expect((await quote()).marketRate).toBe('1.28');
    // Put back by one admin: a tenth of the rate is outside the band as well.
    const back = await call(adminA, 'PUT', '/admin/fx-rates', {
      base: 'HKD',
      quote: 'USD',
      rate: '0.128',
    });
    const backId = back.json().data.proposal.id as number;
    expect((await decide(adminB, backId, { decision: 'approve' })).statusCode).toBe(200);
  });

  it('a move within the band takes one admin; a proposal whose rate moved since is refused as stale', async () => {
    const within = await call(adminA, 'PUT', '/admin/fx-rates', {
      base: 'EUR',
      quote: 'USD',
      rate: '1.1',
    });
    expect(within.json().data).toMatchObject({ rate: '1.10000000' });
    const outside = await call(adminA, 'PUT', '/admin/fx-rates', {
      base: 'EUR',
      quote: 'USD',
      rate: '1.3',
    });
    const id = outside.json().data.proposal.id as number;
    await call(adminB, 'PUT', '/admin/fx-rates', { base: 'EUR', quote: 'USD', rate: '1.09' });
    const stale = await decide(adminB, id, { decision: 'approve' });
    expect(stale.json().code).toBe('RECORD_CHANGED');
    expect(await fxRate('EUR', 'USD')).toBe('1.09000000');
  });
});

describe('four eyes on fees and on its own settings', () => {
  it('a fee moved outside its band is proposed; within it one admin changes it', async () => {
    const fees = (await call(adminA, 'GET', '/admin/settings'))
      .json()
      .data.find((s: { key: string }) => s.key === 'trading.fees').value as {
      default: { rate: string; minimum: string };
    };
    const doubled = {
      ...fees,
      default: { ...fees.default, rate: String(Number(fees.default.rate) * 2) },
    };
    const proposed = await call(adminA, 'PUT', '/admin/settings/trading.fees', { value: doubled });
    expect(proposed.json().data).toMatchObject({ awaitingSecondApprover: true });
    const served = async () => (await t.app.inject({ url: '/api/v1/trading/fees' })).json().data;
    expect(await served()).toMatchObject({ default: { rate: fees.default.rate } });
    const id = proposed.json().data.proposal.id as number;
    expect((await decide(adminB, id, { decision: 'approve' })).statusCode).toBe(200);
    expect(await served()).toMatchObject({ default: { rate: doubled.default.rate } });
    const nudged = { ...doubled, vipDiscount: '0.21' };
    expect(
      (await call(adminA, 'PUT', '/admin/settings/trading.fees', { value: nudged })).json().data,
    ).toMatchObject({ key: 'trading.fees' });
    const withdrawalRules = (await call(adminA, 'GET', '/admin/settings'))
      .json()
      .data.find((s: { key: string }) => s.key === 'withdrawal.rules').value as Record<
      string,
      unknown
    >;
    const feeTenfold = await call(adminA, 'PUT', '/admin/settings/withdrawal.rules', {
      value: { ...withdrawalRules, feeRate: '0.01' },
    });
    expect(feeTenfold.json().data).toMatchObject({ awaitingSecondApprover: true });
  });

  it('raising a threshold or widening a band takes two admins; lowering one takes one', async () => {
    const raised = await call(adminA, 'PUT', '/admin/settings/approvals.thresholds', {
      value: { USD: { withdrawal: '1000000', adjustment: '500', loan: '500' } },
    });
    expect(raised.json().data).toMatchObject({ awaitingSecondApprover: true });
    await call(adminA, 'POST', `/admin/approvals/${raised.json().data.proposal.id}/withdraw`);
    const widened = await call(adminA, 'PUT', '/admin/settings/approvals.bands', {
      value: { fx: '0.5', fees: '0.25' },
    });
    expect(widened.json().data).toMatchObject({ awaitingSecondApprover: true });
    const narrowed = await call(adminA, 'PUT', '/admin/settings/approvals.bands', {
      value: { fx: '0.01', fees: '0.25' },
    });
    expect(narrowed.json().data).toMatchObject({ key: 'approvals.bands' });
    expect(
      (
        await call(adminA, 'PUT', '/admin/settings/approvals.bands', {
          value: { fx: '2', fees: '0' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe("four eyes on operators' roles", () => {
  it('a role change is a proposal; the operator concerned cannot approve it; a second admin applies it', async () => {
    const [operatorToken] = await signInOperatorSessions(t, 'reviewer', 1);
    const me = await call(operatorToken as string, 'GET', '/user');
    const operatorId = (me.json().data as { id: number }).id;
    const proposed = await call(adminA, 'PATCH', `/admin/operators/${operatorId}`, {
      role: 'superadmin',
    });
    expect(proposed.json().data).toMatchObject({
      awaitingSecondApprover: true,
      proposal: {
        kind: 'operator.role',
        before: { role: 'reviewer' },
        after: { role: 'superadmin' },
      },
    });
    const id = proposed.json().data.proposal.id as number;
    // A reviewer does not decide an admin's matter, even the one it is about.
    expect((await decide(operatorToken as string, id, { decision: 'approve' })).statusCode).toBe(
      403,
    );
    expect((await decide(adminA2, id, { decision: 'approve' })).json().code).toBe('PROPOSAL_OWN');
    expect((await decide(adminB, id, { decision: 'approve' })).statusCode).toBe(200);
    const listed = (await call(adminA, 'GET', '/admin/operators')).json().data as {
      id: number;
      role: string;
    }[];
    expect(listed.find((o) => o.id === operatorId)?.role).toBe('superadmin');
    const changes = (await auditActions('operator', operatorId)).filter(
      (a) => a.action === 'operator.update',
    );
    expect(changes).toHaveLength(1);
  });
});
