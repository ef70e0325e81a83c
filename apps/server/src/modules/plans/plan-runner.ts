import { Decimal, MARKET_CODES } from '@brokerage/shared';
import { nextPlanDate, planRunDate } from '@brokerage/shared/investment-plans';
import { localDate, type CalendarCode } from '@brokerage/shared/market-time';
import { sharesForAmount } from '@brokerage/shared/order-rules';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { transactionWithEvents } from '../../lib/events/event-outbox.ts';
import { addInboxMessage } from '../inbox/inbox.service.ts';
import { databaseRefusal } from '../member/database-refusal.ts';
import { findCustomerById } from '../member/member.repository.ts';
import { standingOrderContext, type OrderContext } from '../trading/order-context.ts';
import { placeStandingOrder } from '../trading/place-order.ts';
import { currentQuote, marketIsOpen } from '../trading/trading-quotes.ts';
import {
  advancePlan,
  claimRun,
  duePlans,
  finishRun,
  type PlanRow,
  type PlanRunRow,
} from './plans.repository.ts';

/** A run left 'running' this long (its copy stopped mid-way) is taken over by the next pass. */
const STALE_RUN_MS = 5 * 60_000;
/** Plans run per market and pass; the rest wait for the next pass. */
const PASS_LIMIT = 200;

/** What a run would buy: the instrument's context and the shares, or why it cannot buy. */
type Prepared = { context: OrderContext; quantity: string | null } | { refusal: DomainError };

/**
 * The shares of the run at the current ask: the plan's quantity, or as many whole lots as its
 * amount pays with the fee (order-rules/shares-for-amount.ts). Null without a fresh quote:
 * the run waits for the next pass of the session rather than buy on an old price.
 */
const prepare = async (deps: AppDeps, plan: PlanRow, vip: boolean): Promise<Prepared | null> => {
  let context: OrderContext;
  try {
    context = await standingOrderContext(deps.db, deps.now(), plan.instrumentKey);
  } catch (error) {
    if (error instanceof DomainError) return { refusal: error };
    throw error;
  }
  if (plan.kind === 'quantity') return { context, quantity: plan.quantity };
  const quote = currentQuote(deps, plan.instrumentKey);
  if (!quote || quote.stale) return null;
  const shares = sharesForAmount(
    { fees: context.fees, vip },
    plan.market,
    new Decimal(quote.ask),
    context.instrument.lotSize,
    new Decimal(plan.amount ?? '0'),
  );
  return { context, quantity: shares.isZero() ? null : shares.toFixed() };
};

/** The customer the run buys for, as the order path reads an actor (no session: the plan's authority). */
const actorFor = async (deps: AppDeps, plan: PlanRow): Promise<CustomerActor | null> => {
  const customer = await findCustomerById(deps.db, plan.customerId);
  // A practice account's plan buys on its person's terms, as the person's session would.
  const person =
    customer?.practiceOf != null ? await findCustomerById(deps.db, customer.practiceOf) : customer;
  return customer && person
    ? {
        customerId: customer.id,
        personId: person.id,
        book: customer.book === 'practice' ? 'practice' : 'real',
        sessionId: 0,
        tradeUnlockedUntil: null,
        vip: person.vip,
      }
    : null;
};

/** Places the run's order; a refusal (no cash, a freeze, a halt) is recorded and told in the inbox. */
const complete = async (
  deps: AppDeps,
  plan: PlanRow,
  run: PlanRunRow,
  actor: CustomerActor,
  prepared: Prepared,
) => {
  try {
    if ('refusal' in prepared) throw prepared.refusal;
    if (run.quantity === null) throw new DomainError('AMOUNT_BELOW_ONE_LOT');
    const placed = await placeStandingOrder(
      deps,
      actor,
      prepared.context,
      { key: plan.instrumentKey, type: 'market', quantity: run.quantity },
      // One order per plan and date, whichever copy places it and however often.
      `plan-${plan.id}-${run.scheduledDate}`,
    );
    await finishRun(deps.db, run.id, { status: 'placed', orderId: placed.order.id });
  } catch (raised) {
    const error = databaseRefusal(raised);
    // Anything else (the database away) leaves the run claimed: a later pass takes it over.
    if (!(error instanceof DomainError)) throw error;
    await transactionWithEvents(deps, async (tx) => {
      const finished = await finishRun(tx, run.id, { status: 'refused', reason: error.code });
      if (finished.rowCount === 0) return;
      await addInboxMessage(tx, plan.customerId, 'planRefused', {
        key: plan.instrumentKey,
        day: run.runOn,
        error: error.code,
      });
    });
  }
};

/**
 * One due plan: claims its date's run (once, on any number of copies), buys through the order
 * path, then moves the plan to its next date after today. A plan several dates behind (the
 * servers were down) buys once and goes on from today: missed dates are not bought later.
 */
const runPlan = async (deps: AppDeps, plan: PlanRow, today: string): Promise<boolean> => {
  if (plan.nextDate === null) return false;
  const actor = await actorFor(deps, plan);
  if (!actor) return false;
  const prepared = await prepare(deps, plan, actor.vip);
  if (!prepared) return false;
  const now = deps.now();
  const run = await claimRun(
    deps.db,
    {
      planId: plan.id,
      scheduledDate: plan.nextDate,
      runOn: today,
      quantity: 'quantity' in prepared ? prepared.quantity : null,
    },
    now,
    new Date(now.getTime() - STALE_RUN_MS),
  );
  if (!run) return false;
  await complete(deps, plan, run, actor, prepared);
  const cadence = { frequency: plan.frequency, day: plan.day, anchor: plan.anchorDate };
  const nextDate = nextPlanDate(cadence, today);
  await advancePlan(deps.db, plan.id, plan.nextDate, {
    nextDate,
    nextRunOn: planRunDate(plan.market as CalendarCode, nextDate),
  });
  return true;
};

/**
 * A pass of the recurring plans: in each market open now, the active plans whose trading day
 * has come. Answers how many runs this pass claimed.
 */
export const runDuePlans = async (deps: AppDeps): Promise<number> => {
  const now = deps.now();
  let ran = 0;
  for (const market of MARKET_CODES) {
    if (!marketIsOpen(deps, market, now)) continue;
    const today = localDate(market, now);
    for (const plan of await duePlans(deps.db, market, today, PASS_LIMIT))
      if (await runPlan(deps, plan, today)) ran += 1;
  }
  return ran;
};
