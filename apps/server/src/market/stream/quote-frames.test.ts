import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { applyTick } from '../hub/live-quote.ts';
import { tickOf } from '../hub/fake-provider.ts';
import { QuoteFrameCache } from './quote-frames.ts';
import { framePayload } from './ws-frame.ts';

const quote = (key: string, price: string) =>
  applyTick(undefined, tickOf(key, price, '2026-06-10T14:00:00Z'), 'simulated', true);
const json = (frame: Buffer): unknown => JSON.parse(framePayload(frame).toString('utf8'));

describe('QuoteFrameCache', () => {
  it('builds valid JSON frames that carry sentAt and the quotes', () => {
    const cache = new QuoteFrameCache();
    const aapl = quote('US:AAPL', '100.00');
    const msft = quote('US:MSFT', '400.00');
    const before = Date.now();
    const first = json(cache.build('quotes', [aapl, msft]));
    const again = json(cache.build('snapshot', [aapl, msft]));
    expect(first).toMatchObject({ type: 'quotes', quotes: [aapl, msft] });
    expect((first as { sentAt: number }).sentAt).toBeGreaterThanOrEqual(before);
    expect(again).toMatchObject({ type: 'snapshot', quotes: [aapl, msft] });
    expect(json(cache.build('quotes', []))).toMatchObject({ quotes: [] });
  });

  it('shares one frame between the sockets handed one array in a round, then builds anew', async () => {
    const cache = new QuoteFrameCache();
    const aapl = quote('US:AAPL', '100.00');
    const msft = quote('US:MSFT', '400.00');
    const groupArray = [aapl, msft];
    const shared = cache.build('quotes', groupArray);
    expect(cache.build('quotes', groupArray)).toBe(shared);
    expect(cache.build('quotes', [msft, aapl])).not.toBe(shared);
    expect(cache.build('quotes', [aapl])).not.toBe(shared);
    expect(json(cache.build('quotes', [aapl]))).toMatchObject({ quotes: [aapl] });
    await nextTurn();
    // The next round stamps its own sentAt.
    expect(cache.build('quotes', groupArray)).not.toBe(shared);
  });
});
