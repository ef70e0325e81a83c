import type { QuoteView } from '@brokerage/shared';

/** A quote for unit tests: only the key, the price and the time matter to the tests. */
export const testQuote = (
  key: string,
  close: string,
  time = '2026-01-01T10:00:00.000Z',
): QuoteView => ({
  key,
  symbol: key.split(':')[1] ?? key,
  market: 'US',
  open: '1',
  high: '1',
  low: '1',
  close,
  previousClose: '1',
  change: '0',
  changePercent: '0.00',
  volume: '0',
  bid: close,
  ask: close,
  time,
  isOpen: true,
  stale: false,
  source: 'simulated',
});
