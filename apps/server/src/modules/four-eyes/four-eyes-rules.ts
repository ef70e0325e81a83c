import {
  approvalBands,
  approvalThresholds,
  Decimal,
  ltvSetting,
  marginSetting,
  type ApprovalBands,
  type ApprovalThresholds,
} from '@brokerage/shared';
import { feeRuleOf, feeScheduleSchema } from '@brokerage/shared/order-rules';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { getSetting } from '../reference/reference.repository.ts';

/** About ten thousand dollars in each seeded currency, for each kind of payout. */
const tenThousandUsd = (units: string) => ({ withdrawal: units, adjustment: units, loan: units });
export const DEFAULT_APPROVAL_THRESHOLDS: ApprovalThresholds = {
  USD: tenThousandUsd('10000'),
  USDT: tenThousandUsd('10000'),
  EUR: tenThousandUsd('10000'),
  HKD: tenThousandUsd('80000'),
  CNY: tenThousandUsd('70000'),
  MYR: tenThousandUsd('45000'),
  TWD: tenThousandUsd('300000'),
  SGD: tenThousandUsd('13000'),
};

/** An FX rate moves 2 % by one operator's hand; a fee figure 25 %, a risk figure 10 % of itself. */
export const DEFAULT_APPROVAL_BANDS: ApprovalBands = { fx: '0.02', fees: '0.25', risk: '0.1' };

/** Stored with the reference data, so the console shows the thresholds and bands that apply. */
export const DEFAULT_APPROVAL_SETTINGS = {
  'approvals.thresholds': DEFAULT_APPROVAL_THRESHOLDS,
  'approvals.bands': DEFAULT_APPROVAL_BANDS,
};

export const getApprovalThresholds = async (db: Executor): Promise<ApprovalThresholds> => {
  const stored = approvalThresholds.safeParse(await getSetting(db, 'approvals.thresholds'));
  return stored.success ? stored.data : DEFAULT_APPROVAL_THRESHOLDS;
};

export const getApprovalBands = async (db: Executor): Promise<ApprovalBands> => {
  const stored = approvalBands.safeParse(await getSetting(db, 'approvals.bands'));
  return stored.success ? stored.data : DEFAULT_APPROVAL_BANDS;
};

export type ThresholdKind = 'withdrawal' | 'adjustment' | 'loan';

/**
 * Whether a payout of `amount` (its size: an adjustment's sign does not matter) needs a
 * second operator. Above the currency's threshold it does; a currency the table does not
 * name always does (closed, not open, when a currency is added and forgotten here).
 */
export const payoutNeedsSecondApprover = async (
  db: Executor,
  kind: ThresholdKind,
  currency: string,
  amount: Decimal.Value,
): Promise<boolean> => {
  const threshold = (await getApprovalThresholds(db))[currency]?.[kind];
  return threshold === undefined || new Decimal(amount).abs().gt(threshold);
};

/** `next` lies outside `band` (a fraction) around `last`; from zero, any move is outside. */
export const outsideBand = (last: Decimal.Value, next: Decimal.Value, band: Decimal.Value) => {
  const from = new Decimal(last);
  const move = new Decimal(next).minus(from).abs();
  return from.isZero() ? !move.isZero() : move.gt(from.abs().times(band));
};

export const fxRateNeedsSecondApprover = async (db: Executor, last: string, next: string) =>
  outsideBand(last, next, (await getApprovalBands(db)).fx);

/** Each fee figure of a fee table: every market's rule as it applies, and the VIP discount. */
const feeTableFigures = (table: unknown, other: unknown): Map<string, string> | null => {
  const fees = feeScheduleSchema.safeParse(table);
  if (!fees.success) return null;
  const otherMarkets = feeScheduleSchema.safeParse(other);
  const markets = new Set([
    ...Object.keys(fees.data.markets),
    ...(otherMarkets.success ? Object.keys(otherMarkets.data.markets) : []),
  ]);
  const figures = new Map<string, string>([
    ['default.rate', fees.data.default.rate],
    ['default.minimum', fees.data.default.minimum],
    ['vipDiscount', fees.data.vipDiscount],
  ]);
  for (const market of markets) {
    const rule = feeRuleOf(fees.data, market);
    figures.set(`${market}.rate`, rule.rate);
    figures.set(`${market}.minimum`, rule.minimum);
  }
  return figures;
};

