import { describe, expect, it } from 'vitest';
import { descriptionKey } from './statement-description';

describe('statement descriptions', () => {
  it('translate the known shapes of the server text', () => {
    expect(descriptionKey({ type: 'order.reserve', description: 'Buy 10 US:AAPL' })).toEqual({
      key: 'statement.desc.buy',
      values: { quantity: '10', key: 'US:AAPL' },
    });
    expect(descriptionKey({ type: 'order.sell', description: 'Sell 5 HK:0700' })).toEqual({
      key: 'statement.desc.sell',
      values: { quantity: '5', key: 'HK:0700' },
    });
    expect(
      descriptionKey({ type: 'transfer', description: 'Account transfer USD to EUR' }),
    ).toEqual({ key: 'statement.desc.transfer', values: { from: 'USD', to: 'EUR' } });
    expect(
      descriptionKey({ type: 'withdrawal.reserve', description: 'Withdrawal to My bank' })?.values,
    ).toEqual({ name: 'My bank' });
  });

  it('keep the server text when the shape or the type does not match', () => {
    expect(descriptionKey({ type: 'deposit', description: 'Demo funding' })).toBeUndefined();
    expect(descriptionKey({ type: 'deposit', description: 'Buy 10 US:AAPL' })).toBeUndefined();
    expect(descriptionKey({ type: 'adjustment', description: 'Goodwill credit' })).toBeUndefined();
  });
});
