import { splitInstrumentKey } from '@brokerage/shared';
import type { CustomerActor } from '../../deps.ts';
import type { Database } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { rowFrom } from '../../db/row-json.ts';
import { instruments } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { InstrumentRow } from '../market/instruments.repository.ts';
import {
  ACTIVE_SESSION_QUERY,
  activeSessionFrom,
  sessionLookupKey,
  actorOf,
} from '../security/sessions.ts';
import type { FeeSchedule } from '@brokerage/shared/order-rules';
import { DEFAULT_AMOUNT_LIMITS } from '../reference/amount-limits.ts';
import { feeTable } from './trading-settings.ts';

type ContextRow = Record<string, unknown> & {
  session_id: number | null;
  session_customer_id: number;
  session_trade_unlocked_until: Date | null;
  session_vip: boolean;
  trading_fees: string | null;
  order_maximum: string | null;
};

// One row always: the session's columns and the instrument's are null when there is none.
const contextStatement = preparedStatement<ContextRow>(
  'order-context',
  `SELECT a.id AS session_id, a.customer_id AS session_customer_id,
          a.trade_unlocked_until AS session_trade_unlocked_until, a.vip AS session_vip,
          i.*, (SELECT value::text FROM settings WHERE key = 'trading.fees') AS trading_fees,
          (SELECT value -> i.currency ->> 'order' FROM settings WHERE key = 'limits.maximums')
            AS order_maximum
     FROM (SELECT 1) AS one
     LEFT JOIN (${ACTIVE_SESSION_QUERY}) AS a ON true
     LEFT JOIN instruments i ON i.market = $3 AND i.symbol = $4`,
);

/** What placing an order reads before it writes: the instrument and the fee table. */
export interface OrderContext {
  instrument: InstrumentRow;
  /** Fee terms without the customer's VIP discount: the session says whether it applies. */
  fees: FeeSchedule;
  /** The most one order may be worth in the instrument's currency (setting `limits.maximums`). */
  maximum: string | undefined;
}

/**
 * The customer whose session `token` is, the instrument an order is for (`MARKET:SYMBOL`),
 * the fee table and the order maximum of its currency, in one prepared statement: the order's only round trip before the
 * one that writes it, which halves the reads on the busiest path of the app. Without a
 * session it answers 401 whatever the instrument, so a caller without one learns nothing.
 */
export const orderContext = async (
  db: Database,
  token: string | null,
  now: Date,
  key: string,
): Promise<{ actor: CustomerActor; context: OrderContext }> => {
  const { market, symbol } = splitInstrumentKey(key);
  const [row] = await contextStatement(db, [
    sessionLookupKey(token),
    now,
    market,
    symbol.toUpperCase(),
  ]);
  if (!row) throw new Error('the order context statement answered no row');
  const actor = actorOf(
    row.session_id === null
      ? null
      : activeSessionFrom({
          id: row.session_id,
          customer_id: row.session_customer_id,
          trade_unlocked_until: row.session_trade_unlocked_until,
          vip: row.session_vip,
        }),
  );
  const instrument = row.id === null ? null : rowFrom(instruments, row);
  if (!instrument || instrument.kind === 'index') throw new DomainError('UNKNOWN_INSTRUMENT');
  if (instrument.halted) throw new DomainError('INSTRUMENT_HALTED');
  return {
    actor,
    context: {
      instrument,
      fees: feeTable(row.trading_fees),
      maximum: row.order_maximum ?? DEFAULT_AMOUNT_LIMITS[instrument.currency]?.order,
    },
  };
};
