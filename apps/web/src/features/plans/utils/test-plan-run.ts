import type { PlanRunView } from '@brokerage/shared';

/**
 * A run the server refused for want of cash, for unit tests: where and when it ran from `run`
 * (a bought run's fields may be passed whole), no order, no shares, no price.
 */
export const refusedRun = (
  run: Pick<PlanRunView, 'id' | 'key' | 'scheduledDate' | 'runOn' | 'at'>,
): PlanRunView => ({
  id: run.id,
  key: run.key,
  scheduledDate: run.scheduledDate,
  runOn: run.runOn,
  at: run.at,
  status: 'refused',
  orderId: null,
  orderStatus: null,
  quantity: null,
  price: null,
  reason: 'INSUFFICIENT_FUNDS',
});
