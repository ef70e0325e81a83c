import { randomBytes } from 'node:crypto';
import { LANGUAGE_KEYS } from '@brokerage/shared';
import type pg from 'pg';
import type { Database } from '../src/db/client.ts';
import { operators } from '../src/db/schema/index.ts';
import { createOperatorSession } from '../src/modules/operator/operator-sessions.ts';
import { newTotpSecret } from '../src/modules/security/totp.ts';
import { hashSecret } from '../src/modules/security/passwords.ts';
import { PAY_PASSWORD, type ScaleCustomer } from './scale-fixtures.ts';
import { call, callWithRetry } from './scale-http.ts';

const NAMES = Object.fromEntries(LANGUAGE_KEYS.map((language) => [language, 'Scale Robotics']));

/** A superadmin's session with its second factor done, written as a sign-in writes it. */
const operatorToken = async (db: Database): Promise<string> => {
  const [operator] = await db
    .insert(operators)
    .values({
      username: `scale-${randomBytes(3).toString('hex')}`,
      role: 'superadmin',
      passwordHash: await hashSecret(randomBytes(12).toString('hex')),
      // Operators must be enrolled in TOTP; the session below is one that passed it.
      totpSecret: newTotpSecret(),
      totpEnabledAt: new Date(),
    })
    .returning({ id: operators.id });
  if (!operator) throw new Error('operator insert returned nothing');
  const session = await createOperatorSession(
    db,
    operator.id,
    { ip: '127.0.0.1', userAgent: 'scale' },
    new Date(),
    { secondFactor: true },
  );
  return session.token;
};

export interface ScaleIpo {
  id: number;
  subscribed: number;
}

/**
 * An offering open now whose allotment and listing fall inside the run (while copy a is
 * killed and restarted), so that the allotment and listing jobs of all three copies race for
 * it; every customer subscribes through a different copy.
 */
export const openIpo = async (
  db: Database,
  base: string,
  customers: readonly ScaleCustomer[],
  copies: readonly string[],
  { allotInMs, listInMs }: { allotInMs: number; listInMs: number },
): Promise<ScaleIpo> => {
  const now = Date.now();
  const token = await operatorToken(db);
  const created = await call(base, 'POST', '/admin/ipo', {
    token,
    address: '10.96.0.1',
    body: {
      market: 'US',
      symbol: `S${randomBytes(3).toString('hex').toUpperCase()}`,
      names: NAMES,
      issuePrice: '10',
      lotSize: 100,
      sharesIssued: String(100 * Math.max(1, Math.floor(customers.length / 2))),
      maxPerCustomer: '1000',
      allotmentRule: 'pro_rata_lottery',
      subscriptionStartsAt: new Date(now - 60_000).toISOString(),
      subscriptionEndsAt: new Date(now + allotInMs - 1_000).toISOString(),
      allotmentAt: new Date(now + allotInMs).toISOString(),
      listingAt: new Date(now + listInMs).toISOString(),
    },
  });
  const id = (created.data as { id?: number } | undefined)?.id;
  if (created.status !== 200 || id === undefined)
    throw new Error(`IPO not created: ${created.status} ${JSON.stringify(created.message)}`);
  const answers = await Promise.all(
    customers.map((customer, i) =>
      callWithRetry(base, 'POST', `/ipo/${id}/subscribe`, {
        token: customer.token,
        address: customer.address,
        copy: copies[i % copies.length],
        idempotencyKey: `ipo-subscribe-${id}-${customer.id}`,
        body: { quantity: '200', payPassword: PAY_PASSWORD },
      }),
    ),
  );
  const refused = answers.filter((a) => a.status !== 200);
  for (const a of refused.slice(0, 3))
    console.log(`[scale] IPO subscription refused: ${a.status} ${JSON.stringify(a.message)}`);
  return { id, subscribed: answers.length - refused.length };
};

/** The offering's subscriptions decided and its allotted ones filled at listing, as counts. */
export const ipoOutcome = async (pool: pg.Pool, id: number) => {
  const { rows } = await pool.query<{
    status: string;
    subscriptions: string;
    decided: string;
    allotted: string;
    filled: string;
    draws: string;
  }>(
    `SELECT
       (SELECT status FROM ipo_offerings WHERE id = $1) AS status,
       (SELECT count(*) FROM ipo_subscriptions WHERE offering_id = $1) AS subscriptions,
       (SELECT count(*) FROM ipo_subscriptions WHERE offering_id = $1
          AND status IN ('allotted', 'partly_allotted')) AS allotted,
       (SELECT count(*) FROM ipo_subscriptions WHERE offering_id = $1 AND status <> 'waiting') AS decided,
       (SELECT count(*) FROM ipo_subscriptions s JOIN fills f ON f.order_id = s.order_id
         WHERE s.offering_id = $1) AS filled,
       (SELECT count(*) FROM ipo_allotment_draws WHERE offering_id = $1) AS draws`,
    [id],
  );
  const row = rows[0];
  return {
    status: row?.status ?? '',
    subscriptions: Number(row?.subscriptions ?? 0),
    allotted: Number(row?.allotted ?? 0),
    decided: Number(row?.decided ?? 0),
    filled: Number(row?.filled ?? 0),
    draws: Number(row?.draws ?? 0),
  };
};
