import { expect } from 'vitest';
import { ClosingBoard } from './closing-board.ts';
import { as } from './funding.ts';
import { FUND } from './quant.ts';
import { createTestApp, signInOperator, type TestApp } from '../test-app.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const NAMES = {
  en: 'Freeze Test',
  de: 'Sperrtest',
  it: 'Test di blocco',
  fr: 'Test de gel',
  es: 'Prueba de bloqueo',
  jp: '凍結テスト',
  'zh-Hans': '冻结测试',
};

/**
 * An app on 2026-03-02 with markets open and something of every kind to buy: US:AAPL at 100
 * and US:KO at 50 with four closes, an IPO (FRZT, 10 a share, lots of 100) in subscription, a
 * quant fund (quant.ts) and a block deal of US:KO (minimum 10,000 shares). The generated
 * money-path suites (purchase freeze, practice book) try every purchase route against it.
 */
export const appWithEveryPurchase = async () => {
  let clock = () => new Date('2026-03-02T10:00:00Z');
  const board = new ClosingBoard(() => clock(), { alwaysOpen: true });
  const t: TestApp = await createTestApp({ MARKETS_ALWAYS_OPEN: '1' }, { marketData: board });
  clock = () => t.clock.now;
  for (const day of ['2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01']) {
    board.close('US:AAPL', day, '100');
    board.close('US:KO', day, '50');
  }
  board.set('US:AAPL', '100', { bid: '99.99', ask: '100.01' });
  board.set('US:KO', '50', { bid: '49.99', ask: '50.01' });
  const superadmin = await signInOperator(t, 'superadmin');
  const reviewer = await signInOperator(t, 'reviewer');
  const now = t.clock.now.getTime();
  const created = await Promise.all([
    t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/ipo',
      headers: as(superadmin),
      payload: {
        market: 'US',
        symbol: 'FRZT',
        names: NAMES,
        issuePrice: '10',
        lotSize: 100,
        sharesIssued: '100000',
        maxPerCustomer: '1000',
        allotmentRule: 'pro_rata_lottery',
        subscriptionStartsAt: new Date(now - HOUR).toISOString(),
        subscriptionEndsAt: new Date(now + 3 * DAY).toISOString(),
        allotmentAt: new Date(now + 4 * DAY).toISOString(),
        listingAt: new Date(now + 5 * DAY).toISOString(),
      },
    }),
    t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/quant-funds',
      headers: as(superadmin),
      payload: FUND,
    }),
    t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/block-deals',
      headers: as(superadmin),
      payload: {
        key: 'US:KO',
        premiumPercent: '-2',
        minQuantity: '10000',
        availableQuantity: '1000000',
        opensAt: '2026-03-01T00:00:00Z',
        closesAt: '2026-03-10T00:00:00Z',
      },
    }),
  ]);
  const [ipoId, fundId, dealId] = created.map((response) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id as number;
  });
  return { t, superadmin, reviewer, ipoId: ipoId ?? 0, fundId: fundId ?? 0, dealId: dealId ?? 0 };
};
