-- Issue 28 items 3 and 4. An operator's internal note on a decision lives on the decision's
-- audit row, beside `comment` (the message the customer reads): it is never copied to the
-- record the customer's API answers with, so it cannot reach the customer.
ALTER TABLE audit_log ADD COLUMN note text;
--> statement-breakpoint
-- A password reset forced by an operator: the password stops opening sessions until the
-- customer sets a new one with a code. The hash is kept, so that a sign-in with the right
-- password (only) is told why it is refused.
ALTER TABLE customers ADD COLUMN password_reset_at timestamp with time zone;
