import { describe, expect, it } from 'vitest';
import { compareDecimalText } from './decimal-text.ts';
import { Decimal } from './money.ts';

/** A decimal text of up to 6 whole and 6 fraction digits, with leading and trailing zeros. */
const randomDecimal = (random: () => number): string => {
  const digits = (count: number) =>
    Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
  const whole = digits(1 + Math.floor(random() * 6));
  const fraction = random() < 0.7 ? `.${digits(1 + Math.floor(random() * 6))}` : '';
  return `${random() < 0.4 ? '-' : ''}${whole}${fraction}`;
};

/** A small seeded generator (mulberry32), so a failure names a pair that can be replayed. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

describe('compareDecimalText', () => {
  it('orders the edges: lengths, signs, zeros and trailing zeros', () => {
    expect(compareDecimalText('10.5', '9.99')).toBe(1);
    expect(compareDecimalText('9.99', '10.5')).toBe(-1);
    expect(compareDecimalText('1.50', '1.5')).toBe(0);
    expect(compareDecimalText('007', '7.000')).toBe(0);
    expect(compareDecimalText('-0', '0')).toBe(0);
    expect(compareDecimalText('-0.00', '0.0')).toBe(0);
    expect(compareDecimalText('-1', '0')).toBe(-1);
    expect(compareDecimalText('-1.5', '-1.25')).toBe(-1);
    expect(compareDecimalText('-10', '-9')).toBe(-1);
    expect(compareDecimalText('0.001', '0.0009')).toBe(1);
  });

  it('agrees with decimal.js on 20,000 random pairs', () => {
    const random = seeded(29);
    for (let pair = 0; pair < 20_000; pair += 1) {
      const [a, b] = [randomDecimal(random), randomDecimal(random)];
      expect(compareDecimalText(a, b), `${a} vs ${b}`).toBe(new Decimal(a).comparedTo(b));
    }
  });
});
