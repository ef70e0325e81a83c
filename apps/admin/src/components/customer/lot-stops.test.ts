import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { CustomerDetailView } from '../customer-identity';
import { lotStopsText } from './lot-stops';

const t = ((key: string, values: Record<string, string>) =>
  `${key} ${JSON.stringify(values)}`) as unknown as TFunction;

const lot = (patch: Partial<CustomerDetailView['positions'][number]>) => ({
  id: 1,
  instrumentKey: 'US:KO',
  currency: 'USD',
  quantity: '18',
  pledgedQuantity: '0',
  openPrice: '33.33666667',
  cost: '600.06',
  stopLoss: null,
  takeProfit: null,
  takeProfitKind: 'market' as const,
  trailing: null,
  openedAt: '2027-03-01T15:00:00.000Z',
  ...patch,
});

describe("a lot's stops on the customer page", () => {
  it('says nothing for a lot without stops', () => {
    expect(lotStopsText(lot({}), t)).toEqual([]);
  });

  it('names a fixed stop loss and a take profit sold as a limit', () => {
    expect(
      lotStopsText(lot({ stopLoss: '30.01', takeProfit: '40', takeProfitKind: 'limit' }), t),
    ).toEqual([
      'customer.stops.stopLoss {"stop":"30.01"}',
      'customer.stops.takeProfitLimit {"level":"40"}',
    ]);
  });

  it('names a trailing stop by its distance, amount or percent, and its peak', () => {
    const trailing = (kind: 'amount' | 'percent', distance: string) =>
      lotStopsText(
        lot({ stopLoss: '45.00000000', trailing: { kind, distance, peak: '50.00000000' } }),
        t,
      );
    expect(trailing('percent', '10.00000000')).toEqual([
      'customer.stops.trailing {"stop":"45.00","distance":"10 %","peak":"50.00"}',
    ]);
    expect(trailing('amount', '5.00000000')).toEqual([
      'customer.stops.trailing {"stop":"45.00","distance":"5.00 USD","peak":"50.00"}',
    ]);
  });
});
