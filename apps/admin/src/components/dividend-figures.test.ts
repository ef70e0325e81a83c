import { dividendRequest } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import {
  perShareFigure,
  percentToShare,
  shareToPercent,
  withholdingFigure,
} from './dividend-figures';

describe('a withholding rate typed as a percent and sent as a share', () => {
  it('sends the share the percent stands for, exactly', () => {
    expect(percentToShare('30')).toBe('0.3');
    expect(percentToShare('15.315')).toBe('0.15315');
    expect(percentToShare(' 0 ')).toBe('0');
    expect(percentToShare('50')).toBe('0.5');
    expect(percentToShare('0.001')).toBe('0.00001');
    expect(percentToShare('10.000')).toBe('0.1');
  });

  it('refuses what is no percent from 0 to 50 with at most 3 decimals', () => {
    // 4 decimals of a percent would be 6 of a share, more than the API keeps.
    expect(percentToShare('15.3155')).toBeNull();
    expect(percentToShare('50.001')).toBeNull();
    expect(percentToShare('-5')).toBeNull();
    expect(percentToShare('30 %')).toBeNull();
    expect(percentToShare('1e1')).toBeNull();
    expect(percentToShare('')).toBeNull();
    expect(percentToShare('12,5')).toBeNull();
  });

  it('every percent it accepts is a rate the shared schema takes', () => {
    for (const percent of ['0', '0.001', '15.315', '30', '49.999', '50']) {
      const share = percentToShare(percent);
      expect(share).not.toBeNull();
      const request = {
        key: 'US:KO',
        amountPerShare: '0.51',
        withholdingRate: share,
        exDate: '2030-05-01',
        payDate: '2030-05-20',
      };
      expect(dividendRequest.safeParse(request).success, percent).toBe(true);
    }
  });

  it('shows a share as the percent it is, and back again', () => {
    expect(shareToPercent('0.3')).toBe('30');
    expect(shareToPercent('0.15315')).toBe('15.315');
    expect(shareToPercent('0')).toBe('0');
    for (const percent of ['30', '15.315', '0.001', '50'])
      expect(shareToPercent(percentToShare(percent) ?? '')).toBe(percent);
  });

  it('writes the percent’s figure as the reader does', () => {
    expect(withholdingFigure('0.3', 'en')).toBe('30');
    expect(withholdingFigure('0.15315', 'en')).toBe('15.315');
    expect(withholdingFigure('0.15315', 'de')).toBe('15,315');
  });
});

describe('an amount per share', () => {
  it('keeps every decimal it carries, and at least its currency’s', () => {
    expect(perShareFigure('0.51', 'USD', 'en')).toBe('0.51');
    expect(perShareFigure('0.5', 'USD', 'en')).toBe('0.50');
    expect(perShareFigure('0.12345678', 'USD', 'en')).toBe('0.12345678');
    expect(perShareFigure('25', 'JPY', 'en')).toBe('25');
    expect(perShareFigure('1234.5', 'EUR', 'de')).toBe('1.234,50');
  });
});
