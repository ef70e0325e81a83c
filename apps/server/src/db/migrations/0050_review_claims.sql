-- Issue 28: an operator takes up a waiting record of a review queue, or an admin hands it to
-- a reviewer, so two people do not work one item. The primary key is the one claim a record
-- can have; a claim lapses at expires_at unless its holder renews it, so an item is never stuck
-- behind someone who went home. Deciding stays open to every reviewer (four eyes and the record's
-- version already make one decision count): the claim says who is on it, it does not lock.
CREATE TABLE "review_claims" (
  "queue" text NOT NULL CHECK ("queue" IN ('deposits', 'withdrawals', 'kyc', 'chain', 'loans')),
  "record_id" bigint NOT NULL,
  "operator_id" bigint NOT NULL REFERENCES "operators" ("id"),
  "claimed_at" timestamptz NOT NULL,
  "expires_at" timestamptz NOT NULL,
  "assigned_by" bigint REFERENCES "operators" ("id"),
  PRIMARY KEY ("queue", "record_id")
);
