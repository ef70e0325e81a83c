import type { SqlRule } from './violation.ts';

/**
 * What the database must show after any run, whatever the requests were: each rule finds the
 * records a crash could have left half-done.
 */
export const RECORD_RULES: SqlRule[] = [
  {
    rule: 'a filled order has exactly one receipt (fill)',
    query: `SELECT 'order ' || o.id || ' is ' || o.status || ' with ' || count(f.id) || ' fills' AS detail
              FROM orders o LEFT JOIN fills f ON f.order_id = o.id
             GROUP BY o.id, o.status
            HAVING (o.status = 'filled') <> (count(f.id) = 1) OR count(f.id) > 1`,
  },
  {
    rule: "a fill's ledger entry exists and is its own",
    query: `SELECT 'fill ' || f.id || ' of order ' || f.order_id || ' has entry ' || f.entry_id
                   || CASE WHEN e.id IS NULL THEN ' (missing)' ELSE ' shared by ' || n.count || ' fills' END AS detail
              FROM fills f
              LEFT JOIN journal_entries e ON e.id = f.entry_id
              JOIN (SELECT entry_id, count(*) FROM fills GROUP BY entry_id) n ON n.entry_id = f.entry_id
             WHERE e.id IS NULL OR n.count > 1 OR e.reference IS DISTINCT FROM 'O' || f.order_id`,
  },
  {
    // A lot does not name the order that opened it: per customer and instrument, as many lots
    // as filled buys, of the same shares.
    rule: 'each filled buy opened exactly one lot',
    query: `SELECT 'customer ' || COALESCE(b.customer_id, l.customer_id) || ' ' || COALESCE(b.instrument_key, l.instrument_key)
                   || ': ' || COALESCE(b.n, 0) || ' buys of ' || COALESCE(b.shares, 0) || ' shares, '
                   || COALESCE(l.n, 0) || ' lots of ' || COALESCE(l.shares, 0) AS detail
              FROM (SELECT o.customer_id, o.instrument_key, count(*) AS n, sum(f.quantity) AS shares
                      FROM orders o JOIN fills f ON f.order_id = o.id WHERE o.side = 'buy'
                     GROUP BY 1, 2) b
              FULL JOIN (SELECT customer_id, instrument_key, count(*) AS n, sum(opened_quantity) AS shares
                           FROM positions GROUP BY 1, 2) l
                ON l.customer_id = b.customer_id AND l.instrument_key = b.instrument_key
             WHERE b.n IS DISTINCT FROM l.n OR b.shares IS DISTINCT FROM l.shares`,
  },
  {
    rule: 'a filled order has exactly one filled event',
    query: `SELECT 'order ' || o.id || ' has ' || count(ev.id) || ' filled events' AS detail
              FROM orders o
              LEFT JOIN customer_events ev
                ON ev.customer_id = o.customer_id AND ev.type = 'order.updated'
               AND ev.payload->>'id' = o.id::text AND ev.payload->>'status' = 'filled'
             WHERE o.status = 'filled'
             GROUP BY o.id HAVING count(ev.id) <> 1`,
  },
  {
    rule: 'a cancelled order has its event',
    query: `SELECT 'order ' || o.id || ' cancelled without an event' AS detail
              FROM orders o
             WHERE o.status = 'cancelled' AND NOT EXISTS (
                   SELECT 1 FROM customer_events ev
                    WHERE ev.customer_id = o.customer_id AND ev.type = 'order.updated'
                      AND ev.payload->>'id' = o.id::text AND ev.payload->>'status' = 'cancelled')`,
  },
  {
    rule: 'an audited deposit has its event',
    query: `SELECT 'deposit ' || d.id || ' (status ' || d.status || ') without deposit.audited' AS detail
              FROM deposits d
             WHERE d.status <> 0 AND NOT EXISTS (
                   SELECT 1 FROM customer_events ev
                    WHERE ev.customer_id = d.customer_id AND ev.type = 'deposit.audited'
                      AND ev.payload->>'id' = d.id::text)`,
  },
  {
    rule: 'a reviewed withdrawal has its event',
    query: `SELECT 'withdrawal ' || w.id || ' (status ' || w.status || ') without withdrawal.reviewed' AS detail
              FROM withdrawals w
             WHERE w.status IN (1, 2) AND NOT EXISTS (
                   SELECT 1 FROM customer_events ev
                    WHERE ev.customer_id = w.customer_id AND ev.type = 'withdrawal.reviewed'
                      AND ev.payload->>'id' = w.id::text)`,
  },
  {
    // The demo customer's identity is seeded as passed, without a decision: only the run's.
    rule: 'a decided identity check has its event',
    query: `SELECT 'kyc submission ' || k.id || ' (' || k.status || ') without kyc.result' AS detail
              FROM kyc_submissions k
             WHERE k.status <> 'review' AND k.customer_id = ANY($1::bigint[]) AND NOT EXISTS (
                   SELECT 1 FROM customer_events ev
                    WHERE ev.customer_id = k.customer_id AND ev.type = 'kyc.result'
                      AND ev.payload->>'submissionId' = k.id::text)`,
  },
  {
    rule: 'a reviewed loan has its event',
    query: `SELECT 'loan ' || l.id || ' (' || l.status || ') without loan.reviewed' AS detail
              FROM loans l
             WHERE l.status <> 'applied' AND l.customer_id = ANY($1::bigint[]) AND NOT EXISTS (
                   SELECT 1 FROM customer_events ev
                    WHERE ev.customer_id = l.customer_id AND ev.type = 'loan.reviewed'
                      AND ev.payload->>'id' = l.id::text)`,
  },
  {
    rule: 'every customer event was announced',
    query: `SELECT 'event ' || id || ' ' || type || ' of customer ' || customer_id || ' never announced' AS detail
              FROM customer_events WHERE announced_at IS NULL`,
  },
  {
    rule: 'a passed or part-passed deposit was credited once; a waiting or refused one not',
    query: `SELECT 'deposit ' || d.id || ' status ' || d.status || ' entry ' || COALESCE(d.entry_id::text, 'none')
                   || ' (' || (SELECT count(*) FROM journal_entries e WHERE e.reference = d.reference) || ' entries by reference)' AS detail
              FROM deposits d
             WHERE (d.status IN (1, 2)) <> (d.entry_id IS NOT NULL)`,
  },
  {
    rule: "a withdrawal's hold follows its status",
    query: `SELECT 'withdrawal ' || w.id || ' status ' || w.status || ' has hold ' || COALESCE(h.status, 'none') AS detail
              FROM withdrawals w LEFT JOIN holds h ON h.id = w.hold_id
             WHERE h.id IS NULL
                OR (w.status = 0 AND h.status <> 'pending')
                OR (w.status = 1 AND h.status <> 'posted')
                OR (w.status IN (2, 3) AND h.status <> 'voided')`,
  },
  {
    rule: "a buy order's hold follows its status",
    query: `SELECT 'order ' || o.id || ' ' || o.status || ' has hold ' || h.status AS detail
              FROM orders o JOIN holds h ON h.id = o.hold_id
             WHERE (o.status = 'pending' AND h.status <> 'pending')
                OR (o.status <> 'pending' AND h.status = 'pending')`,
  },
  {
    rule: 'no pending hold without a live reason',
    query: `SELECT 'hold ' || h.id || ' (' || h.purpose || ', ' || h.amount || ' ' || h.currency || ') of customer ' || h.customer_id || ' pending without a live reason' AS detail
              FROM holds h
             WHERE h.status = 'pending'
               AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.hold_id = h.id AND o.status = 'pending')
               AND NOT EXISTS (SELECT 1 FROM withdrawals w WHERE w.hold_id = h.id AND w.status = 0)
               AND NOT EXISTS (SELECT 1 FROM ipo_subscriptions s WHERE s.hold_id = h.id AND s.status = 'waiting')`,
  },
];
