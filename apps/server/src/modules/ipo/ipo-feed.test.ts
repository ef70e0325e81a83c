import { Decimal } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import { createMarketCalendar } from '@brokerage/shared/market-time';
import { SimulatedProvider } from '../../market/provider.ts';
import { feedInstrument } from './ipo-feed.ts';
import type { OfferingRow } from './ipo-views.ts';
import { listInstrument } from '../../market/index.ts';

const offering = {
  market: 'US',
  symbol: 'ZIPOFEED',
  name: 'Feed Test IPO',
  currency: 'USD',
  issuePrice: '12.50000000',
  tickSize: '0.01000000',
  lotSize: 100,
  listingAt: new Date('2026-12-10T14:00:00Z'),
} as OfferingRow;

describe('a listed IPO in the feed', () => {
  it('is unknown to the simulator until listed, then opens at the issue price on its listing day', () => {
    let now = new Date('2026-12-10T14:31:00Z');
    const provider = new SimulatedProvider({
      seed: 7,
      clock: () => now,
      calendar: createMarketCalendar(),
    });
    expect(() => provider.quotes(['US:ZIPOFEED'])).toThrow(/Unknown instrument/);
    listInstrument(feedInstrument(offering));
    listInstrument(feedInstrument(offering));
    const [first] = provider.quotes(['US:ZIPOFEED']);
    // Minutes after the open of its first day: near the issue price, never another stock's level.
    expect(first).toBeDefined();
    const open = new Decimal(first?.open ?? '0');
    expect(open.div('12.5').minus(1).abs().lt(0.05)).toBe(true);
    expect(new Decimal(first?.price ?? '0').div('12.5').minus(1).abs().lt(0.1)).toBe(true);
    // The same path on a later day, on the tick.
    now = new Date('2026-12-11T15:00:00Z');
    const [later] = provider.quotes(['US:ZIPOFEED']);
    expect(new Decimal(later?.price ?? '0').mod('0.01').isZero()).toBe(true);
  });
});
