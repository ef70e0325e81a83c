import { describe, expect, it } from 'vitest';
import { appropriatenessFailures, type AppropriatenessAnswers } from './appropriateness.ts';

const passing: AppropriatenessAnswers = {
  experience: 'under1',
  incomeBand: '20to50k',
  lossesBeyondInvestment: true,
  pledgeMaySell: true,
};

describe('appropriateness verdict', () => {
  it('passes some experience, an income from 20k and both risks understood', () => {
    expect(appropriatenessFailures(passing)).toEqual([]);
  });

  it.each([
    [{ experience: 'none' }, ['experience']],
    [{ incomeBand: 'under20k' }, ['income']],
    [{ lossesBeyondInvestment: false }, ['losses']],
    [{ pledgeMaySell: false }, ['liquidation']],
    [
      { experience: 'none', incomeBand: 'under20k', lossesBeyondInvestment: false },
      ['experience', 'income', 'losses'],
    ],
  ] as const)('fails %j for %j', (change, reasons) => {
    expect(appropriatenessFailures({ ...passing, ...change })).toEqual(reasons);
  });
});
