import {
  Decimal,
  type PriceAlertRequest,
  priceAlertView,
  type PriceAlertView,
  splitInstrumentKey,
} from '@brokerage/shared';
import { alertPriceProblem } from '@brokerage/shared/order-rules';
import { lockCustomer } from '../../db/customer-lock.ts';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { storeEvent, transactionWithEvents } from '../../lib/events/event-outbox.ts';
import { addInboxMessage } from '../inbox/inbox.service.ts';
import { findInstrumentRow } from './instruments.repository.ts';
import {
  activeAlertKeys,
  cancelActiveAlert,
  claimAlertTrigger,
  countActiveAlerts,
  crossedAlerts,
  customerAlerts,
  insertAlert,
  type PriceAlertRow,
} from './price-alerts.repository.ts';

const MAX_ACTIVE = 50;

const view = (row: PriceAlertRow): PriceAlertView => ({
  id: row.id,
  key: row.instrumentKey,
  direction: priceAlertView.shape.direction.parse(row.direction),
  price: row.price,
  status: priceAlertView.shape.status.parse(row.status),
  triggeredAt: row.triggeredAt?.toISOString() ?? null,
  triggeredPrice: row.triggeredPrice,
  createdAt: row.createdAt.toISOString(),
});

export const listPriceAlerts = async (deps: AppDeps, actor: CustomerActor) =>
  (await customerAlerts(deps.db, actor.customerId, 200)).map(view);

export const createPriceAlert = async (
  deps: AppDeps,
  actor: CustomerActor,
  input: PriceAlertRequest,
) => {
  const { market, symbol } = splitInstrumentKey(input.key);
  const instrument = await findInstrumentRow(deps.db, market, symbol);
  if (!instrument) throw new DomainError('UNKNOWN_INSTRUMENT');
  const [quote] = deps.quotes.snapshot([input.key]);
  const fresh = quote && !quote.stale ? quote : undefined;
  // Off the tick, or absurdly far from the last price (issue 31 item 12): refused with the range.
  const problem = alertPriceProblem(new Decimal(input.price), {
    tickSize: instrument.tickSize,
    last: fresh && new Decimal(fresh.close),
  });
  if (problem) throw new DomainError(problem.code, problem.values);
  // An alert whose condition the price already meets would fire at once: refused, with the price.
  if (fresh) {
    const last = new Decimal(fresh.close);
    const met = input.direction === 'above' ? last.gte(input.price) : last.lte(input.price);
    if (met) throw new DomainError('ALERT_ALREADY_MET', { last: fresh.close });
  }
  // The count and the insert run under the customer's lock: a burst of parallel requests
  // would otherwise all read the same count and all insert.
  const row = await deps.db.transaction(async (tx) => {
    await lockCustomer(tx, actor.customerId);
    if ((await countActiveAlerts(tx, actor.customerId)) >= MAX_ACTIVE)
      throw new DomainError('LIMIT_REACHED');
    return insertAlert(tx, {
      customerId: actor.customerId,
      instrumentKey: input.key,
      direction: input.direction,
      price: input.price,
    });
  });
  return view(row);
};

export const cancelPriceAlert = async (deps: AppDeps, actor: CustomerActor, id: number) => {
  const row = await cancelActiveAlert(deps.db, actor.customerId, id);
  if (!row) throw new DomainError('NOT_FOUND');
  return view(row);
};

/**
 * Fires one instrument's active alerts that its last price has crossed, found by index
 * (`above` at or below the last price, `below` at or above it): once each (the status
 * changes in the same statement that claims it), with an inbox message and a live event
 * for its owner.
 */
export const checkPriceAlertsOf = async (deps: AppDeps, key: string): Promise<void> => {
  const [quote] = deps.quotes.snapshot([key]);
  if (!quote || quote.stale) return;
  // Its alerts are adjusted with the split's lots; until then they compare with old prices.
  if (deps.splits.pendingAt(key, deps.now())) return;
  const last = quote.close;
  const crossed = await crossedAlerts(deps.db, key, last);
  for (const alert of crossed) {
    // Checked again in decimals: the query only narrows the candidates.
    const price = new Decimal(last);
    if (alert.direction === 'above' ? price.lt(alert.price) : price.gt(alert.price)) continue;
    await transactionWithEvents(deps, async (tx) => {
      if (!(await claimAlertTrigger(tx, alert.id, deps.now(), last))) return;
      const template = alert.direction === 'above' ? 'priceAlertAbove' : 'priceAlertBelow';
      await storeEvent(tx, alert.customerId, 'price.alert', {
        id: alert.id,
        key: alert.instrumentKey,
        last,
      });
      await addInboxMessage(tx, alert.customerId, template, {
        key: alert.instrumentKey,
        price: alert.price,
        last,
      });
    });
  }
};

/** One sweep: every instrument with active alerts, one at a time (see checkPriceAlertsOf). */
export const checkPriceAlerts = async (deps: AppDeps): Promise<void> => {
  for (const key of await activeAlertKeys(deps.db)) await checkPriceAlertsOf(deps, key);
};
