import { z } from 'zod/mini';

/** An amount per currency (decimal strings, never floats). */
export const currencyAmounts = z.array(z.object({ currency: z.string(), amount: z.string() }));

/** A queue of reviews: how many wait, and how the oldest stands against the promised time. */
const waitingQueue = z.object({
  /** Requests made today (the platform's operations day), whatever became of them. */
  today: z.int(),
  waiting: z.int(),
  /** When the oldest waiting one was made, or null when none waits. */
  oldestWaitingSince: z.nullable(z.string()),
  /** By when the oldest waiting one was promised to be decided. */
  oldestPromisedBy: z.nullable(z.string()),
  /** Waiting past their promised time. */
  overdue: z.int(),
});

export const dashboardDay = z.object({
  /** YYYY-MM-DD (UTC). */
  day: z.string(),
  newCustomers: z.int(),
  deposits: z.int(),
  withdrawals: z.int(),
});

/** The seed's `GET aggregate/stat`: the console's dashboard. */
export const dashboardStats = z.object({
  customers: z.object({
    total: z.int(),
    newToday: z.int(),
    kycWaiting: z.int(),
  }),
  deposits: z.extend(waitingQueue, {
    /**
     * What was credited today, per currency: the received (audited) amount of the deposits
     * passed in full or in part today, never what a customer declared or a refused deposit.
     */
    creditedToday: currencyAmounts,
  }),
  withdrawals: z.extend(waitingQueue, {
    /** What was paid out today, per currency: withdrawals passed today, never refused ones. */
    paidToday: currencyAmounts,
  }),
  openPositions: z.object({
    count: z.int(),
    /** What the open lots cost at their open price, per currency. */
    costByCurrency: currencyAmounts,
  }),
  /** Outstanding loan debt per currency; null while the loans product is not installed. */
  loansOutstanding: z.nullable(currencyAmounts),
  /** The last run of the ledger's invariant check, or null if never run. */
  ledgerCheck: z.nullable(z.object({ checkedAt: z.string(), ok: z.boolean(), breaches: z.int() })),
  last30Days: z.array(dashboardDay),
});

export type DashboardStats = z.infer<typeof dashboardStats>;

/** What waits in each review queue now: the console's menu shows it beside each queue. */
export const queueCounts = z.object({
  deposits: z.int(),
  withdrawals: z.int(),
  kyc: z.int(),
  chain: z.int(),
  loans: z.int(),
  approvals: z.int(),
});
export type QueueCounts = z.infer<typeof queueCounts>;
