import { isValidErc20Address, isValidTrc20Address } from '@brokerage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../../ledger/invariants.ts';
import { as, balances } from '../../../../test/support/funding.ts';
import { currentVersion } from '../../../../test/support/review-version.ts';
import {
  createTestApp,
  signInOperator,
  signUpCustomer,
  type TestApp,
} from '../../../../test/test-app.ts';
import { runChainWatcher } from './chain-watcher.service.ts';
import { evmProvider } from './evm-provider.ts';
import { startFakeChainNode } from './fake-chain-node.ts';
import { tronProvider } from './tron-provider.ts';

const USDT_ERC20 = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const USDT_TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const OTHER_TOKEN = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
const SHARED_ERC20 = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const SENDER = '0x00000000000000000000000000000000000000aa';

let t: TestApp;
const usdt = async (_t: TestApp, token: string) =>
  (await balances(t, token)).find((b) => b.currency === 'USDT');
let node: Awaited<ReturnType<typeof startFakeChainNode>>;
let reviewer: string;
let hashes = 0;
/** A fresh transaction hash, 64 lower-case hex digits without 0x. */
const newHash = () => {
  hashes += 1;
  return `${hashes.toString(16)}`.padStart(64, 'c');
};

beforeAll(async () => {
  t = await createTestApp();
  node = await startFakeChainNode();
  reviewer = await signInOperator(t, 'reviewer');
});
afterAll(() => node.close());

const providers = () => [
  evmProvider({ rpcUrl: node.rpcUrl }),
  tronProvider({ apiUrl: node.tronUrl, now: () => t.clock.now }),
];
const watch = () =>
  runChainWatcher(t.app.deps, providers(), (network, error) => {
    throw new Error(`${network}: ${String(error)}`);
  });

const instructions = async (token: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/v1/deposit/instructions', headers: as(token) })
  ).json().data as { crypto: { network: string; address: string }[] };

const addressOf = async (token: string, network: 'ERC20' | 'TRC20') => {
  const found = (await instructions(token)).crypto.find((c) => c.network === network);
  if (!found) throw new Error(`no ${network} address`);
  return found.address;
};

const declare = (token: string, money: string, txHash?: string, network = 'ERC20') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/deposit',
    headers: as(token),
    payload: { type: 'crypto', network, money, ...(txHash ? { txHash } : {}) },
  });

const records = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/deposit/records', headers: as(token) })).json()
    .data.items as { status: number; auditMoney: string | null; txHash: string | null }[];

/** A USDT transfer in block `block` (millionths of USDT) to `to`. */
const sendUsdt = (to: string, rawAmount: bigint, txHash: string, block: number, logIndex = 0) =>
  node.state.logs.push({
    token: USDT_ERC20,
    from: SENDER,
    to,
    rawAmount,
    txHash,
    logIndex,
    blockNumber: block,
  });

/** Moves the fake chain on so that block `block` has `confirmations`, then runs the watcher. */
const confirm = async (block: number, confirmations: number) => {
  node.state.head = Math.max(node.state.head, block + confirmations - 1);
  await watch();
};

const count = async (sql: string, params: unknown[]) =>
  (await t.database.pool.query<{ n: number }>(sql, params)).rows[0]?.n;

describe('each customer has their own deposit addresses', () => {
  it('derives valid ERC-20 and TRC-20 addresses, different for two customers', async () => {
    const a = await signUpCustomer(t);
    const b = await signUpCustomer(t);
    const [ea, ta] = [await addressOf(a.token, 'ERC20'), await addressOf(a.token, 'TRC20')];
    const [eb, tb] = [await addressOf(b.token, 'ERC20'), await addressOf(b.token, 'TRC20')];
    expect(isValidErc20Address(ea)).toBe(true);
    expect(ea).not.toBe(ea.toLowerCase()); // EIP-55 mixed case
    expect(isValidTrc20Address(ta)).toBe(true);
    expect(new Set([ea, eb, SHARED_ERC20]).size).toBe(3);
    expect(ta).not.toBe(tb);
    expect(await addressOf(a.token, 'ERC20')).toBe(ea);
  });

  it('100 parallel first asks of one customer allocate one address per network', async () => {
    const c = await signUpCustomer(t);
    const answers = await Promise.all(Array.from({ length: 100 }, () => instructions(c.token)));
    const erc = new Set(answers.map((a) => a.crypto.find((x) => x.network === 'ERC20')?.address));
    expect(erc.size).toBe(1);
    expect(
      await count('SELECT count(*)::int AS n FROM deposit_addresses WHERE customer_id = $1', [
        c.customerId,
      ]),
    ).toBe(2);
  });
});

