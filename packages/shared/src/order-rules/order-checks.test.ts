import { describe, expect, it } from 'vitest';
import { Decimal } from '../money.ts';
import {
  buyOrderProblems,
  firstProblem,
  positionStopsProblems,
  priceProblem,
  type BuyOrder,
} from './order-checks.ts';

const d = (value: string) => new Decimal(value);
const instrument = { lotSize: 1, tickSize: '0.01' };
const quote = { last: d('100') };
const market: BuyOrder = { type: 'market', quantity: d('10') };
const check = (order: Partial<BuyOrder>, q: typeof quote & { ask?: Decimal } = quote) =>
  buyOrderProblems({ ...market, ...order }, instrument, q);

describe('order checks', () => {
  it('accepts a plain market order', () => {
    expect(check({})).toEqual({});
  });

  it('respects the lot size', () => {
    expect(
      buyOrderProblems({ ...market, quantity: d('150') }, { ...instrument, lotSize: 100 }, quote),
    ).toEqual({ quantity: { code: 'LOT_SIZE', values: { lot: '100' } } });
    expect(
      buyOrderProblems({ ...market, quantity: d('300') }, { ...instrument, lotSize: 100 }, quote),
    ).toEqual({});
  });

  it('keeps a limit price on the tick and inside the band', () => {
    const limit = { type: 'limit' as const };
    expect(check({ ...limit, limit: d('100.005') }).price).toEqual({
      code: 'PRICE_TICK',
      values: { tick: '0.01' },
    });
    expect(check({ ...limit, limit: d('131') }).price?.code).toBe('PRICE_OUT_OF_RANGE');
    expect(check({ ...limit, limit: d('69.99') }).price?.code).toBe('PRICE_OUT_OF_RANGE');
    expect(check({ ...limit, limit: d('130') })).toEqual({});
    expect(check({ ...limit, limit: d('100.05') })).toEqual({});
  });

  it('keeps the stop loss below and the take profit above the price', () => {
    expect(check({ stopLoss: d('101') }).stopLoss?.code).toBe('STOP_LOSS_INVALID');
    expect(check({ takeProfit: d('99') }).takeProfit?.code).toBe('TAKE_PROFIT_INVALID');
    expect(check({ stopLoss: d('90.001') }).stopLoss?.code).toBe('PRICE_TICK');
    expect(check({ stopLoss: d('90'), takeProfit: d('120') })).toEqual({});
    // A limit order's stops are compared with its own price.
    expect(check({ type: 'limit', limit: d('95'), stopLoss: d('96') }).stopLoss?.code).toBe(
      'STOP_LOSS_INVALID',
    );
  });

  it('needs a stop price above the ask for a stop buy', () => {
    const stop = { type: 'stop' as const };
    const withAsk = { ...quote, ask: d('100.02') };
    expect(check({ ...stop, stop: d('100.001') }, withAsk).stopPrice?.code).toBe('PRICE_TICK');
    expect(check({ ...stop, stop: d('140') }, withAsk).stopPrice?.code).toBe('PRICE_OUT_OF_RANGE');
    expect(check({ ...stop, stop: d('100.02') }, withAsk).stopPrice).toEqual({
      code: 'STOP_NOT_ABOVE_ASK',
      values: { ask: '100.02' },
    });
    expect(check({ ...stop, stop: d('105') }, withAsk)).toEqual({});
    // Its stop loss is compared with the stop price.
    expect(check({ ...stop, stop: d('105'), stopLoss: d('102') }, withAsk)).toEqual({});
    expect(check({ ...stop, stop: d('105'), takeProfit: d('104') }, withAsk).takeProfit?.code).toBe(
      'TAKE_PROFIT_INVALID',
    );
  });

  it('keeps the limit of a stop-limit at or above its stop', () => {
    const stopLimit = { type: 'stop_limit' as const, stop: d('105') };
    expect(check({ ...stopLimit, limit: d('104.99') }).price?.code).toBe('STOP_LIMIT_BELOW_STOP');
    expect(check({ ...stopLimit, limit: d('105') })).toEqual({});
  });

  it('leaves out what it was not given and names the first problem in field order', () => {
    // A limit order whose limit could not be read has nothing to compare its stops with.
    expect(check({ type: 'limit', quantity: undefined, stopLoss: d('120') })).toEqual({});
    expect(check({ quantity: undefined, stopLoss: d('120') })).toEqual({
      stopLoss: { code: 'STOP_LOSS_INVALID' },
    });
    const problems = check({ quantity: d('10'), takeProfit: d('1'), stopLoss: d('120') });
    expect(firstProblem(problems)?.code).toBe('STOP_LOSS_INVALID');
    expect(firstProblem({})).toBeUndefined();
  });

  it('checks a close limit on the tick and in the band, with or without a last price', () => {
    expect(priceProblem(d('100.001'), { tickSize: '0.01' })?.code).toBe('PRICE_TICK');
    expect(priceProblem(d('1000'), { tickSize: '0.01' })).toBeUndefined();
    expect(priceProblem(d('1000'), { tickSize: '0.01', last: d('100') })?.code).toBe(
      'PRICE_OUT_OF_RANGE',
    );
    expect(priceProblem(d('7'), { tickSize: '0' })).toBeUndefined();
  });
});

describe('positionStopsProblems', () => {
  const bid = { bid: d('100') };
  it('keeps the stop loss below and the take profit above the bid, on the tick', () => {
    expect(
      positionStopsProblems({ stopLoss: d('99.99'), takeProfit: d('100.01') }, instrument, bid),
    ).toEqual({});
    expect(positionStopsProblems({ stopLoss: d('100') }, instrument, bid).stopLoss?.code).toBe(
      'STOP_LOSS_INVALID',
    );
    expect(positionStopsProblems({ takeProfit: d('100') }, instrument, bid).takeProfit?.code).toBe(
      'TAKE_PROFIT_INVALID',
    );
    expect(positionStopsProblems({ stopLoss: d('90.001') }, instrument, bid).stopLoss?.code).toBe(
      'PRICE_TICK',
    );
    expect(positionStopsProblems({}, instrument, bid)).toEqual({});
  });
});
