-- Issue 28 item 11. An admin's password reset sets a temporary password that its operator
-- must replace before anything else: until then their sessions open only the password change
-- (and the profile and sign-out), as a session that must still enrol TOTP opens only that.
ALTER TABLE operators ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
