-- The margin levels a loan was signed under (issue 26): the agreement states the maintenance
-- level, the liquidation level and the call deadline, so they are copied onto the loan when
-- the customer signs, like its rates. An operator's later change to the `loans.margin`
-- setting applies to new loans only; the monitor never calls or sells a loan by levels its
-- borrower did not sign.
ALTER TABLE loans
  ADD COLUMN maintenance_level numeric(12, 8),
  ADD COLUMN liquidation_level numeric(12, 8),
  ADD COLUMN call_deadline_hours integer;
--> statement-breakpoint
-- Loans applied for before this migration keep the levels in force today (the setting, else
-- the defaults it was seeded with).
UPDATE loans SET
  maintenance_level = COALESCE((SELECT (value ->> 'maintenanceLevel')::numeric FROM settings WHERE key = 'loans.margin'), 1.30),
  liquidation_level = COALESCE((SELECT (value ->> 'liquidationLevel')::numeric FROM settings WHERE key = 'loans.margin'), 1.10),
  call_deadline_hours = COALESCE((SELECT (value ->> 'callDeadlineHours')::integer FROM settings WHERE key = 'loans.margin'), 24);
--> statement-breakpoint
ALTER TABLE loans
  ALTER COLUMN maintenance_level SET NOT NULL,
  ALTER COLUMN liquidation_level SET NOT NULL,
  ALTER COLUMN call_deadline_hours SET NOT NULL,
  ADD CONSTRAINT loans_margin_levels_check
    CHECK (liquidation_level > 1 AND maintenance_level > liquidation_level AND call_deadline_hours > 0);
