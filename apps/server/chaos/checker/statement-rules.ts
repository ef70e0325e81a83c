import Decimal from 'decimal.js';
import type { Database } from '../../src/db/client.ts';
import { selectStatementLines } from '../../src/modules/statement/statement.repository.ts';
import type { Violation } from './violation.ts';

/**
 * Each customer's statement, as the statement route builds it, sums to their balances: every
 * movement of their money is a line, none twice.
 */
export const checkStatements = async (
  db: Database,
  customerIds: number[],
): Promise<Violation[]> => {
  const violations: Violation[] = [];
  for (const customerId of customerIds) {
    const lines = await selectStatementLines(db, { customerId }, { limit: 1_000_000, offset: 0 });
    const sums = new Map<string, { cash: Decimal; held: Decimal }>();
    for (const line of lines) {
      const sum = sums.get(line.currency) ?? { cash: new Decimal(0), held: new Decimal(0) };
      sums.set(line.currency, { cash: sum.cash.plus(line.cash), held: sum.held.plus(line.held) });
    }
    const balances = await db.$client.query<{ kind: string; currency: string; balance: string }>(
      `SELECT kind, currency, balance FROM ledger_accounts WHERE owner_type = 'customer' AND customer_id = $1`,
      [customerId],
    );
    for (const { kind, currency, balance } of balances.rows) {
      const summed = sums.get(currency)?.[kind === 'held' ? 'held' : 'cash'] ?? new Decimal(0);
      if (!summed.eq(balance))
        violations.push({
          rule: "a customer's statement sums to their balance",
          detail: `customer ${customerId} ${kind} ${currency}: balance ${balance}, statement lines sum to ${summed.toFixed()}`,
        });
    }
  }
  return violations;
};
