import { Decimal, MARKET_CODES } from '@brokerage/shared';
import { nextPlanDate, planPartAmounts, planRunDate } from '@brokerage/shared/investment-plans';
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
  componentsOf,
  dateFinished,
  duePlans,
  finishRun,
  type ComponentRow,
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
 * The shares of one component's run at the current ask: its quantity, or as many whole lots as
 * its part of the amount pays with the fee (order-rules/shares-for-amount.ts). Null without a
 * fresh quote: the run waits for the next pass of the session rather than buy on an old price.
 */
const prepare = async (
  deps: AppDeps,
  plan: PlanRow,
  component: ComponentRow,
  part: Decimal,
  vip: boolean,
): Promise<Prepared | null> => {
  let context: OrderContext;
  try {
    context = await standingOrderContext(deps.db, deps.now(), component.instrumentKey);
  } catch (error) {
    if (error instanceof DomainError) return { refusal: error };
    throw error;
  }
  if (plan.kind === 'quantity') return { context, quantity: component.quantity };
  const quote = currentQuote(deps, component.instrumentKey);
  if (!quote || quote.stale) return null;
  const shares = sharesForAmount(
    { fees: context.fees, vip },
    plan.market,
    new Decimal(quote.ask),
    context.instrument.lotSize,
    part,
  );
  return { context, quantity: shares.isZero() ? null : shares.toFixed() };
};

/**
 * One order per plan, date and component, whichever copy places it and however often. The
 * first component keeps the key runs had before plans bought baskets, so a run claimed then
 * and taken over now cannot buy twice.
 */
const runKey = (run: PlanRunRow) =>
  run.position === 0
    ? `plan-${run.planId}-${run.scheduledDate}`
    : `plan-${run.planId}-${run.scheduledDate}-${run.position}`;

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
      { key: run.instrumentKey, type: 'market', quantity: run.quantity },
      runKey(run),
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
        key: run.instrumentKey,
        day: run.runOn,
        error: error.code,
      });
    });
  }
};

/**
 * One component's run of the plan's date: claimed once on any number of copies, then bought
 * through the order path. Answers whether this pass ran it, that another copy is running it,
 * or that the plan no longer stands at the date (paused, cancelled, changed or moved on by
 * another copy).
 */
const runComponent = async (
  deps: AppDeps,
  plan: PlanRow & { nextDate: string },
  component: ComponentRow,
  part: Decimal,
  actor: CustomerActor,
  today: string,
): Promise<'ran' | 'not-here' | 'running' | 'moved'> => {
  const prepared = await prepare(deps, plan, component, part, actor.vip);
  if (!prepared) return 'not-here';
  const now = deps.now();
  const run = await claimRun(
    deps.db,
    {
      planId: plan.id,
      position: component.position,
      instrumentKey: component.instrumentKey,
      scheduledDate: plan.nextDate,
      runOn: today,
      quantity: 'quantity' in prepared ? prepared.quantity : null,
    },
    now,
    new Date(now.getTime() - STALE_RUN_MS),
  );
  if (run === 'moved' || run === 'running') return run;
  if (run === 'finished') return 'not-here';
  await complete(deps, plan, run, actor, prepared);
  return 'ran';
};

/**
 * One due plan: each of its components buys its date's run, in the customer's order (so a
 * basket short of cash buys its first components and refuses the rest). Once every component's
 * run of the date is finished, the plan moves to its next date after today: whichever copy
 * finishes last sees them all finished. A component without a quote yet keeps the plan at its
 * date for the next pass. A plan several dates behind (the servers were down) buys once and
 * goes on from today: missed dates are not bought later.
 */
const runPlan = async (deps: AppDeps, plan: PlanRow, today: string): Promise<boolean> => {
  const { nextDate } = plan;
  if (nextDate === null) return false;
  const actor = await actorFor(deps, plan);
  if (!actor) return false;
  const components = await componentsOf(deps.db, [plan.id]);
  const parts = planPartAmounts(
    plan.amount ?? '0',
    components.map((component) => component.weight ?? 0),
    plan.currency,
  );
  let ran = false;
  for (const [index, component] of components.entries()) {
    const part = parts[index] ?? new Decimal(0);
    const outcome = await runComponent(deps, { ...plan, nextDate }, component, part, actor, today);
    // Another copy buying this component goes on to the next one itself: a later component
    // claimed here meanwhile could spend the cash the earlier one is about to take (seen in
    // the 100-copy race of plans.scenarios.test.ts: MSFT bought, AAPL refused).
    if (outcome === 'moved' || outcome === 'running') return ran;
    ran ||= outcome === 'ran';
  }
  if (!(await dateFinished(deps.db, plan.id, nextDate, components.length))) return ran;
  const cadence = { frequency: plan.frequency, day: plan.day, anchor: plan.anchorDate };
  const next = nextPlanDate(cadence, today);
  await advancePlan(deps.db, plan.id, nextDate, {
    nextDate: next,
    nextRunOn: planRunDate(plan.market as CalendarCode, next),
  });
  return ran;
};

/**
 * A pass of the recurring plans: in each market open now, the active plans whose trading day
 * has come. Answers how many plans this pass bought for.
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
