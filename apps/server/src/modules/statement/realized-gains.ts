import {
  Decimal,
  type DividendLine,
  type DividendTotals,
  type GainsTotals,
  type RealizedSale,
} from '@brokerage/shared';
import { pricePerShare } from '@brokerage/shared/order-rules';
import { daysBetween } from '@brokerage/shared/market-time';
import type { DividendRow, SaleRow } from './gains-report.repository.ts';

const exact = (value: Decimal) => value.toFixed();

/**
 * A sale as the report states it. The fill path stored its realised P/L (the price difference
 * less its fee and its shares of the lot's cost and opening fee, half to even at 8 decimals: see
 * execute-fill.sql); the report shows the same figure as gain, split into proceeds (price x
 * shares), cost (the sale's share of the lot's cost, as its receipt keeps it, so a later split
 * of the lot changes nothing here) and fees, so that proceeds - cost - fees = gain exactly and
 * every line reconciles with the closed-positions list.
 */
export const realizedSaleOf = (row: SaleRow): RealizedSale => {
  const quantity = new Decimal(row.quantity);
  const proceeds = new Decimal(row.price).times(quantity);
  const cost = new Decimal(row.cost);
  const gain = new Decimal(row.realized_pnl);
  const fees = proceeds.minus(cost).minus(gain);
  const saleFee = new Decimal(row.fee);
  return {
    fillId: Number(row.fill_id),
    positionId: Number(row.position_id),
    key: row.key,
    name: row.name,
    quantity: exact(quantity),
    acquiredOn: row.acquired_on,
    soldOn: row.sold_on,
    holdingDays: daysBetween(row.acquired_on, row.sold_on),
    costPrice: exact(pricePerShare(cost, quantity)),
    salePrice: exact(new Decimal(row.price)),
    proceeds: exact(proceeds),
    cost: exact(cost),
    openingFee: exact(fees.minus(saleFee)),
    saleFee: exact(saleFee),
    fees: exact(fees),
    gain: exact(gain),
  };
};

const sum = (values: Decimal[]) => values.reduce((a, b) => a.plus(b), new Decimal(0));

/** The year's sums, exact: the report rounds only where it shows them. */
export const gainsTotalsOf = (sales: RealizedSale[]): GainsTotals => {
  const gains = sales.map((sale) => new Decimal(sale.gain));
  return {
    sales: sales.length,
    proceeds: exact(sum(sales.map((sale) => new Decimal(sale.proceeds)))),
    cost: exact(sum(sales.map((sale) => new Decimal(sale.cost)))),
    fees: exact(sum(sales.map((sale) => new Decimal(sale.fees)))),
    gains: exact(sum(gains.filter((gain) => gain.isPositive() && !gain.isZero()))),
    losses: exact(sum(gains.filter((gain) => gain.isNegative()))),
    net: exact(sum(gains)),
  };
};

/** A dividend paid on one lot, as stored when its ex-date began (shared dividend-rule.ts). */
export const dividendLineOf = (row: DividendRow): DividendLine => ({
  key: row.key,
  name: row.name,
  positionId: Number(row.position_id),
  exDate: row.ex_date,
  payDate: row.pay_date,
  quantity: exact(new Decimal(row.quantity)),
  perShare: exact(new Decimal(row.amount_per_share)),
  gross: exact(new Decimal(row.gross)),
  withholding: exact(new Decimal(row.withholding)),
  net: exact(new Decimal(row.net)),
});

export const dividendTotalsOf = (lines: DividendLine[]): DividendTotals => ({
  gross: exact(sum(lines.map((line) => new Decimal(line.gross)))),
  withholding: exact(sum(lines.map((line) => new Decimal(line.withholding)))),
  net: exact(sum(lines.map((line) => new Decimal(line.net)))),
});
