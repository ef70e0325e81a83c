import { describe, expect, it } from 'vitest';
import { applyTick } from '../hub/live-quote.ts';
import { tickOf } from '../hub/fake-provider.ts';
import { QuoteFrameCache } from './quote-frames.ts';

describe('QuoteFrameCache', () => {
  it('builds valid JSON frames that carry sentAt and the quotes', () => {
    const cache = new QuoteFrameCache();
    const aapl = applyTick(
      undefined,
      tickOf('US:AAPL', '100.00', '2026-06-10T14:00:00Z'),
      'simulated',
      true,
    );
    const msft = applyTick(
      undefined,
      tickOf('US:MSFT', '400.00', '2026-06-10T14:00:00Z'),
      'simulated',
      true,
    );
    const before = Date.now();
    const first = JSON.parse(cache.build('quotes', [aapl, msft]).toString('utf8'));
    const again = JSON.parse(cache.build('snapshot', [aapl, msft]).toString('utf8'));
    expect(first).toMatchObject({ type: 'quotes', quotes: [aapl, msft] });
    expect(first.sentAt).toBeGreaterThanOrEqual(before);
    expect(again).toMatchObject({ type: 'snapshot', quotes: [aapl, msft] });
    expect(JSON.parse(cache.build('quotes', []).toString('utf8'))).toMatchObject({ quotes: [] });
  });
});
