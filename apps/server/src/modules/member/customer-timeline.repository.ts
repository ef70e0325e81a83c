import { DepositStatus, rowsBefore, WithdrawStatus } from '@brokerage/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { PageParams } from '../../db/paginate.ts';

/** How much of a support message the timeline repeats: enough to recognise it. */
const MESSAGE_START = 200;

/**
 * Every event of one customer, from the tables that record them, as one union: each branch
 * reads one table by its customer index and names its columns alike. Deciding a record is an
 * event of its own, at the decision's time; a record not decided yet has only its start.
 */
const eventsOf = (customerId: number): SQL => sql`
  SELECT created_at AS at, 'registered' AS kind, id AS ref_id, NULL AS subject,
         NULL AS amount, NULL AS currency, NULL AS price, NULL AS text
    FROM customers WHERE id = ${customerId}
  UNION ALL
  SELECT created_at, 'kyc.submitted', id, kind, NULL, NULL, NULL, NULL
    FROM kyc_submissions WHERE customer_id = ${customerId}
  UNION ALL
  SELECT reviewed_at, 'kyc.' || status, id, kind, NULL, NULL, NULL, reason
    FROM kyc_submissions
   WHERE customer_id = ${customerId} AND reviewed_at IS NOT NULL AND status <> 'review'
  UNION ALL
  SELECT created_at, 'deposit.submitted', id, type, money::text, currency, NULL, NULL
    FROM deposits WHERE customer_id = ${customerId}
  UNION ALL
  SELECT audited_at,
         CASE status WHEN ${DepositStatus.PASS} THEN 'deposit.passed'
                     WHEN ${DepositStatus.PART} THEN 'deposit.part'
                     ELSE 'deposit.refused' END,
         id, type, coalesce(audit_money, money)::text, currency, NULL, comment
    FROM deposits
   WHERE customer_id = ${customerId} AND audited_at IS NOT NULL
     AND status <> ${DepositStatus.WAIT}
  UNION ALL
  SELECT created_at, 'withdrawal.requested', id, type, amount::text, currency, NULL, NULL
    FROM withdrawals WHERE customer_id = ${customerId}
  UNION ALL
  SELECT reviewed_at,
         CASE status WHEN ${WithdrawStatus.PASS} THEN 'withdrawal.paid'
                     WHEN ${WithdrawStatus.REFUSE} THEN 'withdrawal.refused'
                     ELSE 'withdrawal.cancelled' END,
         id, type, amount::text, currency, NULL, comment
    FROM withdrawals
   WHERE customer_id = ${customerId} AND reviewed_at IS NOT NULL
     AND status <> ${WithdrawStatus.WAIT}
  UNION ALL
  SELECT f.filled_at, 'order.filled', f.order_id, o.instrument_key, f.quantity::text, NULL,
         f.price::text, o.side
    FROM fills f JOIN orders o ON o.id = f.order_id
   WHERE f.customer_id = ${customerId}
  UNION ALL
  SELECT created_at, 'loan.applied', id, NULL, amount::text, currency, NULL, NULL
    FROM loans WHERE customer_id = ${customerId}
  UNION ALL
  SELECT reviewed_at, 'loan.rejected', id, NULL, amount::text, currency, NULL, reason
    FROM loans
   WHERE customer_id = ${customerId} AND status = 'rejected' AND reviewed_at IS NOT NULL
  UNION ALL
  SELECT disbursed_at, 'loan.disbursed', id, NULL, amount::text, currency, NULL, NULL
    FROM loans WHERE customer_id = ${customerId} AND disbursed_at IS NOT NULL
  UNION ALL
  SELECT repaid_at, 'loan.repaid', id, NULL, amount::text, currency, NULL, NULL
    FROM loans WHERE customer_id = ${customerId} AND repaid_at IS NOT NULL
  UNION ALL
  SELECT created_at, 'support.' || author, id, NULL, NULL, NULL, NULL,
         left(body, ${MESSAGE_START})
    FROM support_messages WHERE customer_id = ${customerId}
  UNION ALL
  SELECT je.created_at, 'adjustment', je.id, NULL, moved.amount, moved.currency, NULL, je.reason
    FROM journal_entries je
    -- What the adjustment moved on the customer's own accounts.
    CROSS JOIN LATERAL (
      SELECT sum(p.amount)::text AS amount, min(p.currency) AS currency
        FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
       WHERE p.entry_id = je.id AND a.customer_id = ${customerId}
    ) moved
   WHERE je.customer_id = ${customerId} AND je.type = 'adjustment'`;

/**
 * One page of a customer's timeline, newest first (ties in a stable order), with the count of
 * all their events (of `topic`, if given).
 */
export const pageTimeline = async (
  db: Executor,
  customerId: number,
  page: PageParams & { topic?: string | undefined },
): Promise<{ rows: Record<string, unknown>[]; total: number }> => {
  const events = eventsOf(customerId);
  // A topic is a kind's first part: 'support' finds 'support.customer' and 'support.operator'.
  const topic = page.topic ? sql`WHERE split_part(e.kind, '.', 1) = ${page.topic}` : sql``;
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      SELECT * FROM (${events}) e ${topic}
       ORDER BY e.at DESC, e.kind DESC, e.ref_id DESC
       LIMIT ${page.pageSize} OFFSET ${rowsBefore(page)}`),
    db.execute(sql`SELECT count(*)::int AS n FROM (${events}) e ${topic}`),
  ]);
  return {
    rows: rows.rows,
    total: Number(counted.rows[0]?.n ?? 0),
  };
};
