import {
  Decimal,
  splitInstrumentKey,
  splitLevel,
  splitLot,
  splitStops,
  type SplitRatio,
} from '@brokerage/shared';
import { lotCarried, pricePerShare } from '@brokerage/shared/order-rules';
import { SCHEDULES, startOfDayIn, type CalendarCode } from '@brokerage/shared/market-time';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { transactionWithEvents } from '../../lib/events/event-outbox.ts';
import { postEntry } from '../../ledger/entries.ts';
import { entryText } from '../../ledger/memo.ts';
import { addInboxMessage } from '../inbox/inbox.service.ts';
import { findInstrumentRow } from '../market/instruments.repository.ts';
import { updatePlan } from '../plans/plans.repository.ts';
import { dailyCloses } from '../quant/nav-history.ts';
import { fundDays } from '../quant/valuation-calendar.ts';
import { trailingOf } from '../../db/lot-trailing.ts';
import { cancelLockedOrder } from '../trading/cancel-order.ts';
import type { PositionRow } from '../trading/trading.repository.ts';
import { setActionStatus, type CorporateActionRow } from './corporate.repository.ts';
import {
  activeAlertsOf,
  closeBlockDealsAt,
  insertSplitAdjustment,
  setAlertPrice,
  sharePlansOf,
  openLotsBefore,
  pendingOrdersBefore,
  scalePledges,
  setComponentQuantity,
  updateLot,
} from './split.repository.ts';

const ratioOf = (action: CorporateActionRow): SplitRatio => {
  if (action.splitTo === null || action.splitFrom === null)
    throw new Error(`corporate action ${action.id} is not a split`);
  return { to: action.splitTo, from: action.splitFrom };
};

/** The instant the split takes effect: its ex-date begins in its market. */
export const splitInstant = (action: Pick<CorporateActionRow, 'exDate' | 'market'>): Date =>
  startOfDayIn(action.exDate, SCHEDULES[action.market as CalendarCode].zone);

/**
 * The feed's close of the last trading date before the ex-date, which fractions of a share are
 * paid at; null when the feed has no candle of it (yet). Not read when the ratio can leave no
 * fraction (from = 1).
 */
const closeBeforeEx = async (deps: AppDeps, action: CorporateActionRow, ratio: SplitRatio) => {
  if (ratio.from === 1) return null;
  const days = fundDays(deps, action.market);
  const date = days.previousValuationDate(action.exDate);
  const closes = await dailyCloses(deps, days, action.instrumentKey, date, date);
  return closes.get(date) ?? null;
};

/**
 * One lot through the split (shared split-rule.ts): the whole shares keep its cost and opening
 * fee, its stops are adjusted, its pledges scaled; a fraction of a share is paid in cash from the
 * platform's cash-in-lieu account in one ledger entry, and its realised P/L joins the lot's.
 */
const applyToLot = async (
  tx: Executor,
  action: CorporateActionRow,
  context: { ratio: SplitRatio; close: string | null; tickSize: string; at: Date },
  lot: PositionRow,
) => {
  const { ratio, at } = context;
  const result = splitLot(
    {
      quantity: lot.quantity,
      cost: lotCarried(lot.openCost, lot.openedQuantity, lot.quantity),
      openFee: lotCarried(lot.openFee, lot.openedQuantity, lot.quantity),
    },
    ratio,
    context.close ?? '0',
    lot.currency,
  );
  if (result.fraction.gt(0) && context.close === null)
    throw new Error(`split ${action.id} leaves a fraction but has no close to pay it at`);
  const stops = splitStops(
    { stopLoss: lot.stopLoss, takeProfit: lot.takeProfit, trailing: trailingOf(lot) },
    ratio,
    context.tickSize,
  );
  const pledged = await scalePledges(tx, lot.id, ratio);
  const realizedPnl = new Decimal(lot.realizedPnl).plus(result.realizedPnl).toFixed();
  await updateLot(
    tx,
    lot.id,
    result.shares.isZero()
      ? { quantity: '0', pledgedQuantity: '0', realizedPnl, status: 'closed', closedAt: at }
      : {
          quantity: result.shares.toFixed(),
          openedQuantity: result.shares.toFixed(),
          pledgedQuantity: pledged,
          openCost: result.cost.toFixed(),
          openFee: result.openFee.toFixed(),
          openPrice: pricePerShare(result.cost, result.shares).toFixed(),
          realizedPnl,
          stopLoss: stops.stopLoss,
          takeProfit: stops.takeProfit,
          trailingDistance: stops.trailing?.distance ?? null,
          trailingPeak: stops.trailing?.peak ?? null,
        },
  );
  const values = {
    key: action.instrumentKey,
    to: String(ratio.to),
    from: String(ratio.from),
    fraction: result.fraction.toFixed(),
    price: context.close ?? '0',
  };
  const entry = result.cashInLieu.gt(0)
    ? await postEntry(tx, {
        type: 'cash_in_lieu',
        customerId: lot.customerId,
        ...entryText('cashInLieu', values),
        actor: 'system:corporate-actions',
        reference: `CA${action.id}`,
        legs: [
          {
            account: { platform: 'cash_in_lieu', currency: lot.currency },
            amount: `-${result.cashInLieu.toFixed()}`,
          },
          {
            account: { customerId: lot.customerId, kind: 'cash', currency: lot.currency },
            amount: result.cashInLieu.toFixed(),
          },
        ],
      })
    : null;
  await insertSplitAdjustment(tx, {
    actionId: action.id,
    positionId: lot.id,
    customerId: lot.customerId,
    quantityBefore: lot.quantity,
    quantityAfter: result.shares.toFixed(),
    cost: result.cost.toFixed(),
    fraction: result.fraction.toFixed(),
    cashInLieu: result.cashInLieu.toFixed(),
    realizedPnl: result.realizedPnl.toFixed(),
    entryId: entry?.id ?? null,
    appliedAt: at,
  });
  return { customerId: lot.customerId, before: lot.quantity, after: result.shares };
};

