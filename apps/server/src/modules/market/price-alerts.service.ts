import {
  Decimal,
  priceAlertView,
  type PriceAlertRequest,
  type PriceAlertView,
} from '@brokerage/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { lockCustomer } from '../../db/customer-lock.ts';
import { priceAlerts } from '../../db/schema/index.ts';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { addInboxMessage, announceInboxMessage } from '../inbox/inbox.service.ts';
import { findInstrumentRow } from './instruments.repository.ts';

const MAX_ACTIVE = 50;

const view = (row: typeof priceAlerts.$inferSelect): PriceAlertView => ({
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
  (
    await deps.db
      .select()
      .from(priceAlerts)
      .where(eq(priceAlerts.customerId, actor.customerId))
      .orderBy(desc(priceAlerts.id))
      .limit(200)
  ).map(view);

export const createPriceAlert = async (
  deps: AppDeps,
  actor: CustomerActor,
  input: PriceAlertRequest,
) => {
  const [market = '', symbol = ''] = input.key.split(':');
  if (!(await findInstrumentRow(deps.db, market, symbol)))
    throw new DomainError('UNKNOWN_INSTRUMENT');
  // The count and the insert run under the customer's lock: a burst of parallel requests
  // would otherwise all read the same count and all insert.
  const row = await deps.db.transaction(async (tx) => {
    await lockCustomer(tx, actor.customerId);
    const [{ n = 0 } = {}] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(priceAlerts)
      .where(and(eq(priceAlerts.customerId, actor.customerId), eq(priceAlerts.status, 'active')));
    if (n >= MAX_ACTIVE) throw new DomainError('LIMIT_REACHED');
    const [inserted] = await tx
      .insert(priceAlerts)
      .values({
        customerId: actor.customerId,
        instrumentKey: input.key,
        direction: input.direction,
        price: input.price,
      })
      .returning();
    if (!inserted) throw new Error('price alert insert returned nothing');
    return inserted;
  });
  return view(row);
};

export const cancelPriceAlert = async (deps: AppDeps, actor: CustomerActor, id: number) => {
  const [row] = await deps.db
    .update(priceAlerts)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(priceAlerts.id, id),
        eq(priceAlerts.customerId, actor.customerId),
        eq(priceAlerts.status, 'active'),
      ),
    )
    .returning();
  if (!row) throw new DomainError('NOT_FOUND');
  return view(row);
};

/**
 * Fires every active alert whose price the last price has crossed: once each (the
 * status changes in the same statement that claims it), with an inbox message and a
 * live event for its owner.
 */
export const checkPriceAlerts = async (deps: AppDeps): Promise<void> => {
  const active = await deps.db
    .select()
    .from(priceAlerts)
    .where(eq(priceAlerts.status, 'active'))
    .limit(1000);
  const quotes = new Map(
    deps.quotes.snapshot([...new Set(active.map((a) => a.instrumentKey))]).map((q) => [q.key, q]),
  );
  for (const alert of active) {
    const quote = quotes.get(alert.instrumentKey);
    if (!quote || quote.stale) continue;
    const last = new Decimal(quote.close);
    const crossed = alert.direction === 'above' ? last.gte(alert.price) : last.lte(alert.price);
    if (!crossed) continue;
    const fired = await deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(priceAlerts)
        .set({ status: 'triggered', triggeredAt: deps.now(), triggeredPrice: quote.close })
        .where(and(eq(priceAlerts.id, alert.id), eq(priceAlerts.status, 'active')))
        .returning();
      if (!claimed) return null;
      const template = alert.direction === 'above' ? 'priceAlertAbove' : 'priceAlertBelow';
      return addInboxMessage(tx, alert.customerId, template, {
        key: alert.instrumentKey,
        price: alert.price,
        last: quote.close,
      });
    });
    if (fired === null) continue;
    await deps.events.publish(alert.customerId, 'price.alert', {
      id: alert.id,
      key: alert.instrumentKey,
      last: quote.close,
    });
    await announceInboxMessage(deps, alert.customerId, fired);
  }
};
