import { describe, expect, it } from 'vitest';
import { Decimal } from '../money.ts';
import type { FeeSchedule } from './fee-schedule.ts';
import {
  atOncePrice,
  cashToPlace,
  crossingPrice,
  entryReference,
  holdAmount,
  reservedPrice,
} from './order-prices.ts';

const d = (value: string) => new Decimal(value);
const fees: FeeSchedule = {
  default: { rate: '0.001', minimum: '1' },
  markets: {},
  vipDiscount: '0.2',
};
const terms = { fees, vip: false };
const prices = { limit: d('106'), stop: d('105'), ask: d('100') };

describe('the price a buy needs cash for', () => {
  it('is the worst it may fill at for an order that waits', () => {
    expect(reservedPrice('stop', prices, false)?.toFixed()).toBe('107.1');
    expect(reservedPrice('stop_limit', prices, false)?.toFixed()).toBe('106');
    expect(reservedPrice('market', prices, false)?.toFixed()).toBe('102');
    expect(reservedPrice('limit', prices, false)?.toFixed()).toBe('106');
  });

  it('is the ask for a buy that fills as it is placed', () => {
    expect(reservedPrice('market', prices, true)?.toFixed()).toBe('100');
    expect(reservedPrice('limit', prices, true)?.toFixed()).toBe('100');
    // A limit below the ask waits, and stops wait for their trigger.
    expect(reservedPrice('limit', { ...prices, limit: d('99') }, true)?.toFixed()).toBe('99');
    expect(reservedPrice('stop', prices, true)?.toFixed()).toBe('107.1');
    expect(reservedPrice('stop_limit', prices, true)?.toFixed()).toBe('106');
    expect(atOncePrice('limit', { ...prices, limit: d('100') })?.toFixed()).toBe('100');
    expect(atOncePrice('market', { limit: undefined, ask: undefined })).toBeUndefined();
  });

  it('is unknown while a price it needs is unknown', () => {
    expect(reservedPrice('limit', { ask: d('100') }, true)).toBeUndefined();
    expect(reservedPrice('stop', { ask: d('100') }, false)).toBeUndefined();
  });
});

describe('the cash to place a buy', () => {
  it('holds the cost at the worst price and its fee, rounded up to the cent', () => {
    // 3 x 102.0102 = 306.0306, fee 1 (the minimum): 307.0306 held as 307.04.
    expect(holdAmount(terms, 'US', d('102.0102'), '3').toFixed()).toBe('307.04');
    expect(
      cashToPlace(
        terms,
        'US',
        { type: 'market', quantity: '3', ask: d('100.01') },
        false,
      )?.toFixed(),
    ).toBe('307.04');
    expect(
      cashToPlace(terms, 'US', { type: 'limit', quantity: '10', limit: d('95') }, false)?.toFixed(),
    ).toBe('951');
  });

  it('takes the exact cost at the ask for a buy that fills as it is placed', () => {
    expect(
      cashToPlace(terms, 'US', { type: 'market', quantity: '10', ask: d('100') }, true)?.toFixed(),
    ).toBe('1001');
    expect(
      cashToPlace(
        terms,
        'US',
        { type: 'market', quantity: '3', ask: d('100.001') },
        true,
      )?.toFixed(),
    ).toBe('301.003');
  });
});

describe('crossing and references', () => {
  it('buys at the ask up to the limit and sells at the bid down to it', () => {
    const quote = { bid: d('99'), ask: d('101') };
    expect(crossingPrice({ side: 'buy', limit: null }, quote)?.toFixed()).toBe('101');
    expect(crossingPrice({ side: 'buy', limit: d('100') }, quote)).toBeNull();
    expect(crossingPrice({ side: 'sell', limit: d('99') }, quote)?.toFixed()).toBe('99');
    expect(crossingPrice({ side: 'sell', limit: d('99.5') }, quote)).toBeNull();
  });

  it('compares stops with the limit, the stop or the last price', () => {
    const all = { limit: d('1'), stop: d('2'), last: d('3') };
    expect(entryReference('limit', all)?.toFixed()).toBe('1');
    expect(entryReference('stop_limit', all)?.toFixed()).toBe('1');
    expect(entryReference('stop', all)?.toFixed()).toBe('2');
    expect(entryReference('market', all)?.toFixed()).toBe('3');
  });
});
