import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticImports } from '../../../../scripts/static-imports.ts';
import {
  amountInUnits,
  decimalPlaces,
  FIAT_DECIMALS,
  nonNegativeAmountInUnits,
} from './amount-units.ts';

const SRC = path.resolve(import.meta.dirname, '..');

describe('the amount-unit rules', () => {
  it('take a currency minor unit: places counted as written', () => {
    expect(decimalPlaces('1.50')).toBe(2);
    expect(decimalPlaces('12')).toBe(0);
    expect(amountInUnits(FIAT_DECIMALS).safeParse('1.25').success).toBe(true);
    expect(amountInUnits(FIAT_DECIMALS).safeParse('1.250').success).toBe(false);
    expect(amountInUnits(FIAT_DECIMALS).safeParse('0').success).toBe(false);
    expect(nonNegativeAmountInUnits(FIAT_DECIMALS).safeParse('0').success).toBe(true);
    expect(nonNegativeAmountInUnits(FIAT_DECIMALS).safeParse('-1').success).toBe(false);
  });

  it("reach Trade's and the quote's order rules without funding's bank and wallet checks", () => {
    // The IBAN, EVM and TRON address libraries are ~10 KB gzipped of a first load that needs
    // none of them; they came in through the fee schedule's unit rule while it lived in funding.
    for (const entry of ['order-rules/fee-schedule.ts', 'schemas/trading.ts', 'schemas/quant.ts']) {
      const reached = staticImports(path.join(SRC, entry)).modules.map((file) =>
        path.relative(SRC, file),
      );
      expect(reached, entry).not.toContain('schemas/funding.ts');
      expect(
        reached.filter((file) => file.startsWith('payment-targets')),
        entry,
      ).toEqual([]);
    }
  });
});
