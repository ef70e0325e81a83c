import type { Database } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { rowFrom } from '../../db/row-json.ts';
import { instruments } from '../../db/schema/index.ts';
import type { InstrumentRow } from '../market/instruments.repository.ts';
import { feeTermsOf, type FeeTerms } from './trading-settings.ts';

const contextStatement = preparedStatement<
  Record<string, unknown> & { customer_vip: boolean | null; trading_fees: string | null }
>(
  'order-context',
  `SELECT i.*,
          (SELECT vip FROM customers WHERE id = $3) AS customer_vip,
          (SELECT value::text FROM settings WHERE key = 'trading.fees') AS trading_fees
     FROM instruments i
    WHERE i.market = $1 AND i.symbol = $2`,
);

/**
 * What placing an order reads before it writes, in one prepared statement: the
 * instrument (null when there is none), the fee table and the customer's VIP flag.
 */
export const orderContext = async (
  db: Database,
  customerId: number,
  market: string,
  symbol: string,
): Promise<{ instrument: InstrumentRow; terms: FeeTerms } | null> => {
  const [row] = await contextStatement(db, [market, symbol.toUpperCase(), customerId]);
  return row
    ? {
        instrument: rowFrom(instruments, row),
        terms: feeTermsOf(row.trading_fees, row.customer_vip),
      }
    : null;
};
