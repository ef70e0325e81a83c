import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Decimal } from '@brokerage/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyLot } from '../../../test/support/corporate-actions.ts';
import { MemoryCorporateFeed } from '../../../test/support/corporate-feed.ts';
import { as, fundedCustomer, signInAgain } from '../../../test/support/funding.ts';
import { PriceBoard } from '../../../test/support/price-board.ts';
import { createTestApp, secondCopy, signInOperator, type TestApp } from '../../../test/test-app.ts';
import { runCorporateActions } from './corporate-runner.ts';

/**
 * Issue 30 item 3, "or a feed supplies it": a vendor's records are proposed as an operator's
 * entries are, once per vendor id however many passes and copies run, after the same checks; an
 * admin's approval announces them and the job applies and pays them by the same rule. A record
 * that fails a check is stored as rejected with its code; one the vendor changes after it was
 * proposed is shown as an amendment and changes nothing.
 */
let t: TestApp;
let prices: PriceBoard;
let copy: FastifyInstance;
const feed = new MemoryCorporateFeed('test-vendor');

beforeAll(async () => {
  let clock = () => new Date('2026-03-02T15:00:00Z');
  prices = new PriceBoard(() => clock());
  t = await createTestApp(
    { MARKETS_ALWAYS_OPEN: '1' },
    { marketData: prices, corporateFeed: feed },
  );
  clock = () => t.clock.now;
  copy = await secondCopy(
    t,
    { MARKETS_ALWAYS_OPEN: '1' },
    { marketData: new PriceBoard(() => t.clock.now), corporateFeed: feed },
  );
});

type Customer = Awaited<ReturnType<typeof fundedCustomer>>;

const at = async (iso: string, ...customers: Customer[]) => {
  t.clock.now = new Date(iso);
  prices.set('US:AAPL', '150');
  prices.set('US:KO', '60');
  for (const customer of customers) await signInAgain(t, customer);
};

const race = (passes = 100) =>
  Promise.all(
    Array.from({ length: passes }, (_, i) => runCorporateActions((i % 2 ? copy : t.app).deps)),
  );

const get = async (token: string, url: string) => {
  const answer = await t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: as(token) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
};

const post = (token: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: as(token), payload });

type Proposal = {
  id: number;
  kind: string;
  status: string;
  proposedBy: string | null;
  feed: { source: string; ref: string; amended: boolean } | null;
  after: Record<string, unknown>;
};

/** The feed's proposals of `refs`, as the approvals queue lists them (any status). */
const proposalsOf = async (token: string, ...refs: string[]) => {
  const listed: Proposal[] = [];
  for (const status of ['open', 'approved', 'rejected']) {
    const page = await get(token, `admin/approvals?status=${status}&pageSize=100`);
    listed.push(...(page.items as Proposal[]));
  }
  return listed.filter((proposal) => proposal.feed && refs.includes(proposal.feed.ref));
};

