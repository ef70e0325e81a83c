import {
  currencyDecimals,
  Decimal,
  decimalPlaces,
  rowsBefore,
  type ChangePlanRequest,
  type CreatePlanRequest,
  type PlanAction,
  type PlanTerms,
} from '@brokerage/shared';
import { firstPlanDate, planPartAmounts, planRunDate } from '@brokerage/shared/investment-plans';
import { addDays, localDate, type CalendarCode } from '@brokerage/shared/market-time';
import { lotProblem, sharesForAmount } from '@brokerage/shared/order-rules';
import type { Executor } from '../../db/client.ts';
import { lockCustomer } from '../../db/customer-lock.ts';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError, InputRejected } from '../../lib/domain-error.ts';
import { verifyPayPassword } from '../member/member.service.ts';
import { refuseFrozenPurchase } from '../member/purchase-freeze.ts';
import { standingOrderContext, type OrderContext } from '../trading/order-context.ts';
import { currentQuote } from '../trading/trading-quotes.ts';
import {
  componentsOf,
  countOpenPlans,
  customerPlan,
  customerPlans,
  insertPlan,
  lastRuns,
  pageRuns,
  replaceComponents,
  updatePlan,
  type NewComponent,
  type PlanRow,
} from './plans.repository.ts';
import { planRunView, planView } from './plan-view.ts';

/** Active or paused plans one customer may have at once. */
export const MAX_OPEN_PLANS = 20;

/** What the plan row stores of the terms: the components are stored apart. */
const storedTerms = (terms: PlanTerms) => ({
  kind: terms.kind,
  amount: terms.kind === 'amount' ? (terms.amount ?? null) : null,
  frequency: terms.frequency,
  day: terms.day,
});

/** The instruments the terms buy, each with its trading context, in the customer's order. */
const componentContexts = async (deps: AppDeps, terms: PlanTerms): Promise<OrderContext[]> => {
  const contexts: OrderContext[] = [];
  for (const component of terms.components)
    contexts.push(await standingOrderContext(deps.db, deps.now(), component.key));
  // One market and currency: a basket's date is one trading day, its amount one currency.
  const kinds = new Set(
    contexts.map(({ instrument }) => `${instrument.market}/${instrument.currency}`),
  );
  if (kinds.size > 1)
    throw new InputRejected([
      { message: 'validation.planOneMarket', path: ['terms', 'components'] },
    ]);
  return contexts;
};

const instrumentKeyOf = ({ instrument }: OrderContext) =>
  `${instrument.market}:${instrument.symbol}`;

const storedComponents = (terms: PlanTerms, contexts: OrderContext[]): NewComponent[] =>
  terms.components.map((component, index) => {
    const context = contexts[index];
    if (!context) throw new Error('a component without its instrument');
    return {
      instrumentId: context.instrument.id,
      instrumentKey: instrumentKeyOf(context),
      weight: terms.kind === 'amount' ? (component.weight ?? null) : null,
      quantity: terms.kind === 'quantity' ? (component.quantity ?? null) : null,
    };
  });

/**
 * Terms a run could buy with: an amount in the currency's unit (USD 10.005 is not an amount)
 * whose every part (planPartAmounts) pays for one lot of its instrument with the fee at the
 * current ask, or quantities in whole lots. Refused here rather than at every run.
 */
const checkTerms = (
  deps: AppDeps,
  actor: CustomerActor,
  contexts: OrderContext[],
  terms: PlanTerms,
) => {
  if (terms.kind === 'quantity') {
    terms.components.forEach((component, index) => {
      const lotSize = contexts[index]?.instrument.lotSize ?? 1;
      const problem = lotProblem(new Decimal(component.quantity ?? '0'), lotSize);
      if (problem) throw new DomainError(problem.code, problem.values);
    });
    return;
  }
  const [first] = contexts;
  if (terms.amount === undefined || !first) return;
  const currency = first.instrument.currency;
  if (decimalPlaces(terms.amount) > currencyDecimals(currency))
    throw new InputRejected([{ message: 'validation.amountInvalid', path: ['terms', 'amount'] }]);
  const parts = planPartAmounts(
    terms.amount,
    terms.components.map((component) => component.weight ?? 0),
    currency,
  );
  contexts.forEach((context, index) => {
    const key = instrumentKeyOf(context);
    const quote = currentQuote(deps, key);
    if (!quote || quote.stale) return;
    const shares = sharesForAmount(
      { fees: context.fees, vip: actor.vip },
      context.instrument.market,
      new Decimal(quote.ask),
      context.instrument.lotSize,
      parts[index] ?? new Decimal(0),
    );
    if (!shares.isZero()) return;
    throw contexts.length === 1
      ? new DomainError('AMOUNT_BELOW_ONE_LOT')
      : new DomainError('PLAN_PART_BELOW_ONE_LOT', { key });
  });
};

/**
 * The plan's first date from now: on or after the market's tomorrow, so that setting up (or
 * changing, or resuming) a plan never buys at once; and the trading day it buys on.
 */
const firstDates = (deps: AppDeps, market: string, terms: Pick<PlanTerms, 'frequency' | 'day'>) => {
  const tomorrow = addDays(localDate(market as CalendarCode, deps.now()), 1);
  const nextDate = firstPlanDate(terms.frequency, terms.day, tomorrow);
  return {
    anchorDate: nextDate,
    nextDate,
    nextRunOn: planRunDate(market as CalendarCode, nextDate),
  };
};

/**
 * Sets up a plan: a standing instruction to buy, authorised once with the pay password. The
 * count of open plans and the insert run under the customer's lock, so a burst of requests
 * cannot pass the limit.
 */
