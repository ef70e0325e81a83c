import { describe, expect, it } from 'vitest';
import { Decimal } from '../money.ts';
import { alertPriceProblem } from './alert-checks.ts';

const rules = { tickSize: '0.01', last: new Decimal('100') };

describe('alertPriceProblem', () => {
  it('accepts a price on the tick inside half the last price either way', () => {
    expect(alertPriceProblem(new Decimal('150'), rules)).toBeUndefined();
    expect(alertPriceProblem(new Decimal('50'), rules)).toBeUndefined();
    expect(alertPriceProblem(new Decimal('101.25'), rules)).toBeUndefined();
  });

  it('refuses an absurd price with the range it allows', () => {
    expect(alertPriceProblem(new Decimal('99999999999'), rules)).toEqual({
      code: 'ALERT_PRICE_OUT_OF_RANGE',
      values: { minimum: '50', maximum: '150' },
    });
    expect(alertPriceProblem(new Decimal('49.99'), rules)?.code).toBe('ALERT_PRICE_OUT_OF_RANGE');
  });

  it('refuses a price off the tick before the range', () => {
    expect(alertPriceProblem(new Decimal('100.005'), rules)).toEqual({
      code: 'PRICE_TICK',
      values: { tick: '0.01' },
    });
  });

  it('checks only the tick while no last price is known', () => {
    expect(alertPriceProblem(new Decimal('99999999999'), { tickSize: '0.01' })).toBeUndefined();
  });
});
