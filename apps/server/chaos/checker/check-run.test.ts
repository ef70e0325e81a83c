import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postEntry } from '../../src/ledger/entries.ts';
import { insertCustomer } from '../../src/modules/member/member.repository.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { harnessPool } from '../fixtures.ts';
import type { LoggedRequest } from '../request-log.ts';
import { checkRun } from './check-run.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: ReturnType<typeof harnessPool>;
let customerId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  owner = harnessPool(database.url);
  customerId = (
    await insertCustomer(database.db, {
      uid: '70000001',
      email: 'chaos-checker@example.com',
      nickname: 'chaos-checker',
      inviteCode: 'CHAOS1',
      passwordHash: 'not-a-login',
    })
  ).id;
});

afterAll(async () => {
  await owner.end();
  await database.close();
});

/** A worker's log line: a transfer answered as `status` with `answer`. */
const transferRecord = (
  seq: number,
  key: string,
  status: number,
  answer: unknown,
): LoggedRequest => ({
  worker: 1,
  seq,
  op: 'transfer',
  customerId,
  method: 'POST',
  path: 'transfer',
  key,
  body: { from: 'USD', to: 'EUR', amount: '10' },
  attempts: [
    { status: null, error: 'fetch failed' },
    { status, error: null },
  ],
  status,
  answer,
});

const rulesOf = async (records: LoggedRequest[]) =>
  (await checkRun(owner, records)).map((violation) => violation.rule);

describe('the chaos checker', () => {
  it('finds nothing in a consistent run: a funded customer, a refused transfer that stored no key', async () => {
    await database.db.transaction((tx) =>
      postEntry(tx, {
        type: 'deposit',
        customerId,
        description: 'checker funding',
        actor: 'system:test',
        legs: [
          { account: { platform: 'bank', currency: 'USD' }, amount: '-100' },
          { account: { customerId, kind: 'cash', currency: 'USD' }, amount: '100' },
        ],
      }),
    );
    const refused = transferRecord(1, 'chaos-key-refused', 409, { code: 'INSUFFICIENT_FUNDS' });
    expect(await checkRun(owner, [refused])).toEqual([]);
  });

  it('reports a 2xx transfer whose key and entry the database does not have', async () => {
    const answered = transferRecord(2, 'chaos-key-lost', 200, { data: { entryId: 987654 } });
    expect(await rulesOf([answered])).toEqual([
      'a 2xx keyed request is stored under its key',
      'every 2xx answer is fully present',
    ]);
  });

  it('reports a refused request whose key moved money, and the count of keys against entries', async () => {
    await owner.query(
      `INSERT INTO idempotency_keys (customer_id, key, scope, request_hash, response)
       VALUES ($1, 'chaos-key-twice', 'transfer', 'x', '{"entryId": 1}')`,
      [customerId],
    );
    const refused = transferRecord(3, 'chaos-key-twice', 409, { code: 'INSUFFICIENT_FUNDS' });
    expect(await rulesOf([refused])).toEqual([
      'a refused request moved nothing',
      'a key moved money once',
    ]);
    await owner.query(`DELETE FROM idempotency_keys WHERE key = 'chaos-key-twice'`);
  });

  it('reports a customer event a crash left unannounced', async () => {
    await owner.query(
      `INSERT INTO customer_events (customer_id, type, payload) VALUES ($1, 'deposit.audited', '{"id": 1}')`,
      [customerId],
    );
    const violations = await checkRun(owner, []);
    expect(violations).toHaveLength(1);
    expect(violations[0]?.rule).toBe('every customer event was announced');
    expect(violations[0]?.detail).toContain(`deposit.audited of customer ${customerId}`);
  });
});
