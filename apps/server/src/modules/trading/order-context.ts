import type { Database } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { rowFrom } from '../../db/row-json.ts';
import { instruments } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { InstrumentRow } from '../market/instruments.repository.ts';
import { feeTable, type FeeTerms } from './trading-settings.ts';

const contextStatement = preparedStatement<
  Record<string, unknown> & { trading_fees: string | null }
>(
  'order-context',
  `SELECT i.*, (SELECT value::text FROM settings WHERE key = 'trading.fees') AS trading_fees
     FROM instruments i
    WHERE i.market = $1 AND i.symbol = $2`,
);

/** What placing an order reads before it writes: the instrument and the fee table. */
export interface OrderContext {
  instrument: InstrumentRow;
  /** Fee terms without the customer's VIP discount: the session says whether it applies. */
  fees: FeeTerms['fees'];
}

/**
 * The instrument an order is for (`MARKET:SYMBOL`) and the fee table, in one prepared
 * statement. Nothing in it is the customer's, so it may run beside the session lookup.
 */
export const orderContext = async (db: Database, key: string): Promise<OrderContext> => {
  const [market = '', symbol = ''] = key.split(':');
  const [row] = await contextStatement(db, [market, symbol.toUpperCase()]);
  const instrument = row ? rowFrom(instruments, row) : null;
  if (!row || !instrument || instrument.kind === 'index')
    throw new DomainError('UNKNOWN_INSTRUMENT');
  if (instrument.halted) throw new DomainError('INSTRUMENT_HALTED');
  return { instrument, fees: feeTable(row.trading_fees) };
};
