import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ipoSubscriptions } from '../../src/db/schema/index.ts';
import { customerBalances } from '../../src/ledger/accounts.ts';
import { runDueAllotments } from '../../src/modules/ipo/ipo-allotment.ts';
import { signInOperator, type TestApp } from '../test-app.ts';
import { as } from './funding.ts';

export const HOUR = 3_600_000;

export const IPO_NAMES = {
  en: 'Nimbus Robotics',
  de: 'Nimbus Robotik',
  it: 'Nimbus Robotica',
  fr: 'Nimbus Robotique',
  es: 'Nimbus Robótica',
  jp: 'ニンバス・ロボティクス',
  'zh-Hans': '宁巴斯机器人',
};

export const ipoSymbol = () => `N${randomBytes(3).toString('hex').toUpperCase()}`;

/** The IPO scenarios' steps, on the test app (created in beforeAll, hence read when used). */
export const ipoSteps = (app: () => TestApp) => ({
  /** An offering open now (for an hour), allotted an hour later, listed the hour after. */
  listIpo: async (terms: Record<string, unknown> = {}) => {
    const t = app();
    const now = t.clock.now.getTime();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/ipo',
      // Operator sessions expire on the test clock, which these tests move by hours: a fresh one.
      headers: as(await signInOperator(t, 'superadmin')),
      payload: {
        market: 'US',
        symbol: ipoSymbol(),
        names: IPO_NAMES,
        issuePrice: '10',
        lotSize: 100,
        sharesIssued: '1000',
        maxPerCustomer: '1000',
        allotmentRule: 'pro_rata_lottery',
        subscriptionStartsAt: new Date(now - HOUR).toISOString(),
        subscriptionEndsAt: new Date(now + HOUR).toISOString(),
        allotmentAt: new Date(now + 2 * HOUR).toISOString(),
        listingAt: new Date(now + 3 * HOUR).toISOString(),
        ...terms,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: number; key: string; seedHash: string; seed: null };
  },

  subscribe: (token: string, id: number, quantity: string, headers = {}, language = 'en') =>
    app().app.inject({
      method: 'POST',
      url: `/api/v1/ipo/${id}/subscribe`,
      headers: { ...as(token), 'accept-language': language, ...headers },
      payload: { quantity, payPassword: '123456' },
    }),

  usd: async (customerId: number) =>
    (await customerBalances(app().database.db, customerId)).find((b) => b.currency === 'USD'),

  subscriptionsOf: (offeringId: number) =>
    app()
      .database.db.select()
      .from(ipoSubscriptions)
      .where(eq(ipoSubscriptions.offeringId, offeringId))
      .orderBy(ipoSubscriptions.id),

  /** Moves the clock past the allotment date and runs the job, as the server's timer would. */
  allotNow: async () => {
    app().clock.advance(2 * HOUR + 1000);
    return runDueAllotments(app().app.deps);
  },
});
