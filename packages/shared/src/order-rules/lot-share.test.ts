import { describe, expect, it } from 'vitest';
import { Decimal } from '../money.ts';
import { lotCarried, pricePerShare } from './lot-share.ts';

describe('lot shares', () => {
  it('carries the whole total while nothing is sold and none once all is', () => {
    expect(lotCarried('10000', '300', '300').toFixed()).toBe('10000');
    expect(lotCarried('10000', '300', '0').toFixed()).toBe('0');
  });

  it('rounds a share half to even at 8 decimals, so sales add up to the total', () => {
    const carried = [300, 200, 100, 0].map((open) => lotCarried('10000', '300', open).toFixed());
    expect(carried).toEqual(['10000', '6666.66666667', '3333.33333333', '0']);
    // Three sales of 100: 3333.33333333 + 3333.33333334 + 3333.33333333.
    const shares = ['3333.33333333', '3333.33333334', '3333.33333333'];
    shares.forEach((share, i) =>
      expect(new Decimal(carried[i] ?? '').minus(carried[i + 1] ?? '').toFixed()).toBe(share),
    );
  });

  it('is exactly shares x price before a split', () => {
    expect(lotCarried('100.13', '1', '1').toFixed()).toBe('100.13');
    expect(lotCarried('300.39', '3', '2').toFixed()).toBe('200.26');
  });

  it('shows a price per share half to even at 8 decimals', () => {
    expect(pricePerShare('10000', '300').toFixed()).toBe('33.33333333');
    expect(pricePerShare('200', '300').toFixed()).toBe('0.66666667');
  });
});