describe('the chain watcher credits what reached the customer’s own address', () => {
  it('credits after 3 confirmations and not before, with one entry, record and message', async () => {
    const a = await signUpCustomer(t);
    const address = await addressOf(a.token, 'ERC20');
    const hash = newHash();
    const block = node.state.head + 10;
    sendUsdt(address, 250_500000n, `0x${hash}`, block);
    await confirm(block, 1);
    await confirm(block, 2);
    expect(await usdt(t, a.token)).toBeUndefined();
    expect(await records(a.token)).toEqual([]);
    await confirm(block, 3);
    expect((await usdt(t, a.token))?.available).toBe('250.50000000');
    const [record] = await records(a.token);
    expect(record).toMatchObject({ status: 1, auditMoney: '250.50000000', txHash: hash });
    expect(
      await count(
        "SELECT count(*)::int AS n FROM journal_entries WHERE type = 'deposit' AND customer_id = $1",
        [a.customerId],
      ),
    ).toBe(1);
    const inbox = (
      await t.app.inject({ method: 'GET', url: '/api/v1/inbox', headers: as(a.token) })
    ).json().data.items;
    expect(inbox[0]).toMatchObject({ title: 'Deposit credited' });
    expect(
      await count(
        `SELECT count(*)::int AS n FROM audit_log l JOIN deposits d ON l.subject_id = d.id::text
          WHERE l.action = 'deposit.chain' AND d.customer_id = $1`,
        [a.customerId],
      ),
    ).toBe(1);
  });

  it('the same transfer seen twice, rescanned, and declared with or without 0x credits once', async () => {
    const a = await signUpCustomer(t);
    const address = await addressOf(a.token, 'ERC20');
    const hash = newHash();
    // The customer types the hash bare and in capitals; the node answers it with 0x.
    expect((await declare(a.token, '40', hash.toUpperCase())).json().data.status).toBe(0);
    const again = await declare(a.token, '40', `0x${hash}`);
    expect(again.json().code).toBe('DEPOSIT_TX_DUPLICATE');
    const block = node.state.head + 5;
    sendUsdt(address, 40_000000n, `0x${hash.toUpperCase()}`, block);
    node.state.duplicate = true;
    try {
      await confirm(block, 3);
      // A restart that lost its cursor reads the same blocks again.
      await t.database.pool.query("UPDATE chain_cursors SET cursor = NULL WHERE network = 'ERC20'");
      await confirm(block, 4);
    } finally {
      node.state.duplicate = false;
    }
    expect((await usdt(t, a.token))?.available).toBe('40.00000000');
    const list = await records(a.token);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: 1, txHash: hash });
    expect(
      await count('SELECT count(*)::int AS n FROM chain_transfers WHERE tx_hash = $1', [hash]),
    ).toBe(1);
    expect((await declare(a.token, '40', hash)).json().code).toBe('DEPOSIT_TX_DUPLICATE');
  });

  it('100 parallel watcher passes credit a transfer once', async () => {
    const a = await signUpCustomer(t);
    const address = await addressOf(a.token, 'ERC20');
    const block = node.state.head + 5;
    sendUsdt(address, 77_000001n, `0x${newHash()}`, block);
    node.state.head = block + 2;
    await t.database.pool.query("UPDATE chain_cursors SET cursor = NULL WHERE network = 'ERC20'");
    await Promise.all(Array.from({ length: 100 }, () => watch()));
    expect((await usdt(t, a.token))?.available).toBe('77.00000100');
    expect(await records(a.token)).toHaveLength(1);
  });

  it('a transfer to A’s address is A’s, even if B declared its hash first', async () => {
    const a = await signUpCustomer(t);
    const b = await signUpCustomer(t);
    const address = await addressOf(a.token, 'ERC20');
    const hash = newHash();
    expect((await declare(b.token, '500', hash)).json().data.status).toBe(0);
    // The victim's own declaration is not refused as a duplicate any more.
    expect((await declare(a.token, '100', `0x${hash}`)).json().data.status).toBe(0);
    const block = node.state.head + 5;
    sendUsdt(address, 100_000000n, `0x${hash}`, block);
    await confirm(block, 3);
    expect((await usdt(t, a.token))?.available).toBe('100.00000000');
    expect(await usdt(t, b.token)).toBeUndefined();
    expect((await records(b.token))[0]).toMatchObject({ status: 0, auditMoney: null });
    expect((await records(a.token))[0]).toMatchObject({ status: 1 });
  });

  it('credits the amount that arrived on chain, not the amount typed', async () => {
    const a = await signUpCustomer(t);
    const address = await addressOf(a.token, 'ERC20');
    const hash = newHash();
    await declare(a.token, '1000', hash);
    const block = node.state.head + 5;
    sendUsdt(address, 250_500000n, `0x${hash}`, block);
    await confirm(block, 3);
    expect((await usdt(t, a.token))?.available).toBe('250.50000000');
    const list = await records(a.token);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: 2, auditMoney: '250.50000000' });
  });

  it('a declaration without a hash is completed by the next transfer to the customer’s address', async () => {
    const a = await signUpCustomer(t);
    const address = await addressOf(a.token, 'ERC20');
    expect((await declare(a.token, '60')).json().data.status).toBe(0);
    const hash = newHash();
    const block = node.state.head + 5;
    sendUsdt(address, 60_000000n, `0x${hash}`, block);
    await confirm(block, 3);
    const list = await records(a.token);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: 1, txHash: hash });
  });

  it('credits a TRC-20 transfer read from a TronGrid-style API once it is solid', async () => {
    const a = await signUpCustomer(t);
    const address = await addressOf(a.token, 'TRC20');
    const transfer = {
      txId: newHash(),
      token: USDT_TRC20,
      from: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
      to: address,
      value: '12345678',
      timestamp: t.clock.now.getTime() - 60_000,
      confirmed: false,
    };
    node.state.tron.push(transfer);
    await watch();
    expect(await usdt(t, a.token)).toBeUndefined();
    transfer.confirmed = true;
    await watch();
    await watch();
    expect((await usdt(t, a.token))?.available).toBe('12.34567800');
  });
});

