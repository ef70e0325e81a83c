import { Decimal, marketOf, type LtvSetting } from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { LiveQuote } from '../../market/hub/index.ts';
import { fxRate } from '../fx/fx.service.ts';
import { getFxSpread } from '../transfer/fx-spread.ts';
import { getLtvSetting, ltvOf } from './margin-settings.ts';

/** A lot as collateral: which instrument, in which currency. */
export interface CollateralLot {
  instrumentId: number;
  instrumentKey: string;
  currency: string;
}

/**
 * Prices, LTVs and conversions of one moment, read once per computation so that every lot
 * of it is valued against the same quotes, LTV table and spread.
 *  - price: the feed's last price (a lot without a quote is worth nothing as collateral);
 *  - holdings convert into a loan's currency at the FX rate less its spread (what selling
 *    them and converting the proceeds would bring), debts at the rate plus it (what buying
 *    the debt's currency would cost): both err on the platform's safe side.
 */
export interface Valuation {
  quote(key: string): LiveQuote | undefined;
  last(key: string): Decimal;
  ltv(lot: CollateralLot): Decimal;
  asset(amount: Decimal, from: string, to: string): Promise<Decimal>;
  debt(amount: Decimal, from: string, to: string): Promise<Decimal>;
}

export const createValuation = async (
  deps: AppDeps,
  db: Executor,
  keys: readonly string[],
  ltvs?: LtvSetting,
): Promise<Valuation> => {
  const setting = ltvs ?? (await getLtvSetting(db));
  const spread = await getFxSpread(db);
  const quotes = new Map(deps.quotes.snapshot([...new Set(keys)]).map((q) => [q.key, q]));
  const rates = new Map<string, Decimal>();
  const rate = async (from: string, to: string) => {
    const pair = `${from}/${to}`;
    const known = rates.get(pair);
    if (known) return known;
    const found = await fxRate(db, from, to);
    rates.set(pair, found);
    return found;
  };
  const one = new Decimal(1);
  return {
    quote: (key) => quotes.get(key),
    last: (key) => new Decimal(quotes.get(key)?.close ?? 0),
    ltv: (lot) => new Decimal(ltvOf(setting, lot.instrumentId, marketOf(lot.instrumentKey))),
    asset: async (amount, from, to) =>
      from === to ? amount : amount.times(await rate(from, to)).times(one.minus(spread)),
    debt: async (amount, from, to) =>
      from === to ? amount : amount.times(await rate(from, to)).div(one.minus(spread)),
  };
};
