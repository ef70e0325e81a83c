import type { Database } from '../src/db/client.ts';
import { postEntry } from '../src/ledger/entries.ts';
import { insertCustomer } from '../src/modules/member/member.repository.ts';
import {
  createSession,
  findActiveSession,
  unlockTrading,
} from '../src/modules/security/sessions.ts';

/**
 * Customers for a benchmark, each funded with a ledger entry and logged in, with
 * trading unlocked (the pay password was "entered" once, as a customer does).
 */
export const benchCustomers = async (db: Database, count: number): Promise<string[]> => {
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const customer = await insertCustomer(db, {
      uid: String(50_000_000 + i),
      email: `bench${i}@example.com`,
      nickname: `bench${i}`,
      inviteCode: `BENCH${i}`,
      passwordHash: 'not-a-login',
    });
    await db.transaction((tx) =>
      postEntry(tx, {
        type: 'deposit',
        customerId: customer.id,
        description: 'bench funding',
        actor: 'system:bench',
        legs: [
          { account: { platform: 'bank', currency: 'USD' }, amount: '-100000000' },
          {
            account: { customerId: customer.id, kind: 'cash', currency: 'USD' },
            amount: '100000000',
          },
        ],
      }),
    );
    const token = await createSession(
      db,
      customer.id,
      { ip: '127.0.0.1', userAgent: 'bench' },
      new Date(),
    );
    const session = await findActiveSession(db, token, new Date());
    if (!session) throw new Error('the bench session vanished');
    await unlockTrading(db, session.id, new Date());
    tokens.push(token);
  }
  return tokens;
};
