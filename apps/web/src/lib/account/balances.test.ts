import type { FundsOverview } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import { cashBalancesOf } from './balances';

const account = (currency: string, available: string, held: string) => ({
  currency,
  available,
  held,
  positionsValue: '999.9',
  todayProfit: '-0.4',
  total: '0',
  rateToDisplay: '1',
});

describe("the practice account's cash", () => {
  it('is each currency account holding money in its funds overview, without the positions', () => {
    const funds: FundsOverview = {
      displayCurrency: 'USD',
      valuedInstruments: ['US:AAPL'],
      accounts: [
        account('USD', '98998.69', '999.9'),
        account('EUR', '0', '0'),
        account('HKD', '0', '12.5'),
      ],
      total: { available: '0', held: '0', positionsValue: '0', todayProfit: '0', total: '0' },
    };
    expect(cashBalancesOf(funds)).toEqual([
      { currency: 'USD', available: '98998.69', held: '999.9', total: '99998.59' },
      { currency: 'HKD', available: '0', held: '12.5', total: '12.5' },
    ]);
  });
});
