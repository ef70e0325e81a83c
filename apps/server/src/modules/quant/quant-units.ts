import { Decimal } from '@brokerage/shared';
import type { AppDeps } from '../../deps.ts';
import { transactionWithEvents } from '../../lib/events/event-outbox.ts';
import { addInboxMessage } from '../inbox/inbox.service.ts';
import { ensureNavs } from './nav-history.ts';
import {
  claimPendingHoldings,
  navOfDay,
  pendingPricingDays,
  updateHolding,
  type FundRow,
} from './quant.repository.ts';
import { unitsFor } from './nav-rule.ts';
import { fundDays } from './valuation-calendar.ts';

/** Holdings fixed per transaction. */
const BATCH = 50;

/**
 * Fixes the units of up to BATCH pending holdings of one fund and pricing date at that date's
 * NAV (amount / NAV, cut to 8 decimals), each with an inbox message, in one transaction. Rows are
 * claimed FOR UPDATE SKIP LOCKED and must still have no units, so another run or server copy
 * fixes none twice and a crash rolls the batch back for the next run. Answers how many it fixed.
 */
const fixBatch = async (
  deps: AppDeps,
  fund: FundRow,
  day: string,
  nav: { nav: string; prices: Record<string, string> },
): Promise<number> =>
  transactionWithEvents(deps, async (tx) => {
    const claimed = await claimPendingHoldings(tx, fund.id, day, BATCH);
    for (const holding of claimed) {
      const units = unitsFor(holding.amount, nav.nav);
      await updateHolding(tx, holding.id, {
        units: units.toFixed(),
        buyNav: nav.nav,
        buyPrices: nav.prices,
        unitsFixedAt: deps.now(),
      });
      await addInboxMessage(tx, holding.customerId, 'quantUnitsFixed', {
        name: fund.name.en ?? String(fund.id),
        day,
        units: units.toFixed(),
        nav: new Decimal(nav.nav).toFixed(),
        amount: new Decimal(holding.amount).toFixed(2),
        currency: holding.currency,
      });
    }
    return claimed.length;
  });

/**
 * One unit-fixing run: every pending purchase whose pricing date's valuation point has passed
 * gets its units at that date's NAV, computed first by the fund's rule if not stored yet. A date
 * whose NAV is not computable yet (a close missing) waits for the next run. Safe with any number
 * of runs and server copies at once. Answers how many holdings it fixed.
 */
export const fixPendingUnits = async (deps: AppDeps): Promise<number> => {
  const pending = await pendingPricingDays(deps.db);
  let count = 0;
  for (const { fund, day } of pending) {
    const point = fundDays(deps, fund.market).valuationPoint(day);
    if (!point || point > deps.now()) continue;
    await ensureNavs(deps, fund, day);
    const nav = await navOfDay(deps.db, fund.id, day);
    if (!nav) continue;
    for (;;) {
      const fixed = await fixBatch(deps, fund, day, nav);
      count += fixed;
      if (fixed < BATCH) break;
    }
  }
  return count;
};
