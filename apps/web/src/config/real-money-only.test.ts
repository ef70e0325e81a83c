import { describe, expect, it } from 'vitest';
import { isRealMoneyOnly, ROUTES } from './paths';

describe('screens of real money only', () => {
  it('are the deposit, withdrawal, card, loan and money-history screens, and no other', () => {
    const closed = ROUTES.map((route) => route.path).filter(isRealMoneyOnly);
    expect(closed.length).toBeGreaterThan(10);
    for (const path of closed)
      expect(path).toMatch(/^\/pages\/(deposit|withdraw|card|borrow|history)\//);
    for (const open of ['/pages/main/trade/index', '/pages/fund/index', '/pages/profile/practice'])
      expect(isRealMoneyOnly(open)).toBe(false);
  });
});