export const createPlan = async (deps: AppDeps, actor: CustomerActor, input: CreatePlanRequest) => {
  const contexts = await componentContexts(deps, input.terms);
  checkTerms(deps, actor, contexts, input.terms);
  await verifyPayPassword(deps, actor.personId, input.payPassword);
  const { instrument } = contexts[0] as OrderContext;
  const view = await deps.db.transaction(async (tx) => {
    await lockCustomer(tx, actor.customerId);
    await refuseFrozenPurchase(tx, actor.customerId, 'customer');
    if ((await countOpenPlans(tx, actor.customerId)) >= MAX_OPEN_PLANS)
      throw new DomainError('PLAN_LIMIT_REACHED', { max: MAX_OPEN_PLANS });
    const row = await insertPlan(tx, {
      customerId: actor.customerId,
      market: instrument.market,
      currency: instrument.currency,
      ...storedTerms(input.terms),
      ...firstDates(deps, instrument.market, input.terms),
      authorisedAt: deps.now(),
    });
    const components = await replaceComponents(tx, row.id, storedComponents(input.terms, contexts));
    return planView(row, components, []);
  });
  return view;
};

/** The plan as the customer sees it: its components and the runs of its latest date. */
const viewOf = async (db: Executor, plan: PlanRow) =>
  planView(plan, await componentsOf(db, [plan.id]), await lastRuns(db, [plan.id]));

const ownPlan = async (deps: AppDeps, actor: CustomerActor, id: number): Promise<PlanRow> => {
  const plan = await customerPlan(deps.db, actor.customerId, id);
  if (!plan) throw new DomainError('NOT_FOUND');
  return plan;
};

/** Runs `change` on the customer's plan under its lock; a cancelled plan never changes again. */
const changeLocked = async (
  deps: AppDeps,
  actor: CustomerActor,
  id: number,
  change: (tx: Executor, plan: PlanRow) => Promise<Partial<PlanRow>>,
  { buys }: { buys: boolean },
) => {
  const row = await deps.db.transaction(async (tx) => {
    const plan = await customerPlan(tx, actor.customerId, id, { lock: true });
    if (!plan) throw new DomainError('NOT_FOUND');
    if (plan.status === 'cancelled') throw new DomainError('PLAN_NOT_ACTIVE');
    // New terms and a resume commit money to purchases: refused while purchases are frozen.
    if (buys) await refuseFrozenPurchase(tx, actor.customerId, 'customer');
    return updatePlan(tx, plan.id, await change(tx, plan));
  });
  return viewOf(deps.db, row);
};

/**
 * New terms, authorised again with the pay password; the plan starts over from them. They may
 * name other instruments, even of another market: the plan then buys on that market's days.
 */
export const changePlan = async (
  deps: AppDeps,
  actor: CustomerActor,
  id: number,
  input: ChangePlanRequest,
) => {
  await ownPlan(deps, actor, id);
  const contexts = await componentContexts(deps, input.terms);
  checkTerms(deps, actor, contexts, input.terms);
  await verifyPayPassword(deps, actor.personId, input.payPassword);
  const { instrument } = contexts[0] as OrderContext;
  return changeLocked(
    deps,
    actor,
    id,
    async (tx, locked) => {
      await replaceComponents(tx, locked.id, storedComponents(input.terms, contexts));
      return {
        market: instrument.market,
        currency: instrument.currency,
        ...storedTerms(input.terms),
        ...firstDates(deps, instrument.market, input.terms),
        authorisedAt: deps.now(),
      };
    },
    { buys: true },
  );
};

/**
 * Pause, resume or cancel: each only ever stops buying or returns to the terms already
 * authorised, so none asks for the pay password. A resumed plan buys from its next date on;
 * the dates it was paused over are not bought later.
 */
export const actOnPlan = async (
  deps: AppDeps,
  actor: CustomerActor,
  id: number,
  action: PlanAction,
) =>
  changeLocked(
    deps,
    actor,
    id,
    async (_tx, plan) => {
      if (action === 'pause') return { status: 'paused' };
      if (action === 'cancel') return { status: 'cancelled', nextDate: null, nextRunOn: null };
      if (plan.status === 'active') return {};
      // Every two weeks counts its fortnights again from the first date after the pause.
      return { status: 'active', ...firstDates(deps, plan.market, plan) };
    },
    { buys: action === 'resume' },
  );

/** The customer's plans, newest first, each with its components and its latest runs. */
export const listPlans = async (deps: AppDeps, actor: CustomerActor) => {
  const plans = await customerPlans(deps.db, actor.customerId);
  const ids = plans.map((plan) => plan.id);
  const [components, runs] = await Promise.all([
    componentsOf(deps.db, ids),
    lastRuns(deps.db, ids),
  ]);
  return plans.map((plan) =>
    planView(
      plan,
      components.filter((component) => component.planId === plan.id),
      runs.filter((run) => run.planId === plan.id),
    ),
  );
};

/** One of the customer's plans with its components and latest runs. */
export const getPlan = async (deps: AppDeps, actor: CustomerActor, id: number) =>
  viewOf(deps.db, await ownPlan(deps, actor, id));

/** One plan's runs, newest first. */
export const listPlanRuns = async (
  deps: AppDeps,
  actor: CustomerActor,
  id: number,
  query: { page: number; pageSize: number },
) => {
  const plan = await ownPlan(deps, actor, id);
  const { rows, total } = await pageRuns(deps.db, plan.id, {
    limit: query.pageSize,
    offset: rowsBefore(query),
  });
  return { items: rows.map(planRunView), total, page: query.page, pageSize: query.pageSize };
};
