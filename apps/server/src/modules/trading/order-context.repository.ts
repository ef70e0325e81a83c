import type { Database } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { rowFrom } from '../../db/row-json.ts';
import { instruments } from '../../db/schema/index.ts';
import type { InstrumentRow } from '../market/instruments.repository.ts';
import { ACTIVE_SESSION_QUERY, type ActiveSessionRow } from '../security/sessions.repository.ts';

type ContextRow = Record<string, unknown> & {
  session_id: number | null;
  session_customer_id: number;
  session_trade_unlocked_until: Date | null;
  session_vip: boolean;
  session_practice_id: number | null;
  trading_fees: unknown;
  order_maximum: string | null;
};

// One row always: the session's columns and the instrument's are null when there is none.
const contextStatement = preparedStatement<ContextRow>(
  'order-context',
  `SELECT a.id AS session_id, a.customer_id AS session_customer_id,
          a.trade_unlocked_until AS session_trade_unlocked_until, a.vip AS session_vip,
          a.practice_id AS session_practice_id,
          i.*, (SELECT value FROM settings WHERE key = 'trading.fees') AS trading_fees,
          (SELECT value -> i.currency ->> 'order' FROM settings WHERE key = 'limits.maximums')
            AS order_maximum
     FROM (SELECT 1) AS one
     LEFT JOIN (${ACTIVE_SESSION_QUERY}) AS a ON true
     LEFT JOIN instruments i ON i.market = $3 AND i.symbol = $4`,
);

export interface OrderContextRow {
  session: ActiveSessionRow | null;
  instrument: InstrumentRow | null;
  /** The `trading.fees` setting as stored (parsed JSON), or null when it is not set. */
  tradingFees: unknown;
  /** The `limits.maximums` setting's order maximum in the instrument's currency. */
  orderMaximum: string | null;
}

/**
 * The active session of a token's hash, the instrument `market:symbol` and the settings an
 * order needs, in one prepared statement (one round trip).
 */
export const orderContextRow = async (
  db: Database,
  params: { tokenHash: string | null; now: Date; market: string; symbol: string },
): Promise<OrderContextRow> => {
  const [row] = await contextStatement(db, [
    params.tokenHash,
    params.now,
    params.market,
    params.symbol,
  ]);
  if (!row) throw new Error('the order context statement answered no row');
  return {
    session:
      row.session_id === null
        ? null
        : {
            id: row.session_id,
            customer_id: row.session_customer_id,
            trade_unlocked_until: row.session_trade_unlocked_until,
            vip: row.session_vip,
            practice_id: row.session_practice_id,
          },
    instrument: row.id === null ? null : rowFrom(instruments, row),
    tradingFees: row.trading_fees,
    orderMaximum: row.order_maximum,
  };
};
