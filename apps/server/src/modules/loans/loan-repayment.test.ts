import { Decimal } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import { allocateRepayment } from './loan-repayment.ts';

const loan = { principalDue: '1000', interestDue: '5', penaltyDue: '3' };
const parts = (amount: string) => {
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
});
