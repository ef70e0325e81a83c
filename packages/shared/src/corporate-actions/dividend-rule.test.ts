import { describe, expect, it } from 'vitest';
import { dividendOnLot } from './dividend-rule.ts';

const paid = (shares: string, perShare: string, rate: string, currency = 'USD') => {
  const { gross, withholding, net } = dividendOnLot(shares, perShare, rate, currency);
  return [gross.toFixed(), withholding.toFixed(), net.toFixed()];
};

describe('a cash dividend on a lot', () => {
  it('cuts the gross to the cent and rounds the withholding half up', () => {
    // 7 x 0.2475 = 1.7325 -> 1.73; 30 % of 1.73 = 0.519 -> 0.52; net 1.21.
    expect(paid('7', '0.2475', '0.3')).toEqual(['1.73', '0.52', '1.21']);
    // 10 x 0.25 = 2.50; 15 % = 0.375 -> 0.38.
    expect(paid('10', '0.25', '0.15')).toEqual(['2.5', '0.38', '2.12']);
  });

  it('pays the whole gross without withholding, and nothing below a unit', () => {
    expect(paid('3', '0.5', '0')).toEqual(['1.5', '0', '1.5']);
    expect(paid('1', '0.004', '0.1')).toEqual(['0', '0', '0']);
  });

  it("uses the currency's own unit (yen have none)", () => {
    expect(paid('100', '12.5', '0.15315', 'JPY')).toEqual(['1250', '191', '1059']);
  });
});
