import type { SqlRule } from './violation.ts';

/**
 * Jobs run on every copy and again after each restart: each effect must still happen once
 * (one accrual per loan and day, one settlement per quant holding, one listing order per
 * allotted IPO application).
 */
export const JOB_RULES: SqlRule[] = [
  {
    rule: 'a loan accrues once per day',
    query: `SELECT reference || ' accrued ' || count(*) || ' times for ' || day AS detail
              FROM (SELECT reference, substring(description from ' for ([0-9-]+)$') AS day
                      FROM journal_entries WHERE type = 'loan.accrue') a
             GROUP BY reference, day HAVING count(*) > 1`,
  },
  {
    rule: 'an approved loan is disbursed once, another never',
    query: `SELECT 'loan ' || l.id || ' (' || l.status || ') has ' || count(e.id) || ' disbursements' AS detail
              FROM loans l
              LEFT JOIN journal_entries e ON e.type = 'loan.disburse' AND e.reference = 'loan:' || l.id
             GROUP BY l.id, l.status
            HAVING count(e.id) <> CASE WHEN l.status IN ('applied', 'rejected') THEN 0 ELSE 1 END`,
  },
  {
    rule: 'a quant holding is settled once',
    query: `SELECT reference || ' settled ' || count(*) || ' times' AS detail
              FROM journal_entries WHERE type = 'quant.redeem'
             GROUP BY reference HAVING count(*) > 1`,
  },
  {
    rule: 'an allotted IPO application is listed once',
    query: `SELECT 'order ' || order_id || ' lists ' || count(*) || ' applications' AS detail
              FROM ipo_subscriptions WHERE order_id IS NOT NULL
             GROUP BY order_id HAVING count(*) > 1`,
  },
  {
    rule: 'an IPO application is allotted once',
    query: `SELECT 'application ' || s.id || ' is ' || s.status || ' with its hold ' || h.status AS detail
              FROM ipo_subscriptions s JOIN holds h ON h.id = s.hold_id
             WHERE (s.status = 'waiting') <> (h.status = 'pending')`,
  },
];
