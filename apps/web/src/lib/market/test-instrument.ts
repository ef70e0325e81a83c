import type { InstrumentView } from '@brokerage/shared';

/** An instrument for unit tests: a US stock in whole shares and cents, unless `overrides` say. */
export const testInstrument = (
  key: string,
  name: string,
  overrides: Partial<InstrumentView> = {},
): InstrumentView => ({
  key,
  market: 'US',
  symbol: key.split(':')[1] ?? key,
  name,
  currency: 'USD',
  kind: 'stock',
  tickSize: '0.01',
  lotSize: 1,
  halted: false,
  haltReason: null,
  ...overrides,
});
