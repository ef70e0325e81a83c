import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { customers, kycSubmissions } from '../db/schema/index.ts';
import { postEntry } from '../ledger/entries.ts';
import { claimKey, keepAnswer } from '../lib/idempotency/idempotency.ts';
import { requestHash } from '../lib/idempotency/request-hash.ts';
import { findCustomerByEmail, insertCustomer } from '../modules/member/member.repository.ts';
import { seedDemoQuantFunds } from './quant.seed.ts';
import { seedDemoIpos } from './ipo.seed.ts';
import { hashSecret } from '../modules/security/passwords.ts';

/** Published demo credentials (README): the demo customer of a local install. */
export const DEMO_CUSTOMER = {
  email: 'demo@example.com',
  password: 'demo1234',
  payPassword: '123456',
  uid: '88888888',
} as const;

const DEMO_FUNDING = [
  { currency: 'USD', amount: '100000' },
  { currency: 'EUR', amount: '20000' },
];

/**
 * The demo customer is verified, so that every flow the README shows (withdrawals too) can
 * be walked: a passed identity submission, marked as the seed's, not an operator's review.
 */
const verifyDemoIdentity = async (db: Database, customerId: number): Promise<void> => {
  await db.transaction(async (tx) => {
    // Counted in the statement that checks: a second start (or a second copy) changes nothing.
    const changed = await tx
      .update(customers)
      .set({ kycStatus: 'passed' })
      .where(and(eq(customers.id, customerId), eq(customers.kycStatus, 'none')))
      .returning({ id: customers.id });
    if (changed.length === 0) return;
    await tx.insert(kycSubmissions).values({
      customerId,
      kind: 'idcard',
      firstName: 'Demo',
      lastName: 'Customer',
      idNumber: `DEMO-${DEMO_CUSTOMER.uid}`,
      status: 'passed',
      reviewedBy: 'system:demo-seed',
      reviewedAt: new Date(),
    });
  });
};

/**
 * Creates the demo customer once, verified, and funds it the way real money arrives: a
 * deposit entry from the platform's bank account, so the ledger stays balanced.
 */
export const seedDemoData = async (db: Database): Promise<void> => {
  const existing = await findCustomerByEmail(db, DEMO_CUSTOMER.email);
  const customer =
    existing ??
    (await insertCustomer(db, {
      uid: DEMO_CUSTOMER.uid,
      email: DEMO_CUSTOMER.email,
      nickname: 'Demo',
      inviteCode: 'DEMO01',
      passwordHash: await hashSecret(DEMO_CUSTOMER.password),
      payPasswordHash: await hashSecret(DEMO_CUSTOMER.payPassword),
    }));
  await verifyDemoIdentity(db, customer.id);
  for (const { currency, amount } of DEMO_FUNDING) {
    const scope = 'seed.demo-funding';
    const claim = {
      customerId: customer.id,
      key: `demo-funding:${currency}`,
      scope,
      requestHash: requestHash(scope, { currency, amount }),
    } as const;
    await db.transaction(async (tx) => {
      // Funded once per currency, however often the server starts: a taken key means done.
      if (await claimKey(tx, claim)) return;
      const entry = await postEntry(tx, {
        type: 'deposit',
        customerId: customer.id,
        description: 'Demo funding',
        actor: 'system:demo-seed',
        reference: `DEMO-${currency}`,
        legs: [
          { account: { platform: 'bank', currency }, amount: `-${amount}` },
          { account: { customerId: customer.id, kind: 'cash', currency }, amount },
        ],
      });
      await keepAnswer(tx, claim, { entryId: entry.id });
    });
  }
  await seedDemoQuantFunds(db);
  await seedDemoIpos(db);
};
