import { Decimal } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import { allocateRepayment } from './loan-repayment.ts';

const parts = (amount: string, dues = { interestDue: '5', penaltyDue: '3' }) => {
  const loan = { principalDue: '1000', currency: 'USD', ...dues };
  const { penalty, interest, principal } = allocateRepayment(loan, new Decimal(amount));
  return [penalty.toFixed(), interest.toFixed(), principal.toFixed()];
};

describe('allocateRepayment', () => {
  it('pays the penalty first, then interest, then principal', () => {
    expect(parts('2')).toEqual(['2', '0', '0']);
    expect(parts('6')).toEqual(['3', '3', '0']);
    expect(parts('108')).toEqual(['3', '5', '100']);
    expect(parts('1008')).toEqual(['3', '5', '1000']);
  });

  it('never allocates more than is owed', () => {
    expect(parts('5000')).toEqual(['3', '5', '1000']);
  });

  it('charges accrued interest and penalty only to the cent, cut: the rest of a cent stays owed', () => {
    const dues = { interestDue: '4.93150680', penaltyDue: '1.64383560' };
    expect(parts('2', dues)).toEqual(['1.64', '0.36', '0']);
    expect(parts('10', dues)).toEqual(['1.64', '4.93', '3.43']);
  });
});