/**
 * The instrument's recurring plans for numbers of shares keep what they meant: 10 shares a
 * month become 30 after a 3-for-1 (in a basket, the instrument's own number). A number the
 * ratio does not turn into whole lots (15 shares after a 1-for-10) is not rounded into another
 * purchase: the plan is paused and its customer told to set the number again.
 */
const adjustSharePlans = async (
  tx: Executor,
  action: CorporateActionRow,
  ratio: SplitRatio,
  lotSize: number,
) => {
  for (const place of await sharePlansOf(tx, action.instrumentId)) {
    const before = place.quantity ?? '0';
    const after = new Decimal(before).times(ratio.to).div(ratio.from);
    const whole = after.isInteger() && after.gt(0) && after.mod(lotSize).isZero();
    if (whole) await setComponentQuantity(tx, place, after.toFixed());
    else await updatePlan(tx, place.planId, { status: 'paused' });
    await addInboxMessage(tx, place.customerId, whole ? 'splitPlanAdjusted' : 'splitPlanPaused', {
      key: action.instrumentKey,
      before,
      after: after.toFixed(),
    });
  }
};

/** The instrument's price alerts, reached by the same prices as before (shared splitLevel). */
const adjustAlerts = async (
  tx: Executor,
  action: CorporateActionRow,
  ratio: SplitRatio,
  tickSize: string,
) => {
  for (const alert of await activeAlertsOf(tx, action.instrumentKey)) {
    const reached = alert.direction === 'below' ? 'falling' : 'rising';
    await setAlertPrice(tx, alert.id, splitLevel(alert.price, ratio, tickSize, reached));
  }
};

/**
 * A split whose ex-date has begun in its market is applied, in one transaction claimed by a
 * conditional status change, so any number of copies apply it once:
 * - the instrument's orders still pending from before are cancelled (reason SPLIT): a price and
 *   quantity re-worked to the ratio, the tick and the lot size would be an order the customer
 *   did not place;
 * - the instrument's block deals still open close (their quantities are shares of before), and
 *   its recurring plans for a number of shares and its price alerts follow the ratio;
 * - every lot opened before the ex-date goes through the rule (`applyToLot`);
 * - each customer is told in the inbox which orders were cancelled and what their shares became.
 * Waits (answers false) while a fraction has to be paid and the feed has no close to pay it at.
 */
export const applySplit = async (deps: AppDeps, action: CorporateActionRow): Promise<boolean> => {
  const ratio = ratioOf(action);
  const close = await closeBeforeEx(deps, action, ratio);
  if (ratio.from > 1 && close === null) return false;
  const { market, symbol } = splitInstrumentKey(action.instrumentKey);
  const instrument = await findInstrumentRow(deps.db, market, symbol);
  if (!instrument) throw new Error(`split ${action.id} of an unknown instrument`);
  const at = splitInstant(action);
  await transactionWithEvents(deps, async (tx) => {
    const claimed = await setActionStatus(tx, action.id, 'announced', {
      status: 'applied',
      entitledAt: deps.now(),
      closeBeforeEx: close,
    });
    if (!claimed) return;
    await closeBlockDealsAt(tx, action.instrumentId, at);
    await adjustSharePlans(tx, action, ratio, instrument.lotSize);
    await adjustAlerts(tx, action, ratio, instrument.tickSize);
    const cancelled = new Map<number, number>();
    for (const order of await pendingOrdersBefore(tx, action.instrumentId, at)) {
      await cancelLockedOrder(tx, order, { actor: 'system:corporate-actions', reason: 'SPLIT' });
      cancelled.set(order.customerId, (cancelled.get(order.customerId) ?? 0) + 1);
    }
    for (const [customerId, count] of cancelled)
      await addInboxMessage(tx, customerId, 'splitOrdersCancelled', {
        key: action.instrumentKey,
        count: String(count),
      });
    const held = new Map<number, { before: Decimal; after: Decimal }>();
    const context = { ratio, close, tickSize: instrument.tickSize, at };
    for (const lot of await openLotsBefore(tx, action.instrumentId, at)) {
      const moved = await applyToLot(tx, action, context, lot);
      const sum = held.get(moved.customerId) ?? { before: new Decimal(0), after: new Decimal(0) };
      held.set(moved.customerId, {
        before: sum.before.plus(moved.before),
        after: sum.after.plus(moved.after),
      });
    }
    for (const [customerId, shares] of held)
      await addInboxMessage(tx, customerId, 'splitApplied', {
        key: action.instrumentKey,
        to: String(ratio.to),
        from: String(ratio.from),
        before: shares.before.toFixed(),
        after: shares.after.toFixed(),
      });
  });
  return true;
};