describe('a TRC-20 transfer is the chain’s (transaction, event index), never a place in a listing', () => {
  const TRON_SENDER = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
  const OTHER_TRC20 = 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8';
  /** A solid Transfer event of `token` to `to` in transaction `txId`. */
  const tronEvent = (
    to: string,
    value: string,
    txId: string,
    eventIndex: number,
    token = USDT_TRC20,
  ) => ({
    txId,
    token,
    from: TRON_SENDER,
    to,
    value,
    timestamp: t.clock.now.getTime() - 60_000,
    confirmed: true,
    eventIndex,
  });
  const creditedRows = (txId: string) =>
    count(
      "SELECT count(*)::int AS n FROM chain_transfers WHERE tx_hash = $1 AND status = 'credited'",
      [txId],
    );

  it('a listing [USDT 25 (T)] and then [other token (T), USDT 25 (T)] credits 25 once', async () => {
    const a = await signUpCustomer(t);
    const address = await addressOf(a.token, 'TRC20');
    const txId = newHash();
    node.state.tron.push(tronEvent(address, '25000000', txId, 1));
    // The other token's event is in the transaction from the start; the listing only
    // shows it on the second read, and then ahead of the USDT transfer.
    const other = { ...tronEvent(address, '5000000', txId, 0, OTHER_TRC20), listed: false };
    node.state.tron.unshift(other);
    await watch();
    other.listed = true;
    await watch();
    expect((await usdt(t, a.token))?.available).toBe('25.00000000');
    expect(await records(a.token)).toHaveLength(1);
    expect(await creditedRows(txId)).toBe(1);
    expect(
      await count(
        "SELECT count(*)::int AS n FROM chain_transfers WHERE tx_hash = $1 AND status = 'unmatched'",
        [txId],
      ),
    ).toBe(1);
  });

  it('the same item listed twice credits once', async () => {
    const a = await signUpCustomer(t);
    const address = await addressOf(a.token, 'TRC20');
    const txId = newHash();
    node.state.tron.push(tronEvent(address, '31000000', txId, 0));
    node.state.tronListTwice = true;
    try {
      await watch();
      await watch();
    } finally {
      node.state.tronListTwice = false;
    }
    expect((await usdt(t, a.token))?.available).toBe('31.00000000');
    expect(await records(a.token)).toHaveLength(1);
  });

  it('two genuine USDT transfers in one transaction credit both', async () => {
    const a = await signUpCustomer(t);
    const address = await addressOf(a.token, 'TRC20');
    const txId = newHash();
    node.state.tron.push(tronEvent(address, '10000000', txId, 2));
    node.state.tron.push(tronEvent(address, '15000000', txId, 5));
    await watch();
    await watch();
    expect((await usdt(t, a.token))?.available).toBe('25.00000000');
    expect(await records(a.token)).toHaveLength(2);
    const indexes = await t.database.pool.query<{ log_index: number }>(
      'SELECT log_index FROM chain_transfers WHERE tx_hash = $1 ORDER BY log_index',
      [txId],
    );
    expect(indexes.rows.map((r) => r.log_index)).toEqual([2, 5]);
  });
});

