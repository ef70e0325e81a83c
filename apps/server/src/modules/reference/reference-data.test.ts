import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './reference-data.ts';

describe('reference data', () => {
  it('seeds each currency with its minor unit (USDT in 6 decimals, the rest in 2)', () => {
    expect(Object.fromEntries(CURRENCIES.map((c) => [c.code, c.decimals]))).toEqual({
      USD: 2,
      EUR: 2,
      CNY: 2,
      HKD: 2,
      MYR: 2,
      TWD: 2,
      SGD: 2,
      USDT: 6,
    });
  });
});
