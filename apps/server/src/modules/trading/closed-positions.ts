import type { ClosedPositionView } from '@brokerage/shared';
import { pricePerShare } from '@brokerage/shared/order-rules';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { pageClosingFills } from './trading.repository.ts';

/**
 * The customer's closing fills, most recent first (issue 19 item 6): each sale out of a lot,
 * partial or final, with its own realised P/L as the fill path computed it (price difference
 * less its fee and its pro-rata share of the opening fee), so selling 5 of 10 shares shows at
 * once, and the rest of the lot stays on the open tab carrying only its share of that fee; a
 * sale a stop loss or take profit fired names the quote that triggered it. The price it shows
 * the shares were bought at is the sale's share of the lot's cost per share, as it filled: a
 * later split of the lot does not change it.
 */
export const listClosedPositions = async (
  deps: AppDeps,
  actor: CustomerActor,
  query: { page: number; pageSize: number },
): Promise<{ items: ClosedPositionView[]; total: number; page: number; pageSize: number }> => {
  const { rows, total } = await pageClosingFills(deps.db, actor.customerId, query);
  return {
    items: rows.map(({ realizedPnl, partial, triggerQuoteTime, cost, ...row }) => ({
      ...row,
      openPrice: pricePerShare(cost ?? '0', row.quantity).toFixed(8),
      realizedPnl: realizedPnl ?? '0',
      // As it was when the sale filled (execute_fill stored it): shares of the lot stayed open.
      partial: partial ?? false,
      triggerQuoteTime: triggerQuoteTime?.toISOString() ?? null,
      openedAt: row.openedAt.toISOString(),
      closedAt: row.closedAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};
