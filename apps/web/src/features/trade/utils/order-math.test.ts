import { Decimal } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import { checkOrder, closableQuantity, floatingPnl } from './order-math';

const rules = { lotSize: 1, tickSize: '0.01', last: new Decimal('100') };
const input = {
  type: 'market' as const,
  quantity: '10',
  price: '',
  stopPrice: '',
  stopLoss: '',
  stopMode: 'fixed' as const,
  takeProfit: '',
  takeProfitKind: 'market' as const,
};

describe('order checks', () => {
  it('accepts a plain market order', () => {
    expect(checkOrder(input, rules)).toEqual({});
  });

  it("says 'Minimum unit 1' for zero, fractions and blanks", () => {
    for (const quantity of ['0', '1.5', '', '-3'])
      expect(checkOrder({ ...input, quantity }, rules).quantity?.key).toBe(
        'validation.minimumUnit',
      );
  });

  it('respects the lot size', () => {
    expect(checkOrder({ ...input, quantity: '150' }, { ...rules, lotSize: 100 }).quantity).toEqual({
      key: 'errors.LOT_SIZE',
      values: { lot: '100' },
    });
  });

  it('needs a right price for a limit order', () => {
    const limit = { ...input, type: 'limit' as const };
    expect(checkOrder(limit, rules).price?.key).toBe('validation.priceRequired');
    expect(checkOrder({ ...limit, price: '0' }, rules).price?.key).toBe('validation.wrongAmount');
    expect(checkOrder({ ...limit, price: 'abc' }, rules).price?.key).toBe('validation.wrongAmount');
    expect(checkOrder({ ...limit, price: '100.005' }, rules).price?.key).toBe('errors.PRICE_TICK');
    expect(checkOrder({ ...limit, price: '131' }, rules).price?.key).toBe(
      'errors.PRICE_OUT_OF_RANGE',
    );
    expect(checkOrder({ ...limit, price: '100.05' }, rules)).toEqual({});
  });

  it('keeps the stop loss below and the take profit above the price', () => {
    expect(checkOrder({ ...input, stopLoss: '101' }, rules).stopLoss?.key).toBe(
      'errors.STOP_LOSS_INVALID',
    );
    expect(checkOrder({ ...input, takeProfit: '99' }, rules).takeProfit?.key).toBe(
      'errors.TAKE_PROFIT_INVALID',
    );
    expect(checkOrder({ ...input, stopLoss: '90', takeProfit: '120' }, rules)).toEqual({});
    // A limit order's stops are compared with its own price.
    const limit = { ...input, type: 'limit' as const, price: '95' };
    expect(checkOrder({ ...limit, stopLoss: '96' }, rules).stopLoss?.key).toBe(
      'errors.STOP_LOSS_INVALID',
    );
  });

  it('needs a stop price above the ask for a stop buy', () => {
    const stop = { ...input, type: 'stop' as const };
    const withAsk = { ...rules, ask: new Decimal('100.02') };
    expect(checkOrder(stop, withAsk).stopPrice?.key).toBe('validation.stopPriceRequired');
    expect(checkOrder({ ...stop, stopPrice: '100.001' }, withAsk).stopPrice?.key).toBe(
      'errors.PRICE_TICK',
    );
    expect(checkOrder({ ...stop, stopPrice: '140' }, withAsk).stopPrice?.key).toBe(
      'errors.PRICE_OUT_OF_RANGE',
    );
    expect(checkOrder({ ...stop, stopPrice: '100.02' }, withAsk).stopPrice).toEqual({
      key: 'errors.STOP_NOT_ABOVE_ASK',
      values: { ask: '100.02' },
    });
    expect(checkOrder({ ...stop, stopPrice: '105' }, withAsk)).toEqual({});
    // Its stop loss is compared with the stop price.
    expect(checkOrder({ ...stop, stopPrice: '105', stopLoss: '102' }, withAsk)).toEqual({});
  });

  it('keeps the limit of a stop-limit at or above its stop', () => {
    const stopLimit = { ...input, type: 'stop_limit' as const, stopPrice: '105' };
    expect(checkOrder(stopLimit, rules).price?.key).toBe('validation.priceRequired');
    expect(checkOrder({ ...stopLimit, price: '104.99' }, rules).price?.key).toBe(
      'errors.STOP_LIMIT_BELOW_STOP',
    );
    expect(checkOrder({ ...stopLimit, price: '105' }, rules)).toEqual({});
  });

  it('says what cannot be read before any rule', () => {
    expect(checkOrder({ ...input, stopLoss: 'abc' }, rules).stopLoss?.key).toBe(
      'validation.wrongAmount',
    );
    expect(checkOrder({ ...input, type: 'stop_limit', stopPrice: '-1', price: '' }, rules)).toEqual(
      {
        stopPrice: { key: 'validation.wrongAmount' },
        price: { key: 'validation.priceRequired' },
      },
    );
    // A market order has no limit or stop to ask for.
    expect(Object.keys(checkOrder(input, rules))).toEqual([]);
  });
});

describe('positions', () => {
  it('float at the bid', () => {
    expect(floatingPnl('101.5', '10', '1000')).toBe('15');
    expect(floatingPnl('99.25', '4', '400')).toBe('-3');
    // A lot split 3 for 1: 300 shares that cost 10,000 in all, not 300 x 33.33333333.
    expect(floatingPnl('40', '300', '10000')).toBe('2000');
  });

  it('close only what is not being closed', () => {
    expect(closableQuantity('10', '4')).toBe('6');
    expect(closableQuantity('10', '10')).toBe('0');
  });
});

describe('a trailing stop chosen with the order', () => {
  const withBid = { ...rules, bid: new Decimal('99.95') };

  it('takes the stop loss field as the distance, checked from the bid, not as a price', () => {
    // 10 would be a stop loss far below the price; as a distance it is 10 % below the high.
    expect(checkOrder({ ...input, stopMode: 'percent', stopLoss: '10' }, withBid)).toEqual({});
    expect(checkOrder({ ...input, stopMode: 'amount', stopLoss: '5' }, withBid)).toEqual({});
    expect(
      checkOrder({ ...input, stopMode: 'percent', stopLoss: '60' }, withBid).stopLoss?.key,
    ).toBe('errors.TRAILING_DISTANCE_INVALID');
    expect(
      checkOrder({ ...input, stopMode: 'amount', stopLoss: '0.005' }, withBid).stopLoss?.key,
    ).toBe('errors.PRICE_TICK');
    expect(
      checkOrder({ ...input, stopMode: 'amount', stopLoss: '100' }, withBid).stopLoss?.key,
    ).toBe('errors.TRAILING_DISTANCE_INVALID');
  });
});
