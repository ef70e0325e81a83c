-- Loans with a stated day count (issue 23). Rates become ANNUAL with the day-count basis
-- actual/365 (daily rate = annual / 365); a loan's days are the calendar days of its
-- currency's home market; accrued, unpaid interest and penalty are posted day by day to the
-- loan book's receivable (platform accounts loan_interest_receivable against
-- loan_interest_income), and a repayment settles the receivable.

-- The rates stored so far were daily: x 365 gives the annual rate whose daily rate (annual /
-- 365) is exactly the one the customer agreed to (a daily rate has at most 8 decimals, so the
-- product is exact and dividing it by 365 gives it back).
ALTER TABLE "loans" ADD COLUMN "day_count" text NOT NULL DEFAULT 'actual/365'
  CONSTRAINT "loans_day_count" CHECK ("day_count" IN ('actual/365'));
--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "time_zone" text;
--> statement-breakpoint
UPDATE "loans" SET "interest_rate" = "interest_rate" * 365, "penalty_rate" = "penalty_rate" * 365;
--> statement-breakpoint
-- The home market of the currency: the first market listed with it (the euro's markets keep
-- one clock). A loan in a currency no market uses (none is offered today) keeps the UTC days
-- it was made with.
UPDATE "loans" l SET "time_zone" = COALESCE(
  (SELECT m."timezone" FROM "markets" m WHERE m."currency" = l."currency" ORDER BY m."sort" LIMIT 1),
  'UTC');
--> statement-breakpoint
ALTER TABLE "loans" ALTER COLUMN "time_zone" SET NOT NULL;
--> statement-breakpoint
-- The terms offered from now on, likewise (a fresh database is seeded with annual rates).
UPDATE "settings"
   SET "value" = "value" || jsonb_build_object(
         'interestRate', trim_scale(("value"->>'interestRate')::numeric * 365)::text,
         'penaltyRate', trim_scale(("value"->>'penaltyRate')::numeric * 365)::text)
 WHERE "key" = 'loans.terms';
--> statement-breakpoint
-- The ledger entry that posted the day's interest and penalty to the receivable. Days accrued
-- before this migration have none: what of them is still unpaid is posted once, below.
ALTER TABLE "loan_accruals" ADD COLUMN "entry_id" bigint REFERENCES "journal_entries"("id");
--> statement-breakpoint
-- Interest and penalty accrued on open loans before daily posting existed, and not yet paid:
-- one balanced entry per loan through the ledger's function, so that from now on the
-- receivable holds every unpaid accrual and a repayment can settle it. (A DO block resolves
-- the call only when a loan needs it, so a fresh database never calls it.)
DO $$
DECLARE
  v_loan record;
BEGIN
  FOR v_loan IN
    SELECT id, customer_id, currency, interest_due + penalty_due AS unpaid
      FROM loans
     WHERE status IN ('disbursed', 'overdue') AND interest_due + penalty_due > 0
     ORDER BY id
  LOOP
    PERFORM ledger_post_entry(
      'loan.accrue', v_loan.customer_id,
      'Loan ' || v_loan.id || ' interest accrued before daily posting', NULL,
      'system:migration-0033', 'loan:' || v_loan.id, NULL,
      jsonb_build_array(
        jsonb_build_object('customer_id', NULL, 'kind', 'loan_interest_receivable',
          'currency', v_loan.currency, 'shard', v_loan.customer_id % 16, 'amount', -v_loan.unpaid),
        jsonb_build_object('customer_id', NULL, 'kind', 'loan_interest_income',
          'currency', v_loan.currency, 'shard', v_loan.customer_id % 16, 'amount', v_loan.unpaid)));
  END LOOP;
END;
$$;
