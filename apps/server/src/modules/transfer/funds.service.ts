import { Decimal, type FundsAccount, type FundsOverview } from '@brokerage/shared';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { customerBalances } from '../../ledger/accounts.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { fxRate } from '../fx/fx.service.ts';
import { listCurrencies } from '../reference/reference.repository.ts';
import { holdingsValue } from '../trading/holdings-value.ts';

const PLACES = 8;
const zero = () => new Decimal(0);

interface Converted {
  account: FundsAccount;
  /** The account's amounts in the display currency, unrounded. */
  inDisplay: { available: Decimal; held: Decimal; positionsValue: Decimal; todayProfit: Decimal };
}

const rateToDisplay = async (deps: AppDeps, currency: string, display: string, empty: boolean) => {
  try {
    // Rounding: DOWN to 8 decimals, like the transfer rates; this rate is shown and used.
    return new Decimal(await fxRate(deps.db, currency, display)).toDecimalPlaces(
      PLACES,
      Decimal.ROUND_DOWN,
    );
  } catch (error) {
    // An empty account in a currency without a stored rate adds nothing to the total.
    if (empty && error instanceof DomainError) return null;
    throw error;
  }
};

/**
 * The account funds overview (`/pages/fund/index`): every currency account of the
 * customer with available, held and total, and the sums in a display currency at the
 * platform's stored rates (no spread: nothing is exchanged).
 */
export const fundsOverview = async (
  deps: AppDeps,
  actor: CustomerActor,
  query: { currency: string },
): Promise<FundsOverview> => {
  const display = query.currency;
  const currencies = await listCurrencies(deps.db);
  const displayCurrency = currencies.find((c) => c.code === display);
  if (!displayCurrency) throw new DomainError('CURRENCY_UNSUPPORTED');
  const balances = await customerBalances(deps.db, actor.customerId);
  const { byCurrency: holdings, instrumentKeys } = await holdingsValue(deps, actor.customerId);
  const codes = [
    ...currencies.map((c) => c.code),
    ...balances.map((b) => b.currency).filter((code) => !currencies.some((c) => c.code === code)),
  ];
  // A currency of positions without cash (say HKD shares) still has to count.
  for (const currency of holdings.keys()) if (!codes.includes(currency)) codes.push(currency);

  const converted: Converted[] = [];
  for (const currency of codes) {
    const balance = balances.find((b) => b.currency === currency);
    const available = new Decimal(balance?.available ?? 0);
    const held = new Decimal(balance?.held ?? 0);
    const positionsValue = new Decimal(holdings.get(currency)?.value ?? 0);
    const todayProfit = new Decimal(holdings.get(currency)?.todayProfit ?? 0);
    const total = available.plus(held).plus(positionsValue);
    const rate = await rateToDisplay(deps, currency, display, total.isZero());
    const times = (value: Decimal) => (rate ? value.times(rate) : zero());
    converted.push({
      account: {
        currency,
        available: available.toFixed(PLACES),
        held: held.toFixed(PLACES),
        positionsValue: positionsValue.toFixed(PLACES),
        todayProfit: todayProfit.toFixed(PLACES),
        total: total.toFixed(PLACES),
        rateToDisplay: rate?.toFixed() ?? null,
      },
      inDisplay: {
        available: times(available),
        held: times(held),
        positionsValue: times(positionsValue),
        todayProfit: times(todayProfit),
      },
    });
  }

  // Rounding: each sum once, truncated toward zero to the display currency's decimals,
  // as the seed truncates amounts for display: the total never shows more than there is.
  const sum = (pick: (c: Converted) => Decimal) =>
    converted
      .reduce((acc, c) => acc.plus(pick(c)), zero())
      .toDecimalPlaces(displayCurrency.decimals, Decimal.ROUND_DOWN);
  const available = sum((c) => c.inDisplay.available);
  const held = sum((c) => c.inDisplay.held);
  const positionsValue = sum((c) => c.inDisplay.positionsValue);
  const todayProfit = sum((c) => c.inDisplay.todayProfit);
  const total = sum((c) =>
    c.inDisplay.available.plus(c.inDisplay.held).plus(c.inDisplay.positionsValue),
  );
  const fixed = (value: Decimal) => value.toFixed(displayCurrency.decimals);
  return {
    displayCurrency: display,
    valuedInstruments: instrumentKeys,
    accounts: converted.map((c) => c.account),
    total: {
      available: fixed(available),
      held: fixed(held),
      positionsValue: fixed(positionsValue),
      todayProfit: fixed(todayProfit),
      total: fixed(total),
    },
  };
};
