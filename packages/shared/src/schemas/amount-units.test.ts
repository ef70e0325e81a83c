import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  amountInUnits,
  decimalPlaces,
  FIAT_DECIMALS,
  nonNegativeAmountInUnits,
} from './amount-units.ts';

const SRC = path.resolve(import.meta.dirname, '..');
const RELATIVE_IMPORT = /(?:import|export)[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The package's modules `entry` reaches by its relative imports, itself included. */
const reachedFrom = (entry: string): Set<string> => {
  const found = new Set<string>();
  const queue = [path.join(SRC, entry)];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (found.has(file)) continue;
    found.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, specifier = ''] of code.matchAll(RELATIVE_IMPORT))
      queue.push(path.resolve(path.dirname(file), specifier));
  }
  return found;
};

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
      const reached = [...reachedFrom(entry)].map((file) => path.relative(SRC, file));
      expect(reached, entry).not.toContain('schemas/funding.ts');
      expect(
        reached.filter((file) => file.startsWith('payment-targets')),
        entry,
      ).toEqual([]);
    }
  });
});