describe('unmatched transfers', () => {
  it('another token, or the old shared address, is stored unmatched; operators refuse or return it, never credit', async () => {
    const a = await signUpCustomer(t);
    const address = await addressOf(a.token, 'ERC20');
    const block = node.state.head + 5;
    const spam = newHash();
    const shared = newHash();
    node.state.logs.push({
      token: OTHER_TOKEN,
      from: SENDER,
      to: address,
      rawAmount: 10n ** 24n,
      txHash: `0x${spam}`,
      logIndex: 1,
      blockNumber: block,
    });
    sendUsdt(SHARED_ERC20, 5_000000n, `0x${shared}`, block, 2);
    await confirm(block, 3);
    expect(await usdt(t, a.token)).toBeUndefined();
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/chain/unmatched?pageSize=100',
      headers: as(reviewer),
    });
    const items = list.json().data.items as { id: number; txHash: string; amount: string | null }[];
    const spamRow = items.find((i) => i.txHash === spam);
    const sharedRow = items.find((i) => i.txHash === shared);
    expect(spamRow).toMatchObject({ amount: null });
    expect(sharedRow).toMatchObject({ amount: '5.00000000' });
    if (!spamRow || !sharedRow) return;
    const decide = async (id: number, what: string, token = reviewer) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/chain/unmatched/${id}/${what}`,
        headers: as(token),
        payload: { comment: 'not ours', version: await currentVersion(t, 'chain_transfers', id) },
      });
    expect((await decide(spamRow.id, 'refuse', a.token)).statusCode).toBe(401);
    expect((await decide(spamRow.id, 'refuse')).json().data.status).toBe('refused');
    expect((await decide(spamRow.id, 'return')).json().code).toBe('ALREADY_REVIEWED');
    expect((await decide(sharedRow.id, 'return')).json().data.status).toBe('return');
    expect(
      await count(
        "SELECT count(*)::int AS n FROM audit_log WHERE subject_type = 'chain_transfer' AND subject_id IN ($1, $2)",
        [String(spamRow.id), String(sharedRow.id)],
      ),
    ).toBe(2);
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/chain/report',
      headers: as(reviewer),
      payload: {},
    });
    expect(removed.statusCode).toBe(404);
  });

  it('100 parallel decisions on one unmatched transfer: exactly one is taken, with one audit row', async () => {
    const block = node.state.head + 5;
    const hash = newHash();
    sendUsdt(SHARED_ERC20, 7_000000n, `0x${hash}`, block, 1);
    await confirm(block, 3);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/chain/unmatched?pageSize=100',
      headers: as(reviewer),
    });
    const row = (list.json().data.items as { id: number; txHash: string; version: number }[]).find(
      (i) => i.txHash === hash,
    );
    if (!row) throw new Error('the transfer to the shared address was not listed');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/admin/chain/unmatched/${row.id}/${i % 2 ? 'refuse' : 'return'}`,
          headers: as(reviewer),
          payload: { comment: 'not ours', version: row.version },
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.json().code === 'ALREADY_REVIEWED')).toHaveLength(99);
    expect(
      await count(
        "SELECT count(*)::int AS n FROM audit_log WHERE subject_type = 'chain_transfer' AND subject_id = $1",
        [String(row.id)],
      ),
    ).toBe(1);
  });

  it('the ledger balances after all of it', async () => {
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
