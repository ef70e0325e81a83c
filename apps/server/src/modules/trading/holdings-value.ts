import { Decimal } from '@brokerage/shared';
import { and, eq, gte } from 'drizzle-orm';
import { fills, orders, positions } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';

export interface HoldingsValue {
  /** Open lots at the bid now. */
  value: Decimal;
  /** Open lots against the previous close (or their open price if bought today), plus today's closes. */
  todayProfit: Decimal;
}

const startOfUtcDay = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/** Per currency: what the customer's open positions are worth and what they made today. */
export const holdingsValue = async (
  deps: AppDeps,
  customerId: number,
): Promise<Map<string, HoldingsValue>> => {
  const today = startOfUtcDay(deps.now());
  const result = new Map<string, HoldingsValue>();
  const entry = (currency: string) => {
    const existing = result.get(currency) ?? { value: new Decimal(0), todayProfit: new Decimal(0) };
    result.set(currency, existing);
    return existing;
  };
  const open = await deps.db
    .select()
    .from(positions)
    .where(and(eq(positions.customerId, customerId), eq(positions.status, 'open')));
  const quotes = new Map(
    deps.quotes.snapshot([...new Set(open.map((p) => p.instrumentKey))]).map((q) => [q.key, q]),
  );
  for (const position of open) {
    const quote = quotes.get(position.instrumentKey);
    if (!quote) continue;
    const bid = new Decimal(quote.bid);
    const reference =
      position.openedAt >= today || quote.previousClose === null
        ? position.openPrice
        : quote.previousClose;
    const totals = entry(position.currency);
    totals.value = totals.value.plus(bid.times(position.quantity));
    totals.todayProfit = totals.todayProfit.plus(bid.minus(reference).times(position.quantity));
  }
  const closedToday = await deps.db
    .select({ fill: fills, position: positions })
    .from(fills)
    .innerJoin(orders, eq(orders.id, fills.orderId))
    .innerJoin(positions, eq(positions.id, orders.positionId))
    .where(
      and(eq(fills.customerId, customerId), eq(orders.side, 'sell'), gte(fills.filledAt, today)),
    );
  for (const { fill, position } of closedToday) {
    const totals = entry(position.currency);
    totals.todayProfit = totals.todayProfit.plus(
      new Decimal(fill.price).minus(position.openPrice).times(fill.quantity).minus(fill.fee),
    );
  }
  return result;
};