const withdrawalFees = z.object({ feeRate: z.string(), feeMinimumUsd: z.string() });
const withdrawalFeeFigures = (rules: unknown): Map<string, string> | null => {
  const parsed = withdrawalFees.safeParse(rules);
  return parsed.success
    ? new Map([
        ['feeRate', parsed.data.feeRate],
        ['feeMinimumUsd', parsed.data.feeMinimumUsd],
      ])
    : null;
};

/** Each margin-loan risk figure: the levels, the call's deadline, every LTV by market and instrument. */
const riskFigures = (key: string, value: unknown): Map<string, string> | null => {
  if (key === 'loans.margin') {
    const parsed = marginSetting.safeParse(value);
    return parsed.success
      ? new Map([
          ['maintenanceLevel', parsed.data.maintenanceLevel],
          ['liquidationLevel', parsed.data.liquidationLevel],
          ['callDeadlineHours', String(parsed.data.callDeadlineHours)],
        ])
      : null;
  }
  const parsed = ltvSetting.safeParse(value);
  return parsed.success
    ? new Map([
        ...Object.entries(parsed.data.markets).map(([m, v]) => [`market.${m}`, v] as const),
        ...Object.entries(parsed.data.instruments).map(([i, v]) => [`instrument.${i}`, v] as const),
      ])
    : null;
};

/** A risk figure that disappears falls back to another (a market's LTV, or none): outside too. */
const anyRiskFigureOutside = (key: string, before: unknown, after: unknown, band: string) => {
  const last = riskFigures(key, before);
  const next = riskFigures(key, after);
  if (!last || !next) return last !== next;
  const names = new Set([...last.keys(), ...next.keys()]);
  return [...names].some((name) => outsideBand(last.get(name) ?? '0', next.get(name) ?? '0', band));
};

const anyFigureOutside = (
  before: Map<string, string> | null,
  after: Map<string, string> | null,
  band: string,
) => {
  // A first value (nothing stored before) has no band to move within.
  if (!before || !after) return before !== after;
  return [...after].some(([name, next]) => outsideBand(before.get(name) ?? '0', next, band));
};

/** A loosening of the four-eyes settings themselves: a threshold raised or added, a band widened. */
const loosensThresholds = (before: ApprovalThresholds, after: ApprovalThresholds) =>
  Object.entries(after).some(([currency, next]) => {
    const last = before[currency];
    return (
      !last ||
      (['withdrawal', 'adjustment', 'loan'] as const).some((kind) =>
        new Decimal(next[kind]).gt(last[kind]),
      )
    );
  });

const loosensBands = (before: ApprovalBands, after: ApprovalBands) =>
  new Decimal(after.fx).gt(before.fx) ||
  new Decimal(after.fees).gt(before.fees) ||
  new Decimal(after.risk).gt(before.risk);

/**
 * Whether changing setting `key` from `before` (null: not stored) to `after` takes two
 * operators: a fee figure moving outside the fee band, a margin-loan risk figure (LTV,
 * level, call deadline) moving outside the risk band, or a loosening of the four-eyes
 * thresholds and bands (one operator could otherwise lift them and act alone).
 */
export const settingNeedsSecondApprover = async (
  db: Executor,
  key: string,
  before: unknown,
  after: unknown,
): Promise<boolean> => {
  switch (key) {
    case 'trading.fees':
      return anyFigureOutside(
        feeTableFigures(before, after),
        feeTableFigures(after, before),
        (await getApprovalBands(db)).fees,
      );
    case 'withdrawal.rules':
      return anyFigureOutside(
        withdrawalFeeFigures(before),
        withdrawalFeeFigures(after),
        (await getApprovalBands(db)).fees,
      );
    case 'loans.margin':
    case 'loans.ltv':
      return anyRiskFigureOutside(key, before, after, (await getApprovalBands(db)).risk);
    case 'approvals.thresholds':
      return loosensThresholds(
        approvalThresholds.safeParse(before).data ?? DEFAULT_APPROVAL_THRESHOLDS,
        approvalThresholds.parse(after),
      );
    case 'approvals.bands':
      return loosensBands(
        approvalBands.safeParse(before).data ?? DEFAULT_APPROVAL_BANDS,
        approvalBands.parse(after),
      );
    default:
      return false;
  }
};
