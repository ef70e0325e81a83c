import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { customers as customersTable } from '../src/db/schema/index.ts';
import { postEntry } from '../src/ledger/entries.ts';
import { insertCustomer } from '../src/modules/member/member.repository.ts';
import { hashSecret } from '../src/modules/security/passwords.ts';
import {
  createSession,
  findActiveSession,
  unlockTrading,
} from '../src/modules/security/sessions.ts';

export const PAY_PASSWORD = '123456';

export interface ScaleCustomer {
  id: number;
  email: string;
  token: string;
  /** The client address the test plays for this customer (X-Forwarded-For before HAProxy's). */
  address: string;
}

/**
 * Customers written as the bench writes them (bench-customers.ts): funded through a ledger
 * entry, signed in, trading unlocked, pay password PAY_PASSWORD, identity checked (IPOs ask for it). `password` gives them a real password hash, for the
 * lockout check; the others cannot sign in at all.
 */
export const scaleCustomers = async (
  db: Database,
  count: number,
  password?: string,
): Promise<ScaleCustomer[]> => {
  const run = randomBytes(3).toString('hex');
  const passwordHash = password ? await hashSecret(password) : 'not-a-login';
  const payPasswordHash = await hashSecret(PAY_PASSWORD);
  const customers: ScaleCustomer[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `scale-${run}-${i}@example.com`;
    const customer = await insertCustomer(db, {
      uid: String(60_000_000 + Math.floor(Math.random() * 30_000_000)),
      email,
      nickname: `scale${i}`,
      inviteCode: `SC${run}${i}`.toUpperCase(),
      passwordHash,
    });
    await db
      .update(customersTable)
      .set({ payPasswordHash, kycStatus: 'passed' })
      .where(eq(customersTable.id, customer.id));
    await db.transaction((tx) =>
      postEntry(tx, {
        type: 'deposit',
        customerId: customer.id,
        description: 'scale test funding',
        actor: 'system:scale-test',
        legs: [
          { account: { platform: 'bank', currency: 'USD' }, amount: '-1000000' },
          {
            account: { customerId: customer.id, kind: 'cash', currency: 'USD' },
            amount: '1000000',
          },
        ],
      }),
    );
    const now = new Date();
    const token = await createSession(
      db,
      customer.id,
      { ip: '127.0.0.1', userAgent: 'scale' },
      now,
    );
    const session = await findActiveSession(db, token, now);
    if (!session) throw new Error('the scale session vanished');
    await unlockTrading(db, session.id, now);
    customers.push({ id: customer.id, email, token, address: `10.${20 + (i >> 8)}.${i & 255}.1` });
  }
  return customers;
};
