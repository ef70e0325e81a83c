-- Another admin's TOTP or password reset takes two admins (four-eyes proposals of their own kinds).
ALTER TABLE "four_eyes_proposals" DROP CONSTRAINT "four_eyes_proposals_kind_check";
--> statement-breakpoint
ALTER TABLE "four_eyes_proposals" ADD CONSTRAINT "four_eyes_proposals_kind_check" CHECK (
  "kind" IN ('withdrawal.pass', 'ledger.adjustment', 'loan.approve', 'fx.rate', 'setting.update',
    'operator.role', 'operator.create', 'operator.totp-reset', 'operator.password-reset',
    'customer.factor-reset'));
