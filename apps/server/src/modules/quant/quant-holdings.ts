import { quantHoldingView, type QuantHoldingView, QuantStatus } from '@brokerage/shared';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { jsonAnswer } from '../../lib/idempotency/idempotency.ts';
import { liveNav } from './nav-history.ts';
import { customerHoldings, type FundRow, type HoldingRow } from './quant.repository.ts';
import { valueOf } from './nav-rule.ts';
import { fundDays } from './valuation-calendar.ts';

/**
 * A holding as its owner sees it. Units pending (no NAV yet for its pricing date): no units,
 * buy NAV or estimate, and the valuation point they wait for. In progress, `currentNav` is the
 * indicative NAV now and the estimated profit what the units are worth at it less the amount
 * paid (pending settlement); ended, the sell NAV and the settled amount and profit.
 */
export const toHoldingView = (
  deps: Pick<AppDeps, 'config'>,
  holding: HoldingRow,
  fund: FundRow,
  currentNav: string | null,
): QuantHoldingView => ({
  id: holding.id,
  fundId: fund.id,
  name: fund.name,
  market: fund.market,
  currency: holding.currency,
  amount: holding.amount,
  pricingDay: holding.pricingDay,
  // A holding bought before forward pricing carries its purchase's UTC date, perhaps a weekend.
  valuationAt: fundDays(deps, fund.market).valuationPointOf(holding.pricingDay).toISOString(),
  units: holding.units,
  buyNav: holding.buyNav,
  buyPrices: holding.buyPrices,
  unitsFixedAt: holding.unitsFixedAt?.toISOString() ?? null,
  startedAt: holding.startedAt.toISOString(),
  endDay: holding.endDay,
  periodDays: fund.periodDays,
  status: holding.status === QuantStatus.ENDED ? QuantStatus.ENDED : QuantStatus.IN_PROGRESS,
  currentNav: holding.status === QuantStatus.IN_PROGRESS ? currentNav : null,
  estimatedProfit:
    holding.status === QuantStatus.IN_PROGRESS && currentNav !== null && holding.units !== null
      ? valueOf(holding.units, currentNav).minus(holding.amount).toFixed(2)
      : null,
  sellNav: holding.sellNav,
  settledAmount: holding.settledAmount,
  settledProfit: holding.settledProfit,
  settledAt: holding.settledAt?.toISOString() ?? null,
});

/** A buy's answer, kept with its Idempotency-Key. */
export const holdingAnswer = jsonAnswer((stored) => quantHoldingView.parse(stored));

/** The customer's holdings with `status` (in progress or ended), newest first. */
export const listHoldings = async (
  deps: AppDeps,
  actor: CustomerActor,
  status: (typeof QuantStatus)[keyof typeof QuantStatus],
): Promise<QuantHoldingView[]> => {
  const rows = await customerHoldings(deps.db, actor.customerId, status, 200);
  const navs = new Map<number, string | null>();
  if (status === QuantStatus.IN_PROGRESS) {
    for (const { fund } of rows) {
      if (!navs.has(fund.id)) navs.set(fund.id, (await liveNav(deps, fund))?.nav ?? null);
    }
  }
  return rows.map(({ holding, fund }) =>
    toHoldingView(deps, holding, fund, navs.get(fund.id) ?? null),
  );
};
