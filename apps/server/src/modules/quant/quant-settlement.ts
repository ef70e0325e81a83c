import { Decimal, MARKET_CODES, QuantStatus } from '@brokerage/shared';
import type { AppDeps } from '../../deps.ts';
import { postEntry } from '../../ledger/entries.ts';
import { entryText } from '../../ledger/memo.ts';
import { transactionWithEvents } from '../../lib/events/event-outbox.ts';
import { addInboxMessage } from '../inbox/inbox.service.ts';
import { ensureNavs } from './nav-history.ts';
import {
  claimHoldingInProgress,
  holdingsEndingBy,
  navOfDay,
  updateHolding,
} from './quant.repository.ts';
import { valueOf } from './nav-rule.ts';
import { fundDays } from './valuation-calendar.ts';

/** Holdings settled per claim: each in its own transaction. */
const BATCH = 50;

/**
 * Settles one holding whose end date's valuation point has passed, at that date's stored NAV
 * (the sell price): units x NAV, cut to the cent, from the products account to the customer's cash, with an inbox
 * message, in one transaction. The row is claimed with SKIP LOCKED and must still be in progress,
 * so a second run or a second server copy settles nothing twice; a crash rolls the whole step
 * back and the next run does it. Answers whether it settled it (false when another run
 * settled or holds it).
 */
const settleOne = async (
  deps: AppDeps,
  holdingId: number,
  { day, nav }: { day: string; nav: string },
): Promise<boolean> =>
  transactionWithEvents(deps, async (tx) => {
    const row = await claimHoldingInProgress(tx, holdingId);
    if (!row?.holding.units) return false;
    const { holding, fund } = row;
    const units = row.holding.units;
    const payout = valueOf(units, nav);
    const profit = payout.minus(holding.amount);
    const name = fund.name.en ?? String(fund.id);
    if (payout.gt(0)) {
      await postEntry(tx, {
        type: 'quant.redeem',
        customerId: holding.customerId,
        ...entryText('quantRedeem', { name, units, nav }),
        actor: 'system:quant-settlement',
        reference: `quant:${holding.id}`,
        legs: [
          {
            account: { platform: 'products', currency: holding.currency },
            amount: payout.neg().toFixed(),
          },
          {
            account: { customerId: holding.customerId, kind: 'cash', currency: holding.currency },
            amount: payout.toFixed(),
          },
        ],
      });
    }
    await updateHolding(tx, holding.id, {
      status: QuantStatus.ENDED,
      sellNav: nav,
      settledAmount: payout.toFixed(),
      settledProfit: profit.toFixed(),
      settledAt: deps.now(),
    });
    await addInboxMessage(tx, holding.customerId, 'quantSettled', {
      name,
      day,
      units: new Decimal(units).toFixed(),
      nav: new Decimal(nav).toFixed(),
      amount: payout.toFixed(2),
      profit: profit.toFixed(2),
      currency: holding.currency,
    });
    return true;
  });

/**
 * The latest market-local date anywhere now: no fund's end date after it can have closed, so
 * the work list is bounded without knowing each fund's market in SQL.
 */
const latestLocalDate = (deps: AppDeps): string =>
  MARKET_CODES.map((market) => fundDays(deps, market).localDate(deps.now()))
    .sort()
    .at(-1) ?? '';

/**
 * One settlement run: every holding with units whose end date's valuation point has passed is
 * redeemed at that date's NAV (an end date stored on a day the market is shut means its next
 * trading date), computed first by the fund's rule if not stored yet. A holding whose NAV is not
 * computable yet (a close missing) waits for the next run. Answers how many it settled.
 */
export const settleDueHoldings = async (deps: AppDeps): Promise<number> => {
  const bound = latestLocalDate(deps);
  let settled = 0;
  let afterId = 0;
  for (;;) {
    // Keyset paging: a holding another copy holds locked, or one waiting for its NAV, is passed
    // over in this run instead of being read again and again.
    const due = await holdingsEndingBy(deps.db, bound, afterId, BATCH);
    if (due.length === 0) return settled;
    for (const holding of due) {
      afterId = holding.id;
      const days = fundDays(deps, holding.fund.market);
      const day = days.valuationDateOnOrAfter(holding.endDay);
      const point = days.valuationPoint(day);
      if (!point || point > deps.now()) continue;
      await ensureNavs(deps, holding.fund, day);
      const nav = await navOfDay(deps.db, holding.fund.id, day);
      if (!nav) continue;
      if (await settleOne(deps, holding.id, { day, nav: nav.nav })) settled += 1;
    }
  }
};