const feedProposalsOf = async (ref: string) =>
  (
    await t.database.pool.query<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM four_eyes_proposals p
         JOIN corporate_feed_records r ON r.id = p.feed_record_id
        WHERE r.source = 'test-vendor' AND r.ref = $1`,
      [ref],
    )
  ).rows[0]?.n;

type FeedRecord = {
  ref: string;
  status: string;
  errorCode: string | null;
  errorField: string | null;
  errorDetail: string | null;
  proposalId: number | null;
  amendedTerms: Record<string, unknown> | null;
  checkedAt: string;
};
const feedRecords = async (token: string, show: 'attention' | 'all') =>
  (await get(token, `admin/corporate-actions/feed-records?show=${show}&pageSize=100`))
    .items as FeedRecord[];

const approve = async (admin: string, id: number) => {
  const answer = await post(admin, `admin/approvals/${id}/decision`, { decision: 'approve' });
  expect(answer.statusCode, answer.body).toBe(200);
};

describe('corporate actions from a feed', () => {
  it('a 3 for 1 split and a dividend the feed supplies are proposed once on two copies, approved by one admin, then applied and paid by the rule', async () => {
    const holder = await fundedCustomer(t, '20000');
    await at('2027-03-01T15:00:00Z', holder);
    const aapl = await buyLot(t, holder.token, 'US:AAPL', '10');
    await buyLot(t, holder.token, 'US:KO', '10');
    feed.publish('V-SPLIT-1', {
      kind: 'split',
      key: 'US:AAPL',
      splitTo: 3,
      splitFrom: 1,
      exDate: '2027-03-10',
      payDate: '2027-03-10',
      vendorField: 'ignored',
    });
    feed.publish('V-DIV-1', {
      kind: 'cash_dividend',
      key: 'US:KO',
      amountPerShare: '0.2475',
      withholdingRate: '0.3',
      currency: 'USD',
      exDate: '2027-03-10',
      payDate: '2027-03-24',
    });

    await race();
    expect(await feedProposalsOf('V-SPLIT-1')).toBe(1);
    expect(await feedProposalsOf('V-DIV-1')).toBe(1);
    const admin = await signInOperator(t, 'superadmin');
    const proposals = await proposalsOf(admin, 'V-SPLIT-1', 'V-DIV-1');
    expect(proposals).toHaveLength(2);
    const split = proposals.find((p) => p.feed?.ref === 'V-SPLIT-1');
    const dividend = proposals.find((p) => p.feed?.ref === 'V-DIV-1');
    expect(split).toMatchObject({
      kind: 'corporate.split',
      status: 'open',
      proposedBy: null,
      feed: { source: 'test-vendor', ref: 'V-SPLIT-1', amended: false },
      after: { key: 'US:AAPL', to: 3, from: 1, exDate: '2027-03-10' },
    });
    expect(dividend).toMatchObject({
      kind: 'corporate.dividend',
      status: 'open',
      proposedBy: null,
      after: { key: 'US:KO', amountPerShare: '0.2475', withholdingRate: '0.3' },
    });
    // Nobody proposed it, so nobody can take it back; nothing stands until an admin approves.
    const withdrawn = await post(admin, `admin/approvals/${split?.id}/withdraw`);
    expect(withdrawn.json()).toMatchObject({ code: 'PROPOSAL_NOT_YOURS' });
    const before = await get(admin, 'admin/corporate-actions?pageSize=100');
    expect(before.items).toEqual([]);

    await approve(admin, split?.id ?? 0);
    await approve(admin, dividend?.id ?? 0);
    const reader = await signInOperator(t, 'support');
    const listed = (await get(reader, 'admin/corporate-actions?pageSize=100')).items;
    expect(listed).toHaveLength(2);
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          key: 'US:AAPL',
          kind: 'split',
          status: 'announced',
          enteredBy: 'system:corporate-feed',
          approvedBy: expect.stringMatching(/^operator:\d+$/),
          feed: { source: 'test-vendor', ref: 'V-SPLIT-1', amended: false },
        }),
        expect.objectContaining({
          key: 'US:KO',
          kind: 'cash_dividend',
          status: 'announced',
          feed: { source: 'test-vendor', ref: 'V-DIV-1', amended: false },
        }),
      ]),
    );

    // The ex-date begins: the split applies, the dividend's lots are entitled; the feed, still
    // publishing both records, proposes nothing again.
    await at('2027-03-10T15:00:00Z', holder);
    await race();
    const lots = (await get(holder.token, 'positions')) as { id: number; quantity: string }[];
    expect(lots.find((lot) => lot.id === aapl)?.quantity).toBe('30');
    expect(await feedProposalsOf('V-SPLIT-1')).toBe(1);

    await at('2027-03-24T15:00:00Z', holder);
    await race();
    // 10 x 0.2475 = 2.475 -> 2.47 gross, tax 0.741 -> 0.74, net 1.73.
    const lines = (await get(holder.token, 'statement?type=dividend')).items as {
      cash: string;
      description: string;
    }[];
    expect(lines.map((line) => line.description)).toEqual([
      'Dividend US:KO: 10 shares x 0.2475, withholding tax 0.74',
    ]);
    expect(new Decimal(lines[0]?.cash ?? '0').toFixed()).toBe('1.73');
    const paid = (
      await get(await signInOperator(t, 'support'), 'admin/corporate-actions?status=paid')
    ).items;
    expect(paid).toMatchObject([{ key: 'US:KO', gross: '2.47', net: '1.73' }]);
  });

  it('records that fail a check are stored as rejected with their codes and propose nothing, until the vendor changes them', async () => {
    await at('2027-05-03T15:00:00Z');
    feed.publish('V-UNKNOWN', {
      kind: 'cash_dividend',
      key: 'US:NOSUCHCO',
      amountPerShare: '0.1',
      withholdingRate: '0',
      exDate: '2027-05-10',
      payDate: '2027-05-20',
    });
    feed.publish('V-LATE', {
      kind: 'split',
      key: 'US:KO',
      splitTo: 2,
      splitFrom: 1,
      exDate: '2027-05-03',
    });
    // A float is no exact amount; a dividend in a currency the instrument is not paid in.
    feed.publish('V-FLOAT', {
      kind: 'cash_dividend',
      key: 'US:KO',
      amountPerShare: 0.1,
      withholdingRate: '0',
      exDate: '2027-05-20',
      payDate: '2027-05-27',
    });
    feed.publish('V-EUR', {
      kind: 'cash_dividend',
      key: 'US:KO',
      amountPerShare: '0.1',
      withholdingRate: '0',
      currency: 'EUR',
      exDate: '2027-05-21',
      payDate: '2027-05-27',
    });
    await race(20);
    const reader = await signInOperator(t, 'support');
    const rejected = await feedRecords(reader, 'attention');
    const byRef = new Map(rejected.map((record) => [record.ref, record]));
    expect(byRef.get('V-UNKNOWN')).toMatchObject({
      status: 'rejected',
      errorCode: 'UNKNOWN_INSTRUMENT',
      proposalId: null,
    });
    expect(byRef.get('V-LATE')).toMatchObject({
      status: 'rejected',
      errorCode: 'EX_DATE_PASSED',
      proposalId: null,
    });
    expect(byRef.get('V-FLOAT')).toMatchObject({
      status: 'rejected',
      errorCode: 'VALIDATION_FAILED',
      errorField: 'amountPerShare',
      errorDetail: expect.stringMatching(/^validation\./),
    });
    expect(byRef.get('V-EUR')).toMatchObject({
      status: 'rejected',
      errorCode: 'DIVIDEND_CURRENCY_MISMATCH',
    });
    for (const ref of ['V-UNKNOWN', 'V-LATE', 'V-FLOAT', 'V-EUR'])
      expect(await feedProposalsOf(ref)).toBe(0);

    // Not retried while the vendor publishes the same record.
    t.clock.advance(60_000);
    await race(4);
    const again = new Map((await feedRecords(reader, 'attention')).map((r) => [r.ref, r]));
    expect(again.get('V-LATE')?.checkedAt).toBe(byRef.get('V-LATE')?.checkedAt);

    // The vendor corrects the ex-date: checked again, and proposed.
    feed.publish('V-LATE', {
      kind: 'split',
      key: 'US:KO',
      splitTo: 2,
      splitFrom: 1,
      exDate: '2027-05-12',
    });
    await race(20);
    expect(await feedProposalsOf('V-LATE')).toBe(1);
    const all = await feedRecords(reader, 'all');
    expect(all.find((r) => r.ref === 'V-LATE')).toMatchObject({
      status: 'proposed',
      errorCode: null,
      proposalId: expect.any(Number),
    });
    expect((await feedRecords(reader, 'attention')).map((r) => r.ref)).not.toContain('V-LATE');
  });

  it('a record the vendor changes after it was proposed is an amendment for the admins and changes nothing', async () => {
    await at('2027-06-01T15:00:00Z');
    const terms = {
      kind: 'cash_dividend',
      key: 'US:PEP',
      amountPerShare: '0.3',
      withholdingRate: '0.15',
      exDate: '2027-06-10',
      payDate: '2027-06-20',
    };
    feed.publish('V-AMEND', terms);
    await race(10);
    const admin = await signInOperator(t, 'superadmin');
    const [proposed] = await proposalsOf(admin, 'V-AMEND');
    expect(proposed).toMatchObject({ status: 'open', after: { amountPerShare: '0.3' } });

    feed.publish('V-AMEND', { ...terms, amountPerShare: '0.5' });
    await race(20);
    expect(await feedProposalsOf('V-AMEND')).toBe(1);
    const [after] = await proposalsOf(admin, 'V-AMEND');
    expect(after).toMatchObject({
      id: proposed?.id,
      status: 'open',
      after: { amountPerShare: '0.3' },
      feed: { ref: 'V-AMEND', amended: true },
    });
    const reader = await signInOperator(t, 'support');
    const attention = await feedRecords(reader, 'attention');
    expect(attention.find((r) => r.ref === 'V-AMEND')).toMatchObject({
      status: 'proposed',
      proposalId: proposed?.id,
      amendedTerms: { ...terms, amountPerShare: '0.5' },
    });
    // An admin who approves it anyway announces what was proposed, marked as amended.
    await approve(admin, proposed?.id ?? 0);
    const listed = (await get(reader, 'admin/corporate-actions?status=announced&pageSize=100'))
      .items as { key: string; amountPerShare: string; feed: unknown }[];
    expect(listed.find((a) => a.key === 'US:PEP')).toMatchObject({
      amountPerShare: '0.3',
      feed: { source: 'test-vendor', ref: 'V-AMEND', amended: true },
    });
  });

  it('a copy configured with CORPORATE_ACTIONS_FEED proposes the records of its file', async () => {
    await at('2027-07-01T15:00:00Z');
    const folder = await mkdtemp(path.join(os.tmpdir(), 'corporate-feed-'));
    const file = path.join(folder, 'feed.json');
    await writeFile(
      file,
      JSON.stringify([
        {
          ref: 'F-1',
          kind: 'split',
          key: 'US:MSFT',
          splitTo: 2,
          splitFrom: 1,
          exDate: '2027-07-12',
        },
      ]),
    );
    const filed = await secondCopy(t, { MARKETS_ALWAYS_OPEN: '1', CORPORATE_ACTIONS_FEED: file });
    await Promise.all(Array.from({ length: 10 }, () => runCorporateActions(filed.deps)));
    const reader = await signInOperator(t, 'support');
    expect((await feedRecords(reader, 'all')).filter((r) => r.ref === 'F-1')).toMatchObject([
      { status: 'proposed', proposalId: expect.any(Number) },
    ]);
    const admin = await signInOperator(t, 'superadmin');
    const open = (await get(admin, 'admin/approvals?status=open&pageSize=100')).items as Proposal[];
    expect(open.filter((p) => p.feed?.source === 'file')).toMatchObject([
      { kind: 'corporate.split', feed: { ref: 'F-1' }, after: { key: 'US:MSFT', to: 2, from: 1 } },
    ]);

    const statusOn = async (server: FastifyInstance) => {
      const answer = await server.inject({
        method: 'GET',
        url: '/api/v1/admin/corporate-actions/feed',
        headers: as(reader),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data;
    };
    const read = await statusOn(filed);
    expect(read).toEqual({
      configured: true,
      source: 'file',
      lastRead: {
        at: t.clock.now.toISOString(),
        succeededAt: t.clock.now.toISOString(),
        records: 1,
        error: null,
      },
    });

    // A file the server cannot read fails the pass, after the actions due, and says why; the
    // console is told so, with the last read that succeeded.
    await writeFile(file, '{ not json');
    t.clock.now = new Date('2027-07-01T15:05:00Z');
    await expect(runCorporateActions(filed.deps)).rejects.toThrow(/not JSON/);
    expect(await statusOn(filed)).toEqual({
      configured: true,
      source: 'file',
      lastRead: {
        at: '2027-07-01T15:05:00.000Z',
        succeededAt: read.lastRead.succeededAt,
        records: 1,
        error: expect.stringMatching(/^corporate actions feed .*feed\.json: not JSON/),
      },
    });
    // A pass that began before the failed one but finished after it (another copy, slower)
    // does not hide it; the next pass's success does.
    const failed = await statusOn(filed);
    await writeFile(file, '[]');
    t.clock.now = new Date('2027-07-01T15:01:00Z');
    await runCorporateActions(filed.deps);
    expect(await statusOn(filed)).toEqual(failed);
    t.clock.now = new Date('2027-07-01T15:10:00Z');
    await runCorporateActions(filed.deps);
    expect((await statusOn(filed)).lastRead).toEqual({
      at: '2027-07-01T15:10:00.000Z',
      succeededAt: '2027-07-01T15:10:00.000Z',
      records: 0,
      error: null,
    });
    // A copy with no feed says none is configured.
    const bare = await secondCopy(t, { MARKETS_ALWAYS_OPEN: '1' });
    expect(await statusOn(bare)).toEqual({ configured: false, source: null, lastRead: null });
  });
});
