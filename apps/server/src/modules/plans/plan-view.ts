import { Decimal, type PlanRunView, type PlanView } from '@brokerage/shared';
import type { ComponentRow, PlanRow, RunRow } from './plans.repository.ts';

/** A stored numeric without its trailing zeros: '100.50000000' is '100.5'. */
const trimmed = (value: string | null) => (value === null ? null : new Decimal(value).toFixed());

export const planRunView = (run: RunRow): PlanRunView => ({
  id: run.id,
  key: run.instrumentKey,
  scheduledDate: run.scheduledDate,
  runOn: run.runOn,
  status: run.status,
  orderId: run.orderId,
  orderStatus: run.orderStatus,
  quantity: run.filledQuantity ?? run.quantity,
  price: trimmed(run.price),
  reason: run.reason,
  at: run.claimedAt.toISOString(),
});

export const planView = (
  plan: PlanRow,
  components: ComponentRow[],
  lastRuns: RunRow[],
): PlanView => ({
  id: plan.id,
  market: plan.market,
  currency: plan.currency,
  kind: plan.kind,
  amount: trimmed(plan.amount),
  components: components.map((component) => ({
    key: component.instrumentKey,
    weight: component.weight,
    quantity: component.quantity,
  })),
  frequency: plan.frequency,
  day: plan.day,
  status: plan.status,
  // A paused plan buys on none of its dates; resuming starts them again from then.
  nextDate: plan.status === 'active' ? plan.nextDate : null,
  nextRunOn: plan.status === 'active' ? plan.nextRunOn : null,
  authorisedAt: plan.authorisedAt.toISOString(),
  createdAt: plan.createdAt.toISOString(),
  lastRuns: lastRuns.map(planRunView),
});
