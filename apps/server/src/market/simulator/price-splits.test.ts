import { Decimal } from '@brokerage/shared';
import { createMarketCalendar } from '@brokerage/shared/market-time';
import { describe, expect, it } from 'vitest';
import { findInstrument } from '../catalogue/index.ts';
import { generateHistory } from './history.ts';
import { PriceSplits } from './price-splits.ts';
import { createSimulator } from './simulator.ts';

const KO = findInstrument('US', 'KO');
if (!KO) throw new Error('US:KO missing');
const calendar = createMarketCalendar();
// 3 for 1 from the start of Wednesday 10 March 2027 in New York (05:00 UTC).
const split = {
  key: 'US:KO',
  exDate: '2027-03-10',
  at: new Date('2027-03-10T05:00:00Z'),
  to: 3,
  from: 1,
  applied: false,
};

const quoteAt = (iso: string, splits?: PriceSplits) =>
  createSimulator({
    seed: 7,
    instruments: [KO],
    clock: () => new Date(iso),
    calendar,
    splits,
  }).quote('US:KO');

describe('the simulated feed follows splits', () => {
  it('quotes a third of the path from the ex-date on, the previous close too, and nothing before', () => {
    const splits = new PriceSplits([split]);
    const plain = quoteAt('2027-03-10T15:00:00Z');
    const after = quoteAt('2027-03-10T15:00:00Z', splits);
    // Whole ticks (0.01): the nearest to a third.
    const third = (price: string | undefined) =>
      new Decimal(price ?? '0').div(3).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
    expect(after?.price).toBe(third(plain?.price));
    expect(after?.previousClose).toBe(third(plain?.previousClose));
    expect(quoteAt('2027-03-09T15:00:00Z', splits)).toEqual(quoteAt('2027-03-09T15:00:00Z'));
  });

  it('prices each day of history as it traded: before the split whole, after it a third', () => {
    const history = (splits?: PriceSplits) =>
      generateHistory(KO, {
        seed: 7,
        from: new Date('2027-03-08T00:00:00Z'),
        to: new Date('2027-03-12T00:00:00Z'),
        interval: '1d',
        calendar,
        splits,
      });
    const plain = history();
    const split3 = history(new PriceSplits([split]));
    expect(split3.map((c) => c.time)).toEqual(plain.map((c) => c.time));
    for (const [i, candle] of split3.entries()) {
      const close = new Decimal(plain[i]?.close ?? '0');
      const expected =
        new Date(candle.time) < split.at
          ? close
          : close.div(3).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      expect(candle.close).toBe(expected.toFixed(2));
    }
  });

  it('multiplies ratios of splits in effect, and a replaced list takes effect at once', () => {
    const splits = new PriceSplits([split]);
    expect(splits.factorAt('US:KO', split.at.getTime() - 1)).toBeUndefined();
    splits.replace([
      split,
      { ...split, exDate: '2027-06-01', at: new Date('2027-06-01T04:00:00Z'), to: 1, from: 2 },
    ]);
    expect(splits.factorAt('US:KO', Date.parse('2027-07-01T00:00:00Z'))).toEqual({
      to: 3,
      from: 2,
    });
    expect(splits.factorAt('US:PEP', Date.parse('2027-07-01T00:00:00Z'))).toBeUndefined();
    expect(splits.all().map((s) => s.exDate)).toEqual(['2027-03-10', '2027-06-01']);
  });

  it('says a split is pending from its instant until it is known to be applied', () => {
    const splits = new PriceSplits([split]);
    expect(splits.pendingAt('US:KO', new Date('2027-03-10T04:59:59Z'))).toBe(false);
    expect(splits.pendingAt('US:KO', new Date('2027-03-10T05:00:00Z'))).toBe(true);
    expect(splits.pendingAt('US:PEP', new Date('2027-03-10T05:00:00Z'))).toBe(false);
    splits.replace([{ ...split, applied: true }]);
    expect(splits.pendingAt('US:KO', new Date('2027-03-10T05:00:00Z'))).toBe(false);
  });
});
