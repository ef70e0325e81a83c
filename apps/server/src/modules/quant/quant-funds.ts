import {
  type CreateQuantFundRequest,
  Decimal,
  type QuantFundDetail,
  type QuantFundView,
  splitInstrumentKey,
} from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { findInstrumentRow } from '../market/instruments.repository.ts';
import { liveNav } from './nav-history.ts';
import {
  allFunds,
  componentsOf,
  fundById,
  insertFundWithComponents,
  navRows,
  type FundRow,
} from './quant.repository.ts';
import { returnRange } from './nav-rule.ts';
import { addDays } from '@brokerage/shared/market-time';
import { fundDays } from './valuation-calendar.ts';

/** How far back a fund's base day may lie: the feed's candle history reaches five years. */
const BASE_DAY_MAX_AGE_DAYS = 5 * 365;

const isOpen = (fund: FundRow, at: Date) =>
  fund.subscriptionStart <= at && at < fund.subscriptionEnd;

const view = async (deps: AppDeps, fund: FundRow): Promise<QuantFundView> => {
  const components = await componentsOf(deps.db, fund.id);
  const nav = await liveNav(deps, fund);
  const history = await navRows(deps.db, fund.id);
  const days = fundDays(deps, fund.market);
  const pricingDay = days.pricingDateAt(deps.now());
  return {
    id: fund.id,
    name: fund.name,
    market: fund.market,
    currency: fund.currency,
    risk: fund.risk,
    institution: fund.institution,
    periodDays: fund.periodDays,
    minPurchase: fund.minPurchase,
    maxPurchase: fund.maxPurchase,
    subscriptionStart: fund.subscriptionStart.toISOString(),
    subscriptionEnd: fund.subscriptionEnd.toISOString(),
    open: isOpen(fund, deps.now()),
    rebalance: fund.rebalance,
    baseDay: fund.baseDay,
    components: components.map((c) => ({ key: c.key, weight: c.weight })),
    nav,
    returnRange: returnRange(history, fund.periodDays),
    pricing: {
      pricingDay,
      valuationAt: days.valuationPointOf(pricingDay).toISOString(),
    },
  };
};

export const findFund = async (deps: Pick<AppDeps, 'db'>, id: number): Promise<FundRow> => {
  const fund = await fundById(deps.db, id);
  if (!fund) throw new DomainError('NOT_FOUND');
  return fund;
};

/** Every fund, newest subscription window first, with today's NAV and its past return range. */
export const listFunds = async (deps: AppDeps): Promise<QuantFundView[]> => {
  const funds = await allFunds(deps.db);
  const views = await Promise.all(funds.map((fund) => view(deps, fund)));
  return views.sort((a, b) => Number(b.open) - Number(a.open) || b.id - a.id);
};

/** One fund with its stored NAV history and the closes behind each day. */
export const fundDetail = async (deps: AppDeps, id: number): Promise<QuantFundDetail> => {
  const fund = await findFund(deps, id);
  const summary = await view(deps, fund);
  const history = await navRows(deps.db, fund.id);
  return {
    ...summary,
    history: history.map((row) => ({
      day: row.day,
      nav: row.nav,
      rebalanced: row.rebalanced,
      prices: row.prices,
    })),
  };
};

/** Writes a fund and its basket (checked by the caller) in the caller's transaction. */
export const insertFund = async (
  tx: Executor,
  input: CreateQuantFundRequest,
  currency: string,
  createdBy: string,
): Promise<FundRow> =>
  insertFundWithComponents(
    tx,
    {
      name: input.names,
      market: input.market,
      currency,
      risk: input.risk,
      institution: input.institution,
      periodDays: input.periodDays,
      minPurchase: new Decimal(input.minPurchase).toFixed(),
      maxPurchase: new Decimal(input.maxPurchase).toFixed(),
      subscriptionStart: new Date(input.subscriptionStart),
      subscriptionEnd: new Date(input.subscriptionEnd),
      rebalance: input.rebalance,
      baseDay: input.baseDay,
      createdBy,
    },
    input.components.map((c) => ({
      instrumentKey: c.key,
      weight: new Decimal(c.weight).toFixed(),
    })),
  );

/**
 * Operators define a fund once: its basket, rule, period and limits. Each instrument must be a
 * stock or fund of the fund's market (so the basket has one currency); the NAV then follows from
 * the feed, and nothing about a fund's outcome can be edited later.
 */
export const createFund = async (
  deps: AppDeps,
  operatorRef: string,
  input: CreateQuantFundRequest,
): Promise<QuantFundView> => {
  // The base date's closes must be known: a trading date whose session has closed.
  const days = fundDays(deps, input.market);
  const baseDate = days.valuationDateOnOrAfter(input.baseDay);
  const lastClosed = days.lastValuedDate(deps.now(), baseDate);
  const today = days.localDate(deps.now());
  if (!lastClosed || input.baseDay < addDays(today, -BASE_DAY_MAX_AGE_DAYS))
    throw new DomainError('QUANT_BASE_DAY_INVALID');
  const currencies = new Set<string>();
  for (const component of input.components) {
    const { market, symbol } = splitInstrumentKey(component.key);
    const instrument = await findInstrumentRow(deps.db, market, symbol);
    if (!instrument || instrument.kind === 'index' || instrument.market !== input.market)
      throw new DomainError('QUANT_UNKNOWN_COMPONENT', { key: component.key });
    currencies.add(instrument.currency);
  }
  const [currency] = [...currencies];
  if (!currency || currencies.size !== 1) throw new DomainError('VALIDATION_FAILED');
  const fund = await deps.db.transaction(async (tx) => {
    const row = await insertFund(tx, input, currency, operatorRef);
    await writeAudit(tx, {
      actor: operatorRef,
      action: 'quant-fund.create',
      subjectType: 'quant_fund',
      subjectId: row.id,
      before: null,
      after: { ...row, components: input.components },
    });
    return row;
  });
  return view(deps, fund);
};
