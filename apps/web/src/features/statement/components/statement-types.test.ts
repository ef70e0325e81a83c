import { describe, expect, it } from 'vitest';
import { STATEMENT_TYPES, typeLabelKey } from './statement-types';

describe('statement type labels', () => {
  it('name known journal types and fall back to their family', () => {
    expect(typeLabelKey('order.sell')).toBe('statement.type.order_sell');
    expect(typeLabelKey('order.buy')).toBe('statement.type.order_buy');
    expect(typeLabelKey('deposit')).toBe('statement.type.deposit');
    expect(typeLabelKey('order.partial')).toBe('statement.filter.order');
    expect(typeLabelKey('adjustment')).toBeUndefined();
  });

  it('name dividends, which the type filter offers too', () => {
    expect(typeLabelKey('dividend')).toBe('statement.type.dividend');
    expect(STATEMENT_TYPES).toContain('dividend');
  });

  it("name a split's cash for a fraction of a share", () => {
    expect(typeLabelKey('cash_in_lieu')).toBe('statement.type.cash_in_lieu');
  });
});
