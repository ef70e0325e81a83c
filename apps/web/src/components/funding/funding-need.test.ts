import { describe, expect, it } from 'vitest';
import { conversionNeed, FUNDING_MARGIN } from './funding-need';

describe('conversionNeed', () => {
  it('asks nothing when the available cash covers the need', () => {
    expect(conversionNeed('4165', '4227.81', 'HKD')).toBeUndefined();
    expect(conversionNeed('4165', '4165', 'HKD')).toBeUndefined();
  });

  it('covers the whole need plus the margin for moving prices, not only the difference', () => {
    // 4,248.30 held (the 2 % reserve on 4,165) + 1 % = 4,290.783; minus 4,227.81 available.
    expect(conversionNeed('4248.30', '4227.81', 'HKD', FUNDING_MARGIN)?.toFixed()).toBe('62.98');
  });

  it('converts exactly what is short when the amount cannot move', () => {
    expect(conversionNeed('3703.70', '500', 'USD')?.toFixed()).toBe('3203.7');
  });

  it('rounds up to the currency unit', () => {
    expect(conversionNeed('1000', '0', 'JPY', FUNDING_MARGIN)?.toFixed()).toBe('1010');
    expect(conversionNeed('0.333', '0', 'USD')?.toFixed()).toBe('0.34');
  });
});
