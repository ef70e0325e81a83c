-- Issue 19, seed section 5: a bank withdrawal requires bank branch, bank name, bank account and
-- bank code, so every card bound from now on carries all four. NOT VALID: cards bound before
-- stay (their withdrawals refer to them) but cannot take a withdrawal until bound again;
-- removing one (deleted_at set) is always allowed.
ALTER TABLE bank_cards
  ADD CONSTRAINT bank_cards_withdrawal_details
  CHECK (
    deleted_at IS NOT NULL
    OR (btrim(coalesce(branch, '')) <> '' AND btrim(coalesce(bank_code, '')) <> '')
  ) NOT VALID;
