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
import { firstPlanDate, planRunDate } from '@brokerage/shared/investment-plans';
import { addDays, localDate, type CalendarCode } from '@brokerage/shared/market-time';
import { lotProblem, sharesForAmount } from '@brokerage/shared/order-rules';
import { lockCustomer } from '../../db/customer-lock.ts';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError, InputRejected } from '../../lib/domain-error.ts';
import { verifyPayPassword } from '../member/member.service.ts';
import { refuseFrozenPurchase } from '../member/purchase-freeze.ts';
import { standingOrderContext, type OrderContext } from '../trading/order-context.ts';
import { currentQuote } from '../trading/trading-quotes.ts';
import {
  countOpenPlans,
  customerPlan,
  customerPlans,
  insertPlan,
  lastRuns,
  pageRuns,
  updatePlan,
  type PlanRow,
} from './plans.repository.ts';
import { planRunView, planView } from './plan-view.ts';

/** Active or paused plans one customer may have at once. */
export const MAX_OPEN_PLANS = 20;

/** What the terms store: the amount or the quantity, the other null. */
const storedTerms = (terms: PlanTerms) => ({
  kind: terms.kind,
  amount: terms.kind === 'amount' ? (terms.amount ?? null) : null,
  quantity: terms.kind === 'quantity' ? (terms.quantity ?? null) : null,
  frequency: terms.frequency,
  day: terms.day,
});

/**
 * Terms a run could buy with: an amount in the currency's unit (USD 10.005 is not an amount)
 * that pays for one lot with its fee at the current ask, or a quantity in whole lots. Refused
 * here rather than at every run.
 */
const checkTerms = (
  deps: AppDeps,
  actor: CustomerActor,
  context: OrderContext,
  terms: PlanTerms,
) => {
  const { instrument } = context;
  if (terms.kind === 'quantity' && terms.quantity !== undefined) {
    const problem = lotProblem(new Decimal(terms.quantity), instrument.lotSize);
    if (problem) throw new DomainError(problem.code, problem.values);
  }
  if (terms.kind !== 'amount' || terms.amount === undefined) return;
  if (decimalPlaces(terms.amount) > currencyDecimals(instrument.currency))
    throw new InputRejected([{ message: 'validation.amountInvalid', path: ['terms', 'amount'] }]);
  const quote = currentQuote(deps, `${instrument.market}:${instrument.symbol}`);
  if (!quote || quote.stale) return;
  const shares = sharesForAmount(
    { fees: context.fees, vip: actor.vip },
    instrument.market,
    new Decimal(quote.ask),
    instrument.lotSize,
    new Decimal(terms.amount),
  );
  if (shares.isZero()) throw new DomainError('AMOUNT_BELOW_ONE_LOT');
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
  const context = await standingOrderContext(deps.db, deps.now(), input.key);
  const { instrument } = context;
  checkTerms(deps, actor, context, input.terms);
  await verifyPayPassword(deps, actor.personId, input.payPassword);
  const row = await deps.db.transaction(async (tx) => {
    await lockCustomer(tx, actor.customerId);
    await refuseFrozenPurchase(tx, actor.customerId, 'customer');
    if ((await countOpenPlans(tx, actor.customerId)) >= MAX_OPEN_PLANS)
      throw new DomainError('PLAN_LIMIT_REACHED', { max: MAX_OPEN_PLANS });
    return insertPlan(tx, {
      customerId: actor.customerId,
      instrumentId: instrument.id,
      instrumentKey: `${instrument.market}:${instrument.symbol}`,
      market: instrument.market,
      currency: instrument.currency,
      ...storedTerms(input.terms),
      ...firstDates(deps, instrument.market, input.terms),
      authorisedAt: deps.now(),
    });
  });
  return planView(row, null);
};

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
  change: (plan: PlanRow) => Partial<PlanRow>,
  { buys }: { buys: boolean },
) => {
  const row = await deps.db.transaction(async (tx) => {
    const plan = await customerPlan(tx, actor.customerId, id, { lock: true });
    if (!plan) throw new DomainError('NOT_FOUND');
    if (plan.status === 'cancelled') throw new DomainError('PLAN_NOT_ACTIVE');
    // New terms and a resume commit money to purchases: refused while purchases are frozen.
    if (buys) await refuseFrozenPurchase(tx, actor.customerId, 'customer');
    return updatePlan(tx, plan.id, change(plan));
  });
  return planView(row, null);
};

/** New terms, authorised again with the pay password; the plan starts over from them. */
export const changePlan = async (
  deps: AppDeps,
  actor: CustomerActor,
  id: number,
  input: ChangePlanRequest,
) => {
  const plan = await ownPlan(deps, actor, id);
  checkTerms(
    deps,
    actor,
    await standingOrderContext(deps.db, deps.now(), plan.instrumentKey),
    input.terms,
  );
  await verifyPayPassword(deps, actor.personId, input.payPassword);
  return changeLocked(
    deps,
    actor,
    id,
    (locked) => ({
      ...storedTerms(input.terms),
      ...firstDates(deps, locked.market, input.terms),
      authorisedAt: deps.now(),
    }),
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
    (plan) => {
      if (action === 'pause') return { status: 'paused' };
      if (action === 'cancel') return { status: 'cancelled', nextDate: null, nextRunOn: null };
      if (plan.status === 'active') return {};
      // Every two weeks counts its fortnights again from the first date after the pause.
      return { status: 'active', ...firstDates(deps, plan.market, plan) };
    },
    { buys: action === 'resume' },
  );

/** The customer's plans, newest first, each with its latest run. */
export const listPlans = async (deps: AppDeps, actor: CustomerActor) => {
  const plans = await customerPlans(deps.db, actor.customerId);
  const runs = await lastRuns(
    deps.db,
    plans.map((plan) => plan.id),
  );
  const lastOf = new Map(runs.map((run) => [run.planId, run]));
  return plans.map((plan) => planView(plan, lastOf.get(plan.id) ?? null));
};

/** One of the customer's plans with its latest run. */
export const getPlan = async (deps: AppDeps, actor: CustomerActor, id: number) => {
  const plan = await ownPlan(deps, actor, id);
  const [last] = await lastRuns(deps.db, [plan.id]);
  return planView(plan, last ?? null);
};

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
