import { Decimal } from '@brokerage/shared';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { quantFunds, quantHoldings } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { postEntry } from '../../ledger/entries.ts';
import { entryText } from '../../ledger/memo.ts';
import { addInboxMessage, announceInboxMessage } from '../inbox/inbox.service.ts';
import { ensureNavs, navOn } from './nav-history.ts';
import { dayOf, valueOf } from './nav-rule.ts';

/** Holdings settled per claim: each in its own transaction. */
const BATCH = 50;

/**
 * Settles one holding whose last day has closed, at that day's stored NAV (the sell price):
 * units x NAV, to the cent, from the products account to the customer's cash, with an inbox
 * message, in one transaction. The row is claimed with SKIP LOCKED and must still be in progress,
 * so a second run or a second server copy settles nothing twice; a crash rolls the whole step
 * back and the next run does it. Answers the inbox message written, or null when another run
 * settled or holds it.
 */
const settleOne = async (
  deps: AppDeps,
  holdingId: number,
  nav: string,
): Promise<{ customerId: number; messageId: number } | null> =>
  deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ holding: quantHoldings, fund: quantFunds })
      .from(quantHoldings)
      .innerJoin(quantFunds, eq(quantFunds.id, quantHoldings.fundId))
      .where(and(eq(quantHoldings.id, holdingId), eq(quantHoldings.status, 0)))
      .for('update', { of: quantHoldings, skipLocked: true });
    if (!row) return null;
    const { holding, fund } = row;
    const payout = valueOf(holding.units, nav);
    const profit = payout.minus(holding.amount);
    const name = fund.name.en ?? String(fund.id);
    if (payout.gt(0)) {
      await postEntry(tx, {
        type: 'quant.redeem',
        customerId: holding.customerId,
        ...entryText('quantRedeem', { name, units: holding.units, nav }),
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
    await tx
      .update(quantHoldings)
      .set({
        status: 1,
        sellNav: nav,
        settledAmount: payout.toFixed(),
        settledProfit: profit.toFixed(),
        settledAt: deps.now(),
      })
      .where(eq(quantHoldings.id, holding.id));
    const messageId = await addInboxMessage(tx, holding.customerId, 'quantSettled', {
      name,
      day: holding.endDay,
      units: new Decimal(holding.units).toFixed(),
      nav: new Decimal(nav).toFixed(),
      amount: payout.toFixed(2),
      profit: profit.toFixed(2),
      currency: holding.currency,
    });
    return { customerId: holding.customerId, messageId };
  });

/**
 * One settlement run: every holding whose end day has closed (before today, UTC) is redeemed at
 * its end day's NAV, computed first by the fund's rule if not stored yet. A holding whose NAV is
 * not computable yet (a close missing) waits for the next run. Answers how many it settled.
 */
export const settleDueHoldings = async (deps: AppDeps): Promise<number> => {
  const today = dayOf(deps.now());
  let settled = 0;
  let afterId = 0;
  for (;;) {
    // Keyset paging: a holding another copy holds locked, or one waiting for its NAV, is passed
    // over in this run instead of being read again and again.
    const due = await deps.db
      .select({ id: quantHoldings.id, endDay: quantHoldings.endDay, fund: quantFunds })
      .from(quantHoldings)
      .innerJoin(quantFunds, eq(quantFunds.id, quantHoldings.fundId))
      .where(
        and(
          eq(quantHoldings.status, 0),
          lt(quantHoldings.endDay, today),
          gt(quantHoldings.id, afterId),
        ),
      )
      .orderBy(asc(quantHoldings.id))
      .limit(BATCH);
    if (due.length === 0) return settled;
    for (const holding of due) {
      afterId = holding.id;
      await ensureNavs(deps, holding.fund, holding.endDay);
      const nav = await navOn(deps, holding.fund.id, holding.endDay);
      if (!nav) continue;
      const done = await settleOne(deps, holding.id, nav.nav);
      if (!done) continue;
      settled += 1;
      await announceInboxMessage(deps, done.customerId, done.messageId);
    }
  }
};
