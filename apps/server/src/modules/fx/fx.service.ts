import { Decimal } from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { storedRate } from './fx.repository.ts';

const PIVOT = 'USD';

const direct = async (db: Executor, base: string, quote: string): Promise<Decimal | null> => {
  const rate = await storedRate(db, base, quote);
  return rate === null ? null : new Decimal(rate);
};

const pair = async (db: Executor, base: string, quote: string): Promise<Decimal | null> => {
  const rate = await direct(db, base, quote);
  if (rate) return rate;
  const inverse = await direct(db, quote, base);
  return inverse ? new Decimal(1).div(inverse) : null;
};

/**
 * How many `to` one `from` buys at the platform's stored rates: a direct pair, its
 * inverse, or a cross through USD. Unknown currencies are refused, never guessed.
 */
export const fxRate = async (db: Executor, from: string, to: string): Promise<Decimal> => {
  if (from === to) return new Decimal(1);
  const rate = (await pair(db, from, to)) ?? (await crossRate(db, from, to));
  if (!rate) throw new DomainError('CURRENCY_UNSUPPORTED');
  return rate;
};

const crossRate = async (db: Executor, from: string, to: string): Promise<Decimal | null> => {
  const [a, b] = await Promise.all([pair(db, from, PIVOT), pair(db, PIVOT, to)]);
  return a && b ? a.times(b) : null;
};

/** Reference rates to the US dollar, seeded once; operators maintain them afterwards. */
export const SEED_RATES_TO_USD: Record<string, string> = {
  EUR: '1.08',
  CNY: '0.138',
  HKD: '0.128',
  MYR: '0.224',
  TWD: '0.031',
  SGD: '0.745',
  USDT: '1',
};
