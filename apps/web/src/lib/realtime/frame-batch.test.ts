import type { QuoteView } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import { frameBatch } from './frame-batch';
import { testQuote } from './test-quote';

const at = (second: number) => `2026-01-01T10:00:${String(second).padStart(2, '0')}.000Z`;

/** A frame clock the test turns by hand. */
const frames = () => {
  const queued: (() => void)[] = [];
  return {
    schedule: (run: () => void) => queued.push(run),
    next: () => queued.splice(0).forEach((run) => run()),
    waiting: () => queued.length,
  };
};

describe('frameBatch: ticks applied once per animation frame', () => {
  it('applies many ticks of one frame in one update, the newest quote of each key', () => {
    const clock = frames();
    const applied: QuoteView[][] = [];
    const push = frameBatch((quotes) => applied.push(quotes), clock.schedule);
    push([testQuote('US:AAPL', '100', at(1)), testQuote('US:MSFT', '300', at(1))]);
    push([testQuote('US:AAPL', '101', at(2))]);
    push([testQuote('US:AAPL', '99', at(0))]);
    expect(clock.waiting()).toBe(1);
    expect(applied).toEqual([]);
    clock.next();
    expect(applied).toHaveLength(1);
    expect(applied[0]?.map((quote) => [quote.key, quote.close])).toEqual([
      ['US:AAPL', '101'],
      ['US:MSFT', '300'],
    ]);
  });

  it('asks for no frame while nothing arrives, and a new one after the last was used', () => {
    const clock = frames();
    const applied: QuoteView[][] = [];
    const push = frameBatch((quotes) => applied.push(quotes), clock.schedule);
    push([]);
    expect(clock.waiting()).toBe(0);
    push([testQuote('US:AAPL', '100', at(1))]);
    clock.next();
    push([testQuote('US:AAPL', '102', at(3))]);
    expect(clock.waiting()).toBe(1);
    clock.next();
    expect(applied.map((batch) => batch.map((quote) => quote.close))).toEqual([['100'], ['102']]);
  });
});
