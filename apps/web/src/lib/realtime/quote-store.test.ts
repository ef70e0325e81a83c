import { describe, expect, it } from 'vitest';
import { useQuoteStore } from './quote-store';
import { testQuote } from './test-quote';

const quote = (close: string, time: string) => testQuote('US:AAPL', close, time);

describe('quote store', () => {
  it('keeps the newest quote per key', () => {
    const { merge } = useQuoteStore.getState();
    merge([quote('10', '2026-01-01T10:00:01.000Z')]);
    merge([quote('9', '2026-01-01T10:00:00.000Z')]);
    expect(useQuoteStore.getState().quotes['US:AAPL']?.close).toBe('10');
    merge([quote('11', '2026-01-01T10:00:02.000Z')]);
    expect(useQuoteStore.getState().quotes['US:AAPL']?.close).toBe('11');
  });

  it('does not change state for a repeated quote', () => {
    const before = useQuoteStore.getState().quotes;
    useQuoteStore.getState().merge([quote('11', '2026-01-01T10:00:02.000Z')]);
    expect(useQuoteStore.getState().quotes).toBe(before);
  });
});
