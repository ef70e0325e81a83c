-- The API's rate limits (http/api-rate-limit.ts: per client address, per session), counted by
-- rate-limiter-flexible in its own layout like "code_send_limits": key, points consumed, expiry in
-- epoch milliseconds. UNLOGGED: a minute's counters need no crash safety, and skip the WAL on
-- every API request.
CREATE UNLOGGED TABLE "api_rate_limits" (
  "key" varchar(255) PRIMARY KEY,
  "points" integer NOT NULL DEFAULT 0,
  "expire" bigint
);
