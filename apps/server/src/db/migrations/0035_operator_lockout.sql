-- Operator sign-in (issue 24, hole 7). A session remembers whether it was opened with a second
-- factor (a TOTP code or a recovery code). Once an operator has TOTP, or TOTP becomes required,
-- a session opened with the password alone no longer counts: the server ends them, and the
-- session lookup refuses a password-only session of an enrolled operator.
ALTER TABLE operator_sessions ADD COLUMN second_factor boolean NOT NULL DEFAULT false;
--> statement-breakpoint
-- Sessions opened after their operator enrolled could only have been opened with a code.
UPDATE operator_sessions s SET second_factor = true
  FROM operators o
 WHERE o.id = s.operator_id AND o.totp_enabled_at IS NOT NULL AND s.created_at > o.totp_enabled_at;
