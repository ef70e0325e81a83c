-- Customer second factor (issue 24): passkeys (WebAuthn) and TOTP as alternatives, recovery
-- codes, remembered devices, short-lived step-up proofs and pending sign-ins.
--
-- A factor: one TOTP secret at most per customer, any number of passkeys. A passkey keeps its
-- credential id (unique across customers: an authenticator made it for one account), its
-- public key (COSE, base64url) and the signature counter it last reported.
CREATE TABLE customer_second_factors (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers(id),
  kind text NOT NULL CHECK (kind IN ('totp', 'passkey')),
  name text NOT NULL,
  totp_secret text,
  -- The last TOTP step accepted: a code is taken once, only a later step is accepted after it.
  totp_last_step bigint,
  credential_id text UNIQUE,
  public_key text,
  sign_count bigint NOT NULL DEFAULT 0 CHECK (sign_count >= 0),
  transports jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  last_used_at timestamp with time zone,
  CHECK (
    (kind = 'totp' AND totp_secret IS NOT NULL AND credential_id IS NULL)
    OR (kind = 'passkey' AND credential_id IS NOT NULL AND public_key IS NOT NULL)
  )
);
--> statement-breakpoint
CREATE UNIQUE INDEX customer_second_factors_one_totp ON customer_second_factors (customer_id)
  WHERE kind = 'totp';
--> statement-breakpoint
CREATE INDEX customer_second_factors_customer_idx ON customer_second_factors (customer_id);
--> statement-breakpoint
-- Ten single-use codes for a lost device; only their SHA-256 is kept.
CREATE TABLE customer_recovery_codes (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers(id),
  code_hash text NOT NULL,
  used_at timestamp with time zone,
  created_at timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX customer_recovery_codes_customer_idx ON customer_recovery_codes (customer_id);
--> statement-breakpoint
-- What the server asked and must get back once: a WebAuthn challenge, or a TOTP secret waiting
-- for its first code. `binding` names who may answer (a session, or a pending sign-in).
CREATE TABLE customer_factor_challenges (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers(id),
  purpose text NOT NULL CHECK (purpose IN ('passkey-register', 'passkey-verify', 'totp-enrol')),
  binding text NOT NULL,
  challenge text NOT NULL,
  expires_at timestamp with time zone NOT NULL,
  used_at timestamp with time zone,
  created_at timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX customer_factor_challenges_binding_idx
  ON customer_factor_challenges (customer_id, binding, purpose);
--> statement-breakpoint
-- A second factor passed for one action of one session: short-lived, used once.
CREATE TABLE customer_step_ups (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  customer_id bigint NOT NULL REFERENCES customers(id),
  session_id bigint NOT NULL REFERENCES sessions(id),
  action text NOT NULL,
  expires_at timestamp with time zone NOT NULL,
  used_at timestamp with time zone,
  created_at timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- A right password from a device the customer has not confirmed: the sign-in waits for the
-- second factor under this ticket (hashed, short-lived, used once).
CREATE TABLE customer_login_tickets (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  customer_id bigint NOT NULL REFERENCES customers(id),
  expires_at timestamp with time zone NOT NULL,
  used_at timestamp with time zone,
  created_at timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Devices that passed a second factor: the app keeps a random token, the server its hash.
CREATE TABLE customer_devices (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  customer_id bigint NOT NULL REFERENCES customers(id),
  user_agent text,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  last_seen_at timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX customer_devices_customer_idx ON customer_devices (customer_id);
