import { describe, expect, it } from 'vitest';
import { feeRows, percentDecimals } from './fee-rows';

describe('feeRows', () => {
  it('lists each market’s own rule in its currency, then every other market’s', () => {
    const rows = feeRows(
      {
        default: { rate: '0.001', minimum: '1' },
        markets: { TW: { rate: '0.001425', minimum: '20' }, HK: { rate: '0.001', minimum: '5' } },
        vipDiscount: '0.2',
      },
      (market) => ({ HK: 'HKD', TW: 'TWD' })[market],
    );
    expect(rows).toEqual([
      { market: 'HK', percent: '0.1', minimum: '5', currency: 'HKD' },
      { market: 'TW', percent: '0.1425', minimum: '20', currency: 'TWD' },
      { market: undefined, percent: '0.1', minimum: '1', currency: undefined },
    ]);
    expect(percentDecimals('0.1425')).toBe(4);
    expect(percentDecimals('20')).toBe(0);
  });
});
