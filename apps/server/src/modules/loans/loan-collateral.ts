import {
  Decimal,
  FIAT_DECIMALS,
  marketOf,
  symbolOf,
  type LoanCollateral,
  type LoanView,
} from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { createValuation, type Valuation } from './collateral-valuation.ts';
import { debtOf, toLoanView, type LoanRow } from './loan-view.ts';
import {
  latestCalls,
  pledgesOf,
  type MarginCallRow,
  type PledgedLot,
} from './loan-pledges.repository.ts';

const LENT: readonly LoanRow['status'][] = ['disbursed', 'overdue'];
export const isLent = (loan: Pick<LoanRow, 'status'>) => LENT.includes(loan.status);

export interface PledgeLine {
  lot: PledgedLot;
  quantity: Decimal;
  price: Decimal;
  ltv: Decimal;
  /** quantity × last price, in the loan's currency (converted less the spread). */
  value: Decimal;
}

export interface Assessment {
  lines: PledgeLine[];
  value: Decimal;
  debt: Decimal;
  /** value / debt (8 decimals, cut down); null when nothing is owed. */
  ratio: Decimal | null;
}

/** A loan's pledged lots valued now, and its equity ratio: collateral value / debt. */
export const assessLoan = async (
  valuation: Valuation,
  loan: LoanRow,
  lots: readonly PledgedLot[],
): Promise<Assessment> => {
  const lines: PledgeLine[] = [];
  let value = new Decimal(0);
  for (const lot of lots) {
    const quantity = new Decimal(lot.pledged);
    const price = valuation.last(lot.instrumentKey);
    const worth = await valuation.asset(quantity.times(price), lot.currency, loan.currency);
    lines.push({ lot, quantity, price, ltv: valuation.ltv(lot), value: worth });
    value = value.plus(worth);
  }
  const debt = isLent(loan) ? debtOf(loan) : new Decimal(0);
  const ratio = debt.isZero() ? null : value.div(debt).toDecimalPlaces(8, Decimal.ROUND_DOWN);
  return { lines, value, debt, ratio };
};

const statusOf = (
  loan: LoanRow,
  assessment: Assessment,
  call: MarginCallRow | undefined,
): LoanCollateral['status'] => {
  if (!isLent(loan)) return loan.status === 'applied' ? 'ok' : 'closed';
  if (assessment.ratio !== null && assessment.ratio.lt(loan.liquidationLevel)) return 'liquidating';
  return call?.status === 'open' ? 'call' : 'ok';
};

export const collateralView = (
  loan: LoanRow,
  assessment: Assessment,
  call: MarginCallRow | undefined,
): LoanCollateral => ({
  value: assessment.value.toFixed(FIAT_DECIMALS, Decimal.ROUND_DOWN),
  debt: assessment.debt.toFixed(FIAT_DECIMALS, Decimal.ROUND_UP),
  equityRatio: assessment.ratio?.toFixed(4, Decimal.ROUND_DOWN) ?? null,
  status: statusOf(loan, assessment, call),
  pledges: assessment.lines.map((line) => ({
    lotId: line.lot.id,
    symbol: symbolOf(line.lot.instrumentKey),
    market: marketOf(line.lot.instrumentKey),
    quantity: line.quantity.toFixed(0),
    price: line.price.toFixed(),
    ltv: line.ltv.toFixed(),
    value: line.value.toFixed(FIAT_DECIMALS, Decimal.ROUND_DOWN),
  })),
  marginCall: call
    ? {
        id: call.id,
        amountToRepay: new Decimal(call.amountToRepay).toFixed(FIAT_DECIMALS),
        deadline: call.deadline.toISOString(),
        status: call.status,
      }
    : null,
});

/** The collateral of each loan, valued against the quotes of now, in the order given. */
export const collateralOf = async (
  deps: AppDeps,
  db: Executor,
  rows: readonly LoanRow[],
): Promise<LoanCollateral[]> => {
  const ids = rows.map((row) => row.id);
  const [pledges, calls] = await Promise.all([pledgesOf(db, ids), latestCalls(db, ids)]);
  const keys = [...pledges.values()].flat().map((lot) => lot.instrumentKey);
  const valuation = await createValuation(deps, db, keys);
  return Promise.all(
    rows.map(async (row) =>
      collateralView(
        row,
        await assessLoan(valuation, row, pledges.get(row.id) ?? []),
        calls.get(row.id),
      ),
    ),
  );
};

/** The customer's view of each loan, with its collateral. */
export const withCollateral = async (
  deps: AppDeps,
  rows: readonly LoanRow[],
  db: Executor = deps.db,
): Promise<LoanView[]> => {
  const collateral = await collateralOf(deps, db, rows);
  return rows.map((row, i) => ({
    ...toLoanView(row),
    collateral: collateral[i] as LoanCollateral,
  }));
};
